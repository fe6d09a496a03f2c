import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Melihat ada masalah?', subtitle: 'Ayo kita perbaiki' },
  chatInput: {
    firstMessagePlaceholder: 'Jelaskan masalah yang Anda lihat…',
    placeholder: 'Ketik pesan…',
  },
  chatHints: {
    internet: { label: 'Masalah internet', message: 'Saya ingin melaporkan masalah internet atau Wi-Fi.' },
    security: { label: 'Masalah keamanan', message: 'Saya ingin melaporkan masalah keamanan.' },
    maintenance: {
      label: 'Masalah perawatan',
      message: 'Saya ingin melaporkan sesuatu yang rusak atau perlu diperbaiki.',
    },
    cleaning: { label: 'Tumpahan atau kebocoran', message: 'Saya ingin melaporkan tumpahan atau kebocoran.' },
  },
  issueReportForm: {
    issue: 'Laporan masalah',
    successMessage: 'Terima kasih! Laporan Anda telah dikirim ke tim di lokasi.',
    successSubtitleMain: 'Laporkan masalah lain di bawah atau',
    successSubtitleLink: 'mulai obrolan baru',
    editButton: 'Ubah',
    submitButton: 'Laporkan masalah',
    submitError: 'Laporan Anda tidak dapat dikirim. Periksa koneksi Anda lalu coba lagi.',
    retryButton: 'Coba lagi',
    title: { label: 'Judul', missingError: 'Judul wajib diisi' },
    description: { label: 'Deskripsi', missingError: 'Deskripsi wajib diisi' },
    location: { label: 'Lokasi', missingError: 'Lokasi wajib diisi' },
  },
  page: {
    introText: 'Ceritakan apa yang Anda lihat dan di mana. Anda bisa mengetik, berbicara, atau menambahkan foto.',
    assistantName: 'Asisten',
    languagePickerTitle: 'Pilih bahasa Anda',
    changeLanguage: 'Ganti bahasa',
    close: 'Tutup',
    send: 'Kirim',
    attachPhoto: 'Tambahkan foto',
    recordVoice: 'Rekam pesan suara',
    stopRecording: 'Hentikan rekaman',
    transcribing: 'Mengubah suara Anda menjadi teks…',
    assistantTyping: 'Asisten sedang mengetik',
    microphoneDenied: 'Akses mikrofon ditolak atau mikrofon tidak tersedia.',
    sendError: 'Pesan Anda tidak dapat dikirim.',
    retry: 'Coba lagi',
    uploadError: 'Foto tidak dapat diunggah.',
    photoAlt: 'Foto Anda',
    newChat: 'Obrolan baru',
    siteNotFoundTitle: 'Tautan masukan ini tidak berfungsi',
    siteNotFoundText:
      'Lokasi ini mungkin sudah dihapus, atau tautannya tidak tersalin lengkap. Silakan pindai kode QR lagi.',
    loading: 'Memuat…',
    loadError: 'Halaman ini tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
    transcriptionError: 'Rekaman Anda tidak dapat diubah menjadi teks. Silakan coba lagi atau ketik pesan Anda.',
    uploading: 'Mengunggah foto…',
  },
  assistant: {
    askLocation:
      'Terima kasih sudah memberi tahu kami. Tepatnya di mana? Misalnya lantai, ruangan, atau patokan di dekatnya.',
    askDetails: 'Terima kasih. Bisakah Anda ceritakan sedikit lebih banyak tentang masalahnya?',
    draftReady:
      'Ini laporan Anda. Periksa detailnya, tekan **Ubah** untuk mengganti sesuatu, lalu tekan **Laporkan masalah** untuk mengirimnya.',
    photoReceived: 'Terima kasih atas fotonya. Apa masalahnya, dan di mana?',
    apology: 'Maaf, terjadi kesalahan di pihak kami. Silakan kirim pesan Anda lagi.',
    locationNotGiven: 'Lokasi tidak disebutkan',
    fallbackTitle: 'Masalah yang dilaporkan pengunjung',
  },
};
