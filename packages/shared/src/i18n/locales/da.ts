import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Har du set et problem?', subtitle: 'Lad os få det løst' },
  chatInput: {
    firstMessagePlaceholder: 'Beskriv det problem, du har set…',
    placeholder: 'Skriv en besked…',
  },
  chatHints: {
    internet: { label: 'Internetproblem', message: 'Jeg vil gerne melde et problem med internettet eller wi-fi.' },
    security: { label: 'Sikkerhedsproblem', message: 'Jeg vil gerne melde et sikkerhedsproblem.' },
    maintenance: {
      label: 'Vedligeholdelse',
      message: 'Jeg vil gerne melde noget, der er i stykker eller skal repareres.',
    },
    cleaning: { label: 'Spild eller lækage', message: 'Jeg vil gerne melde spild eller en lækage.' },
  },
  issueReportForm: {
    issue: 'Fejlmelding',
    successMessage: 'Tak! Din melding er sendt til stedets team.',
    successSubtitleMain: 'Meld et andet problem herunder, eller',
    successSubtitleLink: 'start en ny chat',
    editButton: 'Rediger',
    submitButton: 'Meld problem',
    submitError: 'Din melding kunne ikke sendes. Tjek din forbindelse, og prøv igen.',
    retryButton: 'Prøv igen',
    title: { label: 'Titel', missingError: 'Titel skal udfyldes' },
    description: { label: 'Beskrivelse', missingError: 'Beskrivelse skal udfyldes' },
    location: { label: 'Sted', missingError: 'Sted skal udfyldes' },
  },
  page: {
    introText: 'Fortæl os, hvad du har set, og hvor. Du kan skrive, tale eller tilføje et foto.',
    assistantName: 'Assistent',
    languagePickerTitle: 'Vælg dit sprog',
    changeLanguage: 'Skift sprog',
    close: 'Luk',
    send: 'Send',
    attachPhoto: 'Tilføj et foto',
    recordVoice: 'Optag en talebesked',
    stopRecording: 'Stop optagelse',
    transcribing: 'Din tale bliver lavet om til tekst…',
    assistantTyping: 'Assistenten skriver',
    microphoneDenied: 'Adgang til mikrofonen er nægtet eller ikke tilgængelig.',
    sendError: 'Din besked kunne ikke sendes.',
    retry: 'Prøv igen',
    uploadError: 'Fotoet kunne ikke uploades.',
    photoAlt: 'Dit foto',
    newChat: 'Ny chat',
    siteNotFoundTitle: 'Dette feedbacklink virker ikke',
    siteNotFoundText: 'Stedet kan være fjernet, eller linket er ikke kopieret helt. Scan QR-koden igen.',
  },
  assistant: {
    askLocation:
      'Tak, fordi du sagde til. Hvor er det præcis? For eksempel etagen, rummet eller et kendemærke i nærheden.',
    askDetails: 'Tak. Kan du fortælle lidt mere om, hvad der er galt?',
    draftReady:
      'Her er din melding. Tjek oplysningerne, tryk på **Rediger** for at ændre noget, og tryk derefter på **Meld problem** for at sende den.',
    photoReceived: 'Tak for billedet. Hvad er problemet, og hvor er det?',
    apology: 'Beklager, der gik noget galt hos os. Send venligst din besked igen.',
    locationNotGiven: 'Sted ikke angivet',
    fallbackTitle: 'Problem meldt af en besøgende',
  },
};
