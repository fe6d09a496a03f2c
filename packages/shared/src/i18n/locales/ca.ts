import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Has vist algun problema?', subtitle: 'Solucionem-ho' },
  chatInput: {
    firstMessagePlaceholder: 'Descriu el problema que has vist…',
    placeholder: 'Escriu un missatge…',
  },
  chatHints: {
    internet: { label: 'Problema d’internet', message: 'Vull informar d’un problema amb internet o la wifi.' },
    security: { label: 'Problema de seguretat', message: 'Vull informar d’un problema de seguretat.' },
    maintenance: {
      label: 'Problema de manteniment',
      message: 'Vull informar d’alguna cosa que està trencada o que cal reparar.',
    },
    cleaning: { label: 'Vessament o fuita', message: 'Vull informar d’un vessament o d’una fuita.' },
  },
  issueReportForm: {
    issue: 'Avís d’incidència',
    successMessage: 'Gràcies! El teu avís s’ha enviat a l’equip del lloc.',
    successSubtitleMain: 'Informa d’un altre problema a continuació o',
    successSubtitleLink: 'comença un xat nou',
    editButton: 'Edita',
    submitButton: 'Envia l’avís',
    submitError: 'No s’ha pogut enviar el teu avís. Comprova la connexió i torna-ho a provar.',
    retryButton: 'Torna-ho a provar',
    title: { label: 'Títol', missingError: 'El títol és obligatori' },
    description: { label: 'Descripció', missingError: 'La descripció és obligatòria' },
    location: { label: 'Ubicació', missingError: 'La ubicació és obligatòria' },
  },
  page: {
    introText: 'Explica’ns què has vist i on. Pots escriure, parlar o afegir una foto.',
    assistantName: 'Assistent',
    languagePickerTitle: 'Tria la teva llengua',
    changeLanguage: 'Canvia la llengua',
    close: 'Tanca',
    send: 'Envia',
    attachPhoto: 'Afegeix una foto',
    recordVoice: 'Enregistra un missatge de veu',
    stopRecording: 'Atura l’enregistrament',
    transcribing: 'Convertint la teva veu en text…',
    assistantTyping: 'L’assistent està escrivint',
    microphoneDenied: 'S’ha denegat l’accés al micròfon o no està disponible.',
    sendError: 'No s’ha pogut enviar el teu missatge.',
    retry: 'Torna-ho a provar',
    uploadError: 'No s’ha pogut pujar la foto.',
    photoAlt: 'La teva foto',
    newChat: 'Xat nou',
    siteNotFoundTitle: 'Aquest enllaç d’avisos no funciona',
    siteNotFoundText:
      'Pot ser que el lloc s’hagi eliminat o que l’enllaç s’hagi copiat de manera incompleta. Torna a escanejar el codi QR.',
    loading: 'S’està carregant…',
    loadError: 'No s’ha pogut carregar aquesta pàgina. Comprova la connexió i torna-ho a provar.',
    transcriptionError: 'No s’ha pogut convertir la teva gravació en text. Torna-ho a provar o escriu el teu missatge.',
    uploading: 'S’està pujant la foto…',
  },
  assistant: {
    askLocation:
      'Gràcies per avisar-nos. On és exactament? Per exemple, la planta, la sala o algun punt de referència proper.',
    askDetails: 'Gràcies. Em pots explicar una mica més què passa?',
    draftReady:
      'Aquí tens el teu avís. Revisa les dades, prem **Edita** per canviar qualsevol cosa i després prem **Envia l’avís** per enviar-lo.',
    photoReceived: 'Gràcies per la foto. Quin és el problema i on és?',
    apology: 'Ho sentim, alguna cosa ha fallat per part nostra. Torna a enviar el teu missatge.',
    locationNotGiven: 'Ubicació no indicada',
    fallbackTitle: 'Problema comunicat per un visitant',
  },
};
