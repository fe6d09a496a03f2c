import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Har du sett et problem?', subtitle: 'La oss få det fikset' },
  chatInput: {
    firstMessagePlaceholder: 'Beskriv problemet du har sett…',
    placeholder: 'Skriv en melding…',
  },
  chatHints: {
    internet: { label: 'Internettproblem', message: 'Jeg vil melde fra om et problem med internett eller wifi.' },
    security: { label: 'Sikkerhetsproblem', message: 'Jeg vil melde fra om et sikkerhetsproblem.' },
    maintenance: {
      label: 'Vedlikehold',
      message: 'Jeg vil melde fra om noe som er ødelagt eller må repareres.',
    },
    cleaning: { label: 'Søl eller lekkasje', message: 'Jeg vil melde fra om søl eller en lekkasje.' },
  },
  issueReportForm: {
    issue: 'Feilmelding',
    successMessage: 'Takk! Meldingen din er sendt til teamet på stedet.',
    successSubtitleMain: 'Meld fra om et annet problem nedenfor, eller',
    successSubtitleLink: 'start en ny chat',
    editButton: 'Rediger',
    submitButton: 'Meld fra',
    submitError: 'Meldingen din kunne ikke sendes. Sjekk tilkoblingen og prøv igjen.',
    retryButton: 'Prøv igjen',
    title: { label: 'Tittel', missingError: 'Tittel må fylles ut' },
    description: { label: 'Beskrivelse', missingError: 'Beskrivelse må fylles ut' },
    location: { label: 'Sted', missingError: 'Sted må fylles ut' },
  },
  page: {
    introText: 'Fortell oss hva du har sett, og hvor. Du kan skrive, snakke eller legge til et bilde.',
    assistantName: 'Assistent',
    languagePickerTitle: 'Velg språk',
    changeLanguage: 'Bytt språk',
    close: 'Lukk',
    send: 'Send',
    attachPhoto: 'Legg til et bilde',
    recordVoice: 'Ta opp en talemelding',
    stopRecording: 'Stopp opptaket',
    transcribing: 'Talen din blir gjort om til tekst…',
    assistantTyping: 'Assistenten skriver',
    microphoneDenied: 'Tilgang til mikrofonen ble nektet, eller mikrofonen er ikke tilgjengelig.',
    sendError: 'Meldingen din kunne ikke sendes.',
    retry: 'Prøv igjen',
    uploadError: 'Bildet kunne ikke lastes opp.',
    photoAlt: 'Bildet ditt',
    newChat: 'Ny chat',
    siteNotFoundTitle: 'Denne tilbakemeldingslenken virker ikke',
    siteNotFoundText: 'Stedet kan ha blitt fjernet, eller lenken ble ikke kopiert helt. Skann QR-koden på nytt.',
  },
  assistant: {
    askLocation:
      'Takk for at du sier fra. Hvor er det helt nøyaktig? For eksempel etasje, rom eller et kjennemerke i nærheten.',
    askDetails: 'Takk. Kan du fortelle litt mer om hva som er galt?',
    draftReady:
      'Her er meldingen din. Sjekk opplysningene, trykk på **Rediger** for å endre noe, og trykk deretter på **Meld fra** for å sende den.',
    photoReceived: 'Takk for bildet. Hva er problemet, og hvor er det?',
    apology: 'Beklager, noe gikk galt hos oss. Send meldingen din på nytt.',
    locationNotGiven: 'Sted ikke oppgitt',
    fallbackTitle: 'Problem meldt av en besøkende',
  },
};
