import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Všimli ste si problém?', subtitle: 'Poďme ho vyriešiť' },
  chatInput: {
    firstMessagePlaceholder: 'Opíšte problém, ktorý ste si všimli…',
    placeholder: 'Napíšte správu…',
  },
  chatHints: {
    internet: { label: 'Problém s internetom', message: 'Chcem nahlásiť problém s internetom alebo Wi-Fi.' },
    security: { label: 'Bezpečnostný problém', message: 'Chcem nahlásiť bezpečnostný problém.' },
    maintenance: {
      label: 'Porucha',
      message: 'Chcem nahlásiť niečo, čo je pokazené alebo potrebuje opravu.',
    },
    cleaning: { label: 'Rozliata tekutina alebo únik', message: 'Chcem nahlásiť rozliatu tekutinu alebo únik.' },
  },
  issueReportForm: {
    issue: 'Hlásenie problému',
    successMessage: 'Ďakujeme! Vaše hlásenie bolo odoslané tímu na mieste.',
    successSubtitleMain: 'Nahláste ďalší problém nižšie alebo',
    successSubtitleLink: 'začnite nový chat',
    editButton: 'Upraviť',
    submitButton: 'Nahlásiť problém',
    submitError: 'Vaše hlásenie sa nepodarilo odoslať. Skontrolujte pripojenie a skúste to znova.',
    retryButton: 'Skúsiť znova',
    title: { label: 'Názov', missingError: 'Názov je povinný' },
    description: { label: 'Popis', missingError: 'Popis je povinný' },
    location: { label: 'Miesto', missingError: 'Miesto je povinné' },
  },
  page: {
    introText: 'Povedzte nám, čo ste si všimli a kde. Môžete písať, hovoriť alebo pridať fotku.',
    assistantName: 'Asistent',
    languagePickerTitle: 'Vyberte si jazyk',
    changeLanguage: 'Zmeniť jazyk',
    close: 'Zavrieť',
    send: 'Odoslať',
    attachPhoto: 'Pridať fotku',
    recordVoice: 'Nahrať hlasovú správu',
    stopRecording: 'Zastaviť nahrávanie',
    transcribing: 'Prevádzame váš hlas na text…',
    assistantTyping: 'Asistent píše',
    microphoneDenied: 'Prístup k mikrofónu bol zamietnutý alebo mikrofón nie je k dispozícii.',
    sendError: 'Vašu správu sa nepodarilo odoslať.',
    retry: 'Skúsiť znova',
    uploadError: 'Fotku sa nepodarilo nahrať.',
    photoAlt: 'Vaša fotka',
    newChat: 'Nový chat',
    siteNotFoundTitle: 'Tento odkaz na hlásenia nefunguje',
    siteNotFoundText:
      'Miesto mohlo byť odstránené alebo bol odkaz skopírovaný neúplne. Naskenujte prosím QR kód znova.',
    loading: 'Načítava sa…',
    loadError: 'Túto stránku sa nepodarilo načítať. Skontrolujte pripojenie a skúste to znova.',
    transcriptionError: 'Vašu nahrávku sa nepodarilo previesť na text. Skúste to prosím znova alebo správu napíšte.',
    uploading: 'Nahráva sa fotka…',
  },
  assistant: {
    askLocation:
      'Ďakujeme, že ste nám dali vedieť. Kde presne to je? Napríklad poschodie, miestnosť alebo orientačný bod v blízkosti.',
    askDetails: 'Ďakujem. Môžete mi povedať trochu viac o tom, čo nie je v poriadku?',
    draftReady:
      'Tu je vaše hlásenie. Skontrolujte údaje, stlačte **Upraviť**, ak chcete niečo zmeniť, a potom stlačte **Nahlásiť problém**, aby ste ho odoslali.',
    photoReceived: 'Ďakujem za fotku. V čom je problém a kde sa nachádza?',
    apology: 'Prepáčte, na našej strane sa niečo pokazilo. Pošlite prosím svoju správu znova.',
    locationNotGiven: 'Miesto nebolo uvedené',
    fallbackTitle: 'Problém nahlásený návštevníkom',
    safetyFirst: 'Ak je niekto v nebezpečenstve, držte sa ďalej a hneď volajte miestne tiesňové číslo.',
    greeting: 'Dobrý deň! Čo chcete nahlásiť a kde to je?',
    draftUpdated:
      'Aktualizoval som hlásenie. Skontrolujte ho a potom stlačte **Nahlásiť problém**, aby ste ho odoslali.',
  },
};
