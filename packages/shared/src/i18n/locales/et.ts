import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Märkasid probleemi?', subtitle: 'Teeme selle korda' },
  chatInput: {
    firstMessagePlaceholder: 'Kirjelda probleemi, mida märkasid…',
    placeholder: 'Kirjuta sõnum…',
  },
  chatHints: {
    internet: {
      label: 'Interneti probleem',
      message: 'Soovin teatada internetti või Wi-Fi-t puudutavast probleemist.',
    },
    security: { label: 'Turvaprobleem', message: 'Soovin teatada turvaprobleemist.' },
    maintenance: {
      label: 'Rike',
      message: 'Soovin teatada millestki, mis on katki või vajab parandamist.',
    },
    cleaning: {
      label: 'Mahavalgunud vedelik või leke',
      message: 'Soovin teatada mahavalgunud vedelikust või lekkest.',
    },
  },
  issueReportForm: {
    issue: 'Probleemi teade',
    successMessage: 'Aitäh! Sinu teade saadeti koha meeskonnale.',
    successSubtitleMain: 'Teata allpool veel ühest probleemist või',
    successSubtitleLink: 'alusta uut vestlust',
    editButton: 'Muuda',
    submitButton: 'Teata probleemist',
    submitError: 'Sinu teadet ei õnnestunud saata. Kontrolli ühendust ja proovi uuesti.',
    retryButton: 'Proovi uuesti',
    title: { label: 'Pealkiri', missingError: 'Pealkiri on kohustuslik' },
    description: { label: 'Kirjeldus', missingError: 'Kirjeldus on kohustuslik' },
    location: { label: 'Asukoht', missingError: 'Asukoht on kohustuslik' },
  },
  page: {
    introText: 'Räägi meile, mida märkasid ja kus. Võid kirjutada, rääkida või lisada foto.',
    assistantName: 'Abiline',
    languagePickerTitle: 'Vali keel',
    changeLanguage: 'Muuda keelt',
    close: 'Sulge',
    send: 'Saada',
    attachPhoto: 'Lisa foto',
    recordVoice: 'Salvesta häälsõnum',
    stopRecording: 'Lõpeta salvestamine',
    transcribing: 'Muudame su kõne tekstiks…',
    assistantTyping: 'Abiline kirjutab',
    microphoneDenied: 'Juurdepääs mikrofonile on keelatud või mikrofon pole saadaval.',
    sendError: 'Sinu sõnumit ei õnnestunud saata.',
    retry: 'Proovi uuesti',
    uploadError: 'Fotot ei õnnestunud üles laadida.',
    photoAlt: 'Sinu foto',
    newChat: 'Uus vestlus',
    siteNotFoundTitle: 'See tagasiside link ei tööta',
    siteNotFoundText: 'Koht võib olla eemaldatud või link kopeeriti poolikult. Palun skanni QR-kood uuesti.',
    loading: 'Laadimine…',
    loadError: 'Seda lehte ei õnnestunud laadida. Kontrolli ühendust ja proovi uuesti.',
    transcriptionError: 'Sinu salvestist ei õnnestunud tekstiks muuta. Proovi uuesti või kirjuta oma sõnum.',
    uploading: 'Foto üleslaadimine…',
  },
  assistant: {
    askLocation:
      'Aitäh, et meile teada andsid. Kus see täpselt on? Näiteks korrus, ruum või mõni lähedal asuv maamärk.',
    askDetails: 'Aitäh. Kas saaksid natuke täpsemalt öelda, mis on valesti?',
    draftReady:
      'Siin on sinu teade. Kontrolli andmeid, vajuta **Muuda**, kui soovid midagi muuta, ja seejärel **Teata probleemist**, et see ära saata.',
    photoReceived: 'Aitäh foto eest. Mis on probleem ja kus see on?',
    apology: 'Vabandust, meie poolel läks midagi valesti. Palun saada oma sõnum uuesti.',
    locationNotGiven: 'Asukohta pole märgitud',
    fallbackTitle: 'Külastaja teatatud probleem',
  },
};
