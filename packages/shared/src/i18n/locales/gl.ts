import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Viches algún problema?', subtitle: 'Imos solucionalo' },
  chatInput: {
    firstMessagePlaceholder: 'Describe o problema que viches…',
    placeholder: 'Escribe unha mensaxe…',
  },
  chatHints: {
    internet: { label: 'Problema de internet', message: 'Quero informar dun problema coa internet ou a wifi.' },
    security: { label: 'Problema de seguridade', message: 'Quero informar dun problema de seguridade.' },
    maintenance: {
      label: 'Problema de mantemento',
      message: 'Quero informar de algo que está roto ou que cómpre arranxar.',
    },
    cleaning: { label: 'Derramo ou fuga', message: 'Quero informar dun derramo ou dunha fuga.' },
  },
  issueReportForm: {
    issue: 'Aviso de incidencia',
    successMessage: 'Grazas! O teu aviso enviouse ao equipo do lugar.',
    successSubtitleMain: 'Informa doutro problema aquí abaixo ou',
    successSubtitleLink: 'comeza un chat novo',
    editButton: 'Editar',
    submitButton: 'Enviar aviso',
    submitError: 'Non se puido enviar o teu aviso. Comproba a conexión e téntao de novo.',
    retryButton: 'Tentar de novo',
    title: { label: 'Título', missingError: 'O título é obrigatorio' },
    description: { label: 'Descrición', missingError: 'A descrición é obrigatoria' },
    location: { label: 'Localización', missingError: 'A localización é obrigatoria' },
  },
  page: {
    introText: 'Cóntanos que viches e onde. Podes escribir, falar ou engadir unha foto.',
    assistantName: 'Asistente',
    languagePickerTitle: 'Escolle a túa lingua',
    changeLanguage: 'Cambiar de lingua',
    close: 'Pechar',
    send: 'Enviar',
    attachPhoto: 'Engadir unha foto',
    recordVoice: 'Gravar unha mensaxe de voz',
    stopRecording: 'Deter a gravación',
    transcribing: 'Convertendo a túa voz en texto…',
    assistantTyping: 'O asistente está escribindo',
    microphoneDenied: 'Denegouse o acceso ao micrófono ou non está dispoñible.',
    sendError: 'Non se puido enviar a túa mensaxe.',
    retry: 'Tentar de novo',
    uploadError: 'Non se puido subir a foto.',
    photoAlt: 'A túa foto',
    newChat: 'Chat novo',
    siteNotFoundTitle: 'Esta ligazón de avisos non funciona',
    siteNotFoundText:
      'Pode que o lugar se eliminase ou que a ligazón se copiase de forma incompleta. Volve escanear o código QR.',
    loading: 'Cargando…',
    loadError: 'Non se puido cargar esta páxina. Comproba a conexión e téntao de novo.',
    transcriptionError: 'Non se puido converter a túa gravación en texto. Téntao de novo ou escribe a túa mensaxe.',
    uploading: 'Subindo a foto…',
  },
  assistant: {
    askLocation:
      'Grazas por avisarnos. Onde está exactamente? Por exemplo, o andar, a sala ou algún punto de referencia próximo.',
    askDetails: 'Grazas. Podes contarme un pouco máis sobre o que pasa?',
    draftReady:
      'Aquí tes o teu aviso. Revisa os datos, preme **Editar** para cambiar calquera cousa e despois preme **Enviar aviso** para mandalo.',
    photoReceived: 'Grazas pola foto. Cal é o problema e onde está?',
    apology: 'Sentímolo, algo fallou pola nosa parte. Volve enviar a túa mensaxe.',
    locationNotGiven: 'Localización non indicada',
    fallbackTitle: 'Problema comunicado por un visitante',
  },
};
