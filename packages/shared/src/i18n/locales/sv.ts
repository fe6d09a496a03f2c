import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Har du sett ett problem?', subtitle: 'Vi fixar det tillsammans' },
  chatInput: {
    firstMessagePlaceholder: 'Beskriv problemet du har sett…',
    placeholder: 'Skriv ett meddelande…',
  },
  chatHints: {
    internet: { label: 'Internetproblem', message: 'Jag vill rapportera ett problem med internet eller wifi.' },
    security: { label: 'Säkerhetsproblem', message: 'Jag vill rapportera ett säkerhetsproblem.' },
    maintenance: {
      label: 'Underhållsproblem',
      message: 'Jag vill rapportera något som är trasigt eller behöver lagas.',
    },
    cleaning: { label: 'Spill eller läcka', message: 'Jag vill rapportera spill eller en läcka.' },
  },
  issueReportForm: {
    issue: 'Felanmälan',
    successMessage: 'Tack! Din anmälan har skickats till personalen på plats.',
    successSubtitleMain: 'Rapportera ett annat problem nedan eller',
    successSubtitleLink: 'starta en ny chatt',
    editButton: 'Redigera',
    submitButton: 'Rapportera problem',
    submitError: 'Din anmälan kunde inte skickas. Kontrollera din anslutning och försök igen.',
    retryButton: 'Försök igen',
    title: { label: 'Rubrik', missingError: 'Rubrik måste anges' },
    description: { label: 'Beskrivning', missingError: 'Beskrivning måste anges' },
    location: { label: 'Plats', missingError: 'Plats måste anges' },
  },
  page: {
    introText: 'Berätta vad du har sett och var. Du kan skriva, prata eller lägga till ett foto.',
    assistantName: 'Assistent',
    languagePickerTitle: 'Välj språk',
    changeLanguage: 'Byt språk',
    close: 'Stäng',
    send: 'Skicka',
    attachPhoto: 'Lägg till ett foto',
    recordVoice: 'Spela in ett röstmeddelande',
    stopRecording: 'Stoppa inspelningen',
    transcribing: 'Ditt tal omvandlas till text…',
    assistantTyping: 'Assistenten skriver',
    microphoneDenied: 'Åtkomst till mikrofonen nekades eller så finns ingen mikrofon.',
    sendError: 'Ditt meddelande kunde inte skickas.',
    retry: 'Försök igen',
    uploadError: 'Fotot kunde inte laddas upp.',
    photoAlt: 'Ditt foto',
    newChat: 'Ny chatt',
    siteNotFoundTitle: 'Den här felanmälningslänken fungerar inte',
    siteNotFoundText: 'Platsen kan ha tagits bort, eller så kopierades länken inte helt. Skanna QR-koden igen.',
  },
  assistant: {
    askLocation:
      'Tack för att du säger till. Var är det någonstans? Till exempel våning, rum eller ett känt landmärke i närheten.',
    askDetails: 'Tack. Kan du berätta lite mer om vad som är fel?',
    draftReady:
      'Här är din anmälan. Kontrollera uppgifterna, tryck på **Redigera** för att ändra något och tryck sedan på **Rapportera problem** för att skicka den.',
    photoReceived: 'Tack för bilden. Vad är problemet, och var finns det?',
    apology: 'Förlåt, något gick fel hos oss. Skicka ditt meddelande igen.',
    locationNotGiven: 'Ingen plats angiven',
    fallbackTitle: 'Problem rapporterat av en besökare',
  },
};
