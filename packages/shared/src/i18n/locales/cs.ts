import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Všimli jste si problému?', subtitle: 'Pojďme ho vyřešit' },
  chatInput: {
    firstMessagePlaceholder: 'Popište problém, kterého jste si všimli…',
    placeholder: 'Napište zprávu…',
  },
  chatHints: {
    internet: { label: 'Problém s internetem', message: 'Chci nahlásit problém s internetem nebo Wi-Fi.' },
    security: { label: 'Bezpečnostní problém', message: 'Chci nahlásit bezpečnostní problém.' },
    maintenance: {
      label: 'Porucha',
      message: 'Chci nahlásit něco, co je rozbité nebo potřebuje opravu.',
    },
    cleaning: { label: 'Rozlitá tekutina nebo únik', message: 'Chci nahlásit rozlitou tekutinu nebo únik.' },
  },
  issueReportForm: {
    issue: 'Hlášení problému',
    successMessage: 'Děkujeme! Vaše hlášení bylo odesláno týmu na místě.',
    successSubtitleMain: 'Nahlaste další problém níže nebo',
    successSubtitleLink: 'začněte nový chat',
    editButton: 'Upravit',
    submitButton: 'Nahlásit problém',
    submitError: 'Vaše hlášení se nepodařilo odeslat. Zkontrolujte připojení a zkuste to znovu.',
    retryButton: 'Zkusit znovu',
    title: { label: 'Název', missingError: 'Název je povinný' },
    description: { label: 'Popis', missingError: 'Popis je povinný' },
    location: { label: 'Místo', missingError: 'Místo je povinné' },
  },
  page: {
    introText: 'Řekněte nám, čeho jste si všimli a kde. Můžete psát, mluvit nebo přidat fotku.',
    assistantName: 'Asistent',
    languagePickerTitle: 'Vyberte jazyk',
    changeLanguage: 'Změnit jazyk',
    close: 'Zavřít',
    send: 'Odeslat',
    attachPhoto: 'Přidat fotku',
    recordVoice: 'Nahrát hlasovou zprávu',
    stopRecording: 'Zastavit nahrávání',
    transcribing: 'Převádíme váš hlas na text…',
    assistantTyping: 'Asistent píše',
    microphoneDenied: 'Přístup k mikrofonu byl odepřen nebo mikrofon není k dispozici.',
    sendError: 'Vaši zprávu se nepodařilo odeslat.',
    retry: 'Zkusit znovu',
    uploadError: 'Fotku se nepodařilo nahrát.',
    photoAlt: 'Vaše fotka',
    newChat: 'Nový chat',
    siteNotFoundTitle: 'Tento odkaz pro hlášení nefunguje',
    siteNotFoundText: 'Místo mohlo být odstraněno nebo byl odkaz zkopírován neúplně. Naskenujte prosím QR kód znovu.',
  },
  assistant: {
    askLocation:
      'Děkujeme, že jste nám dali vědět. Kde přesně to je? Například patro, místnost nebo orientační bod poblíž.',
    askDetails: 'Děkuji. Můžete mi říct trochu víc o tom, co není v pořádku?',
    draftReady:
      'Tady je vaše hlášení. Zkontrolujte údaje, stiskněte **Upravit**, pokud chcete něco změnit, a pak stiskněte **Nahlásit problém**, abyste ho odeslali.',
    photoReceived: 'Děkuji za fotku. V čem je problém a kde se nachází?',
    apology: 'Omlouváme se, na naší straně se něco pokazilo. Pošlete prosím svou zprávu znovu.',
    locationNotGiven: 'Místo nebylo uvedeno',
    fallbackTitle: 'Problém nahlášený návštěvníkem',
  },
};
