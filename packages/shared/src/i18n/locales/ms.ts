import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Nampak sebarang masalah?', subtitle: 'Mari kita baiki' },
  chatInput: {
    firstMessagePlaceholder: 'Terangkan masalah yang anda nampak…',
    placeholder: 'Taip mesej…',
  },
  chatHints: {
    internet: { label: 'Masalah internet', message: 'Saya ingin melaporkan masalah internet atau Wi-Fi.' },
    security: { label: 'Masalah keselamatan', message: 'Saya ingin melaporkan masalah keselamatan.' },
    maintenance: {
      label: 'Masalah penyelenggaraan',
      message: 'Saya ingin melaporkan sesuatu yang rosak atau perlu dibaiki.',
    },
    cleaning: { label: 'Tumpahan atau kebocoran', message: 'Saya ingin melaporkan tumpahan atau kebocoran.' },
  },
  issueReportForm: {
    issue: 'Laporan masalah',
    successMessage: 'Terima kasih! Laporan anda telah dihantar kepada pasukan di lokasi.',
    successSubtitleMain: 'Laporkan masalah lain di bawah atau',
    successSubtitleLink: 'mulakan sembang baharu',
    editButton: 'Sunting',
    submitButton: 'Hantar laporan',
    submitError: 'Laporan anda tidak dapat dihantar. Semak sambungan anda dan cuba lagi.',
    retryButton: 'Cuba lagi',
    title: { label: 'Tajuk', missingError: 'Tajuk diperlukan' },
    description: { label: 'Penerangan', missingError: 'Penerangan diperlukan' },
    location: { label: 'Lokasi', missingError: 'Lokasi diperlukan' },
  },
  page: {
    introText: 'Beritahu kami apa yang anda nampak dan di mana. Anda boleh menaip, bercakap atau menambah foto.',
    assistantName: 'Pembantu',
    languagePickerTitle: 'Pilih bahasa anda',
    changeLanguage: 'Tukar bahasa',
    close: 'Tutup',
    send: 'Hantar',
    attachPhoto: 'Tambah foto',
    recordVoice: 'Rakam mesej suara',
    stopRecording: 'Henti merakam',
    transcribing: 'Menukar suara anda kepada teks…',
    assistantTyping: 'Pembantu sedang menaip',
    microphoneDenied: 'Akses mikrofon ditolak atau mikrofon tidak tersedia.',
    sendError: 'Mesej anda tidak dapat dihantar.',
    retry: 'Cuba lagi',
    uploadError: 'Foto tidak dapat dimuat naik.',
    photoAlt: 'Foto anda',
    newChat: 'Sembang baharu',
    siteNotFoundTitle: 'Pautan maklum balas ini tidak berfungsi',
    siteNotFoundText:
      'Lokasi ini mungkin telah dibuang, atau pautan tidak disalin dengan lengkap. Sila imbas kod QR sekali lagi.',
    loading: 'Memuatkan…',
    loadError: 'Halaman ini tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    transcriptionError: 'Rakaman anda tidak dapat ditukar kepada teks. Sila cuba lagi atau taip mesej anda.',
    uploading: 'Memuat naik foto…',
  },
  assistant: {
    askLocation:
      'Terima kasih kerana memberitahu kami. Di mana tepatnya? Contohnya tingkat, bilik atau mercu tanda berhampiran.',
    askDetails: 'Terima kasih. Boleh anda ceritakan sedikit lagi tentang masalahnya?',
    draftReady:
      'Ini laporan anda. Semak butirannya, tekan **Sunting** untuk menukar apa-apa, kemudian tekan **Hantar laporan** untuk menghantarnya.',
    photoReceived: 'Terima kasih atas foto itu. Apakah masalahnya, dan di mana?',
    apology: 'Maaf, berlaku masalah di pihak kami. Sila hantar mesej anda sekali lagi.',
    locationNotGiven: 'Lokasi tidak dinyatakan',
    fallbackTitle: 'Masalah yang dilaporkan oleh pelawat',
    safetyFirst: 'Jika ada sesiapa dalam bahaya, jauhkan diri dan hubungi nombor kecemasan tempatan sekarang.',
    greeting: 'Helo! Apakah yang ingin anda laporkan, dan di manakah ia?',
    draftUpdated:
      'Saya telah mengemas kini laporan anda. Semak, kemudian tekan **Hantar laporan** untuk menghantarnya.',
  },
};
