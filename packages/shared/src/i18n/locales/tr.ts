import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Bir sorun mu fark ettiniz?', subtitle: 'Hadi birlikte çözelim' },
  chatInput: {
    firstMessagePlaceholder: 'Fark ettiğiniz sorunu anlatın…',
    placeholder: 'Bir mesaj yazın…',
  },
  chatHints: {
    internet: { label: 'İnternet sorunu', message: 'İnternet veya Wi-Fi ile ilgili bir sorun bildirmek istiyorum.' },
    security: { label: 'Güvenlik sorunu', message: 'Bir güvenlik sorunu bildirmek istiyorum.' },
    maintenance: {
      label: 'Bakım sorunu',
      message: 'Bozuk olan veya onarılması gereken bir şeyi bildirmek istiyorum.',
    },
    cleaning: { label: 'Dökülme veya sızıntı', message: 'Bir dökülme veya sızıntı bildirmek istiyorum.' },
  },
  issueReportForm: {
    issue: 'Sorun bildirimi',
    successMessage: 'Teşekkürler! Bildiriminiz yerel ekibe gönderildi.',
    successSubtitleMain: 'Aşağıdan başka bir sorun bildirin veya',
    successSubtitleLink: 'yeni bir sohbet başlatın',
    editButton: 'Düzenle',
    submitButton: 'Sorunu bildir',
    submitError: 'Bildiriminiz gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    retryButton: 'Tekrar dene',
    title: { label: 'Başlık', missingError: 'Başlık gerekli' },
    description: { label: 'Açıklama', missingError: 'Açıklama gerekli' },
    location: { label: 'Konum', missingError: 'Konum gerekli' },
  },
  page: {
    introText:
      'Ne fark ettiğinizi ve nerede olduğunu bize anlatın. Yazabilir, konuşabilir veya fotoğraf ekleyebilirsiniz.',
    assistantName: 'Asistan',
    languagePickerTitle: 'Dilinizi seçin',
    changeLanguage: 'Dili değiştir',
    close: 'Kapat',
    send: 'Gönder',
    attachPhoto: 'Fotoğraf ekle',
    recordVoice: 'Sesli mesaj kaydet',
    stopRecording: 'Kaydı durdur',
    transcribing: 'Sesiniz metne dönüştürülüyor…',
    assistantTyping: 'Asistan yazıyor',
    microphoneDenied: 'Mikrofon erişimi reddedildi veya mikrofon kullanılamıyor.',
    sendError: 'Mesajınız gönderilemedi.',
    retry: 'Tekrar dene',
    uploadError: 'Fotoğraf yüklenemedi.',
    photoAlt: 'Fotoğrafınız',
    newChat: 'Yeni sohbet',
    siteNotFoundTitle: 'Bu geri bildirim bağlantısı çalışmıyor',
    siteNotFoundText:
      'Mekân kaldırılmış olabilir ya da bağlantı eksik kopyalanmış olabilir. Lütfen QR kodu tekrar okutun.',
    loading: 'Yükleniyor…',
    loadError: 'Bu sayfa yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    transcriptionError: 'Ses kaydınız metne dönüştürülemedi. Lütfen tekrar deneyin veya mesajınızı yazın.',
    uploading: 'Fotoğraf yükleniyor…',
  },
  assistant: {
    askLocation:
      'Bize bildirdiğiniz için teşekkürler. Bu tam olarak nerede? Örneğin kat, oda veya yakındaki bir nirengi noktası.',
    askDetails: 'Teşekkürler. Sorunun ne olduğunu biraz daha anlatabilir misiniz?',
    draftReady:
      'Bildiriminiz hazır. Ayrıntıları kontrol edin, bir şeyi değiştirmek için **Düzenle**’ye, göndermek için de **Sorunu bildir**’e dokunun.',
    photoReceived: 'Fotoğraf için teşekkürler. Sorun nedir ve nerede?',
    apology: 'Üzgünüz, bizim tarafımızda bir sorun oluştu. Lütfen mesajınızı tekrar gönderin.',
    locationNotGiven: 'Konum belirtilmedi',
    fallbackTitle: 'Bir ziyaretçinin bildirdiği sorun',
    safetyFirst: 'Tehlikede olan biri varsa uzak durun ve hemen yerel acil durum numarasını arayın.',
    greeting: 'Merhaba! Neyi bildirmek istiyorsunuz ve nerede?',
    draftUpdated: 'Raporunuzu güncelledim. Kontrol edin, ardından göndermek için **Sorunu bildir** düğmesine basın.',
  },
};
