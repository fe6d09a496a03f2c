import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: "Het jy 'n probleem raakgesien?", subtitle: 'Kom ons kry dit reg' },
  chatInput: {
    firstMessagePlaceholder: 'Beskryf die probleem wat jy raakgesien het…',
    placeholder: "Tik 'n boodskap…",
  },
  chatHints: {
    internet: { label: 'Internetprobleem', message: "Ek wil 'n probleem met die internet of wi-fi aanmeld." },
    security: { label: 'Sekuriteitsprobleem', message: "Ek wil 'n sekuriteitsprobleem aanmeld." },
    maintenance: {
      label: 'Instandhoudingsprobleem',
      message: 'Ek wil iets aanmeld wat stukkend is of herstel moet word.',
    },
    cleaning: { label: 'Mors of lekkasie', message: "Ek wil 'n mors of 'n lekkasie aanmeld." },
  },
  issueReportForm: {
    issue: 'Probleemverslag',
    successMessage: 'Dankie! Jou verslag is na die span op die perseel gestuur.',
    successSubtitleMain: "Meld hieronder nog 'n probleem aan of",
    successSubtitleLink: "begin 'n nuwe klets",
    editButton: 'Wysig',
    submitButton: 'Meld probleem aan',
    submitError: 'Jou verslag kon nie gestuur word nie. Kontroleer jou verbinding en probeer weer.',
    retryButton: 'Probeer weer',
    title: { label: 'Titel', missingError: 'Titel word vereis' },
    description: { label: 'Beskrywing', missingError: 'Beskrywing word vereis' },
    location: { label: 'Ligging', missingError: 'Ligging word vereis' },
  },
  page: {
    introText: "Vertel ons wat jy opgemerk het en waar. Jy kan tik, praat of 'n foto byvoeg.",
    assistantName: 'Assistent',
    languagePickerTitle: 'Kies jou taal',
    changeLanguage: 'Verander taal',
    close: 'Maak toe',
    send: 'Stuur',
    attachPhoto: "Voeg 'n foto by",
    recordVoice: "Neem 'n stemboodskap op",
    stopRecording: 'Stop opname',
    transcribing: 'Jou stem word in teks omgeskakel…',
    assistantTyping: 'Die assistent tik',
    microphoneDenied: 'Toegang tot die mikrofoon is geweier of nie beskikbaar nie.',
    sendError: 'Jou boodskap kon nie gestuur word nie.',
    retry: 'Probeer weer',
    uploadError: 'Die foto kon nie opgelaai word nie.',
    photoAlt: 'Jou foto',
    newChat: 'Nuwe klets',
    siteNotFoundTitle: 'Hierdie terugvoerskakel werk nie',
    siteNotFoundText:
      'Die perseel is dalk verwyder, of die skakel is nie volledig gekopieer nie. Skandeer asseblief die QR-kode weer.',
    loading: 'Laai tans…',
    loadError: 'Hierdie bladsy kon nie gelaai word nie. Kontroleer jou verbinding en probeer weer.',
    transcriptionError: 'Jou opname kon nie in teks omgeskakel word nie. Probeer asseblief weer of tik jou boodskap.',
    uploading: 'Foto word opgelaai…',
  },
  assistant: {
    askLocation:
      "Dankie dat jy ons laat weet het. Waar presies is dit? Byvoorbeeld die verdieping, kamer of 'n bekende punt naby.",
    askDetails: 'Dankie. Kan jy my bietjie meer vertel oor wat fout is?',
    draftReady:
      'Hier is jou verslag. Gaan die besonderhede na, druk **Wysig** om iets te verander, en druk dan **Meld probleem aan** om dit te stuur.',
    photoReceived: 'Dankie vir die foto. Wat is die probleem, en waar is dit?',
    apology: 'Jammer, iets het aan ons kant verkeerd gegaan. Stuur asseblief jou boodskap weer.',
    locationNotGiven: 'Ligging nie gegee nie',
    fallbackTitle: "Probleem aangemeld deur 'n besoeker",
  },
};
