import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'کوئی مسئلہ نظر آیا؟', subtitle: 'آئیے اسے ٹھیک کریں' },
  chatInput: {
    firstMessagePlaceholder: 'جو مسئلہ آپ نے دیکھا اس کی تفصیل لکھیں…',
    placeholder: 'پیغام لکھیں…',
  },
  chatHints: {
    internet: { label: 'انٹرنیٹ کا مسئلہ', message: 'مجھے انٹرنیٹ یا Wi-Fi کے ایک مسئلے کی اطلاع دینی ہے۔' },
    security: { label: 'حفاظتی مسئلہ', message: 'مجھے ایک حفاظتی مسئلے کی اطلاع دینی ہے۔' },
    maintenance: {
      label: 'مرمت کا مسئلہ',
      message: 'مجھے کسی ایسی چیز کی اطلاع دینی ہے جو ٹوٹی ہوئی ہے یا جسے مرمت کی ضرورت ہے۔',
    },
    cleaning: { label: 'کچھ گرا ہے یا رساؤ', message: 'مجھے کسی چیز کے گرنے یا رساؤ کی اطلاع دینی ہے۔' },
  },
  issueReportForm: {
    issue: 'مسئلے کی رپورٹ',
    successMessage: 'شکریہ! آپ کی رپورٹ یہاں کی ٹیم کو بھیج دی گئی ہے۔',
    successSubtitleMain: 'نیچے کسی اور مسئلے کی اطلاع دیں یا',
    successSubtitleLink: 'نئی چیٹ شروع کریں',
    editButton: 'ترمیم کریں',
    submitButton: 'مسئلہ رپورٹ کریں',
    submitError: 'آپ کی رپورٹ نہیں بھیجی جا سکی۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
    retryButton: 'دوبارہ کوشش کریں',
    title: { label: 'عنوان', missingError: 'عنوان ضروری ہے' },
    description: { label: 'تفصیل', missingError: 'تفصیل ضروری ہے' },
    location: { label: 'مقام', missingError: 'مقام ضروری ہے' },
  },
  page: {
    introText: 'ہمیں بتائیں کہ آپ نے کیا دیکھا اور کہاں۔ آپ لکھ سکتے ہیں، بول سکتے ہیں یا تصویر شامل کر سکتے ہیں۔',
    assistantName: 'معاون',
    languagePickerTitle: 'اپنی زبان منتخب کریں',
    changeLanguage: 'زبان تبدیل کریں',
    close: 'بند کریں',
    send: 'بھیجیں',
    attachPhoto: 'تصویر شامل کریں',
    recordVoice: 'صوتی پیغام ریکارڈ کریں',
    stopRecording: 'ریکارڈنگ روکیں',
    transcribing: 'آپ کی آواز کو تحریر میں بدلا جا رہا ہے…',
    assistantTyping: 'معاون لکھ رہا ہے',
    microphoneDenied: 'مائیکروفون تک رسائی نہیں دی گئی یا مائیکروفون دستیاب نہیں۔',
    sendError: 'آپ کا پیغام نہیں بھیجا جا سکا۔',
    retry: 'دوبارہ کوشش کریں',
    uploadError: 'تصویر اپ لوڈ نہیں ہو سکی۔',
    photoAlt: 'آپ کی تصویر',
    newChat: 'نئی چیٹ',
    siteNotFoundTitle: 'یہ فیڈبیک لنک کام نہیں کر رہا',
    siteNotFoundText:
      'ہو سکتا ہے یہ مقام ہٹا دیا گیا ہو، یا لنک مکمل کاپی نہ ہوا ہو۔ براہِ کرم QR کوڈ دوبارہ اسکین کریں۔',
    loading: 'لوڈ ہو رہا ہے…',
    loadError: 'یہ صفحہ لوڈ نہیں ہو سکا۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
    transcriptionError:
      'آپ کی ریکارڈنگ کو تحریر میں نہیں بدلا جا سکا۔ براہِ کرم دوبارہ کوشش کریں یا اپنا پیغام ٹائپ کریں۔',
    uploading: 'تصویر اپ لوڈ ہو رہی ہے…',
  },
  assistant: {
    askLocation: 'ہمیں بتانے کا شکریہ۔ یہ بالکل کہاں ہے؟ مثلاً منزل، کمرہ یا قریب کی کوئی نمایاں جگہ۔',
    askDetails: 'شکریہ۔ کیا آپ تھوڑا اور بتا سکتے ہیں کہ کیا خرابی ہے؟',
    draftReady:
      'یہ رہی آپ کی رپورٹ۔ تفصیلات دیکھ لیں، کچھ بدلنا ہو تو **ترمیم کریں** دبائیں، پھر بھیجنے کے لیے **مسئلہ رپورٹ کریں** دبائیں۔',
    photoReceived: 'تصویر کا شکریہ۔ مسئلہ کیا ہے، اور کہاں ہے؟',
    apology: 'معذرت، ہماری طرف سے کچھ گڑبڑ ہو گئی۔ براہِ کرم اپنا پیغام دوبارہ بھیجیں۔',
    locationNotGiven: 'مقام نہیں بتایا گیا',
    fallbackTitle: 'کسی وزیٹر کا بتایا ہوا مسئلہ',
  },
};
