import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Problem gördünüz?', subtitle: 'Gəlin onu birlikdə həll edək' },
  chatInput: {
    firstMessagePlaceholder: 'Gördüyünüz problemi təsvir edin…',
    placeholder: 'Mesaj yazın…',
  },
  chatHints: {
    internet: {
      label: 'İnternet problemi',
      message: 'İnternet və ya Wi-Fi ilə bağlı problem barədə bildirmək istəyirəm.',
    },
    security: { label: 'Təhlükəsizlik problemi', message: 'Təhlükəsizliklə bağlı problem barədə bildirmək istəyirəm.' },
    maintenance: {
      label: 'Təmir problemi',
      message: 'Sınmış və ya təmirə ehtiyacı olan bir şey barədə bildirmək istəyirəm.',
    },
    cleaning: { label: 'Dağılma və ya sızma', message: 'Dağılmış maye və ya sızma barədə bildirmək istəyirəm.' },
  },
  issueReportForm: {
    issue: 'Problem bildirişi',
    successMessage: 'Təşəkkür edirik! Bildirişiniz məkanın komandasına göndərildi.',
    successSubtitleMain: 'Aşağıda başqa problem bildirin və ya',
    successSubtitleLink: 'yeni söhbətə başlayın',
    editButton: 'Redaktə et',
    submitButton: 'Problemi bildir',
    submitError: 'Bildirişiniz göndərilə bilmədi. Bağlantınızı yoxlayıb yenidən cəhd edin.',
    retryButton: 'Yenidən cəhd et',
    title: { label: 'Başlıq', missingError: 'Başlıq tələb olunur' },
    description: { label: 'Təsvir', missingError: 'Təsvir tələb olunur' },
    location: { label: 'Yer', missingError: 'Yer tələb olunur' },
  },
  page: {
    introText: 'Nə gördüyünüzü və harada olduğunu bizə deyin. Yaza, danışa və ya şəkil əlavə edə bilərsiniz.',
    assistantName: 'Köməkçi',
    languagePickerTitle: 'Dilinizi seçin',
    changeLanguage: 'Dili dəyiş',
    close: 'Bağla',
    send: 'Göndər',
    attachPhoto: 'Şəkil əlavə et',
    recordVoice: 'Səsli mesaj yaz',
    stopRecording: 'Yazını dayandır',
    transcribing: 'Səsiniz mətnə çevrilir…',
    assistantTyping: 'Köməkçi yazır',
    microphoneDenied: 'Mikrofona giriş rədd edildi və ya mikrofon əlçatan deyil.',
    sendError: 'Mesajınız göndərilə bilmədi.',
    retry: 'Yenidən cəhd et',
    uploadError: 'Şəkil yüklənə bilmədi.',
    photoAlt: 'Şəkliniz',
    newChat: 'Yeni söhbət',
    siteNotFoundTitle: 'Bu rəy linki işləmir',
    siteNotFoundText:
      'Məkan silinmiş ola bilər və ya link tam kopyalanmayıb. Zəhmət olmasa, QR kodu yenidən skan edin.',
    loading: 'Yüklənir…',
    loadError: 'Bu səhifə yüklənə bilmədi. Bağlantınızı yoxlayıb yenidən cəhd edin.',
    transcriptionError: 'Səs yazınız mətnə çevrilə bilmədi. Zəhmət olmasa, yenidən cəhd edin və ya mesajınızı yazın.',
    uploading: 'Şəkil yüklənir…',
  },
  assistant: {
    askLocation:
      'Bizə xəbər verdiyiniz üçün təşəkkür edirik. Bu dəqiq haradadır? Məsələn, mərtəbə, otaq və ya yaxınlıqdakı nişanə.',
    askDetails: 'Təşəkkürlər. Nəyin qaydasında olmadığı barədə bir az ətraflı deyə bilərsinizmi?',
    draftReady:
      'Bildirişiniz hazırdır. Məlumatları yoxlayın, nəyisə dəyişmək üçün **Redaktə et** düyməsini, göndərmək üçün isə **Problemi bildir** düyməsini basın.',
    photoReceived: 'Şəkil üçün təşəkkürlər. Problem nədir və haradadır?',
    apology: 'Bağışlayın, bizim tərəfdə nəsə səhv getdi. Zəhmət olmasa, mesajınızı yenidən göndərin.',
    locationNotGiven: 'Yer göstərilməyib',
    fallbackTitle: 'Ziyarətçinin bildirdiyi problem',
    safetyFirst: 'Kimsə təhlükədədirsə, uzaq durun və dərhal yerli təcili yardım nömrəsinə zəng edin.',
    greeting: 'Salam! Nəyi bildirmək istəyirsiniz və o haradadır?',
    draftUpdated: 'Hesabatınızı yenilədim. Yoxlayın, sonra göndərmək üçün **Problemi bildir** düyməsini basın.',
  },
};
