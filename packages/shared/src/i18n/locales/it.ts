import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Hai notato un problema?', subtitle: 'Risolviamolo insieme' },
  chatInput: {
    firstMessagePlaceholder: 'Descrivi il problema che hai notato…',
    placeholder: 'Scrivi un messaggio…',
  },
  chatHints: {
    internet: { label: 'Problema di rete', message: 'Vorrei segnalare un problema con internet o il Wi-Fi.' },
    security: { label: 'Problema di sicurezza', message: 'Vorrei segnalare un problema di sicurezza.' },
    maintenance: {
      label: 'Guasto o manutenzione',
      message: 'Vorrei segnalare qualcosa di rotto o che va riparato.',
    },
    cleaning: { label: 'Liquido versato o perdita', message: 'Vorrei segnalare del liquido versato o una perdita.' },
  },
  issueReportForm: {
    issue: 'Segnalazione',
    successMessage: 'Grazie! La tua segnalazione è stata inviata al personale della struttura.',
    successSubtitleMain: 'Segnala un altro problema qui sotto oppure',
    successSubtitleLink: 'inizia una nuova chat',
    editButton: 'Modifica',
    submitButton: 'Invia segnalazione',
    submitError: 'Non è stato possibile inviare la segnalazione. Controlla la connessione e riprova.',
    retryButton: 'Riprova',
    title: { label: 'Titolo', missingError: 'Il titolo è obbligatorio' },
    description: { label: 'Descrizione', missingError: 'La descrizione è obbligatoria' },
    location: { label: 'Posizione', missingError: 'La posizione è obbligatoria' },
  },
  page: {
    introText: 'Dicci cosa hai notato e dove. Puoi scrivere, parlare o aggiungere una foto.',
    assistantName: 'Assistente',
    languagePickerTitle: 'Scegli la lingua',
    changeLanguage: 'Cambia lingua',
    close: 'Chiudi',
    send: 'Invia',
    attachPhoto: 'Aggiungi una foto',
    recordVoice: 'Registra un messaggio vocale',
    stopRecording: 'Interrompi registrazione',
    transcribing: 'Sto trascrivendo il tuo messaggio vocale…',
    assistantTyping: 'L’assistente sta scrivendo',
    microphoneDenied: 'Accesso al microfono negato o microfono non disponibile.',
    sendError: 'Non è stato possibile inviare il messaggio.',
    retry: 'Riprova',
    uploadError: 'Non è stato possibile caricare la foto.',
    photoAlt: 'La tua foto',
    newChat: 'Nuova chat',
    siteNotFoundTitle: 'Questo link per le segnalazioni non funziona',
    siteNotFoundText:
      'La struttura potrebbe essere stata rimossa, oppure il link è stato copiato in modo incompleto. Scansiona di nuovo il codice QR.',
    loading: 'Caricamento…',
    loadError: 'Non è stato possibile caricare questa pagina. Controlla la connessione e riprova.',
    transcriptionError:
      'Non è stato possibile trasformare la registrazione in testo. Riprova oppure scrivi il tuo messaggio.',
    uploading: 'Caricamento della foto…',
  },
  assistant: {
    askLocation:
      'Grazie per avercelo segnalato. Dove si trova esattamente? Per esempio il piano, la stanza o un punto di riferimento vicino.',
    askDetails: 'Grazie. Puoi dirmi qualcosa in più su cosa non va?',
    draftReady:
      'Ecco la tua segnalazione. Controlla i dettagli, premi **Modifica** per cambiare qualcosa, poi premi **Invia segnalazione** per inviarla.',
    photoReceived: 'Grazie per la foto. Qual è il problema e dove si trova?',
    apology: 'Ci dispiace, qualcosa è andato storto da parte nostra. Invia di nuovo il tuo messaggio.',
    locationNotGiven: 'Posizione non indicata',
    fallbackTitle: 'Problema segnalato da un visitatore',
    safetyFirst: 'Se qualcuno è in pericolo, state lontani e chiamate subito il numero di emergenza locale.',
    greeting: 'Buongiorno! Che cosa vuole segnalare e dove si trova?',
    draftUpdated: 'Ho aggiornato la segnalazione. Controllala, poi premi **Invia segnalazione** per inviarla.',
  },
};
