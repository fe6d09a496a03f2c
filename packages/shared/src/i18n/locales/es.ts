import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: '¿Has visto algún problema?', subtitle: 'Vamos a solucionarlo' },
  chatInput: {
    firstMessagePlaceholder: 'Describe el problema que has visto…',
    placeholder: 'Escribe un mensaje…',
  },
  chatHints: {
    internet: { label: 'Problema de internet', message: 'Quiero informar de un problema con internet o el wifi.' },
    security: { label: 'Problema de seguridad', message: 'Quiero informar de un problema de seguridad.' },
    maintenance: {
      label: 'Problema de mantenimiento',
      message: 'Quiero informar de algo que está roto o necesita reparación.',
    },
    cleaning: { label: 'Derrame o fuga', message: 'Quiero informar de un derrame o una fuga.' },
  },
  issueReportForm: {
    issue: 'Aviso de incidencia',
    successMessage: '¡Gracias! Tu aviso se ha enviado al equipo del lugar.',
    successSubtitleMain: 'Informa de otro problema abajo o',
    successSubtitleLink: 'empieza un chat nuevo',
    editButton: 'Editar',
    submitButton: 'Enviar aviso',
    submitError: 'No se ha podido enviar tu aviso. Comprueba tu conexión e inténtalo de nuevo.',
    retryButton: 'Reintentar',
    title: { label: 'Título', missingError: 'El título es obligatorio' },
    description: { label: 'Descripción', missingError: 'La descripción es obligatoria' },
    location: { label: 'Ubicación', missingError: 'La ubicación es obligatoria' },
  },
  page: {
    introText: 'Cuéntanos qué has visto y dónde. Puedes escribir, hablar o añadir una foto.',
    assistantName: 'Asistente',
    languagePickerTitle: 'Elige tu idioma',
    changeLanguage: 'Cambiar idioma',
    close: 'Cerrar',
    send: 'Enviar',
    attachPhoto: 'Añadir una foto',
    recordVoice: 'Grabar un mensaje de voz',
    stopRecording: 'Detener grabación',
    transcribing: 'Convirtiendo tu voz en texto…',
    assistantTyping: 'El asistente está escribiendo',
    microphoneDenied: 'Acceso al micrófono denegado o no disponible.',
    sendError: 'No se ha podido enviar tu mensaje.',
    retry: 'Reintentar',
    uploadError: 'No se ha podido subir la foto.',
    photoAlt: 'Tu foto',
    newChat: 'Chat nuevo',
    siteNotFoundTitle: 'Este enlace de avisos no funciona',
    siteNotFoundText:
      'Puede que el lugar se haya eliminado o que el enlace se copiara de forma incompleta. Vuelve a escanear el código QR.',
    loading: 'Cargando…',
    loadError: 'No se ha podido cargar esta página. Comprueba tu conexión e inténtalo de nuevo.',
    transcriptionError: 'No se ha podido convertir tu grabación en texto. Inténtalo de nuevo o escribe tu mensaje.',
    uploading: 'Subiendo la foto…',
  },
  assistant: {
    askLocation:
      'Gracias por avisarnos. ¿Dónde está exactamente? Por ejemplo, la planta, la sala o algún punto de referencia cercano.',
    askDetails: 'Gracias. ¿Puedes contarme un poco más sobre lo que ocurre?',
    draftReady:
      'Aquí tienes tu aviso. Revisa los datos, pulsa **Editar** para cambiar algo y después pulsa **Enviar aviso** para mandarlo.',
    photoReceived: 'Gracias por la foto. ¿Cuál es el problema y dónde está?',
    apology: 'Lo sentimos, algo ha fallado por nuestra parte. Vuelve a enviar tu mensaje.',
    locationNotGiven: 'Ubicación no indicada',
    fallbackTitle: 'Problema comunicado por un visitante',
  },
};
