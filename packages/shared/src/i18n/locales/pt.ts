import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Encontrou um problema?', subtitle: 'Vamos resolvê-lo' },
  chatInput: {
    firstMessagePlaceholder: 'Descreva o problema que encontrou…',
    placeholder: 'Escreva uma mensagem…',
  },
  chatHints: {
    internet: { label: 'Problema de internet', message: 'Quero comunicar um problema com a internet ou o Wi-Fi.' },
    security: { label: 'Problema de segurança', message: 'Quero comunicar um problema de segurança.' },
    maintenance: {
      label: 'Problema de manutenção',
      message: 'Quero comunicar algo que está avariado ou precisa de reparação.',
    },
    cleaning: { label: 'Derrame ou fuga', message: 'Quero comunicar um derrame ou uma fuga.' },
  },
  issueReportForm: {
    issue: 'Comunicação de problema',
    successMessage: 'Obrigado! A sua comunicação foi enviada à equipa do local.',
    successSubtitleMain: 'Comunique outro problema abaixo ou',
    successSubtitleLink: 'inicie uma nova conversa',
    editButton: 'Editar',
    submitButton: 'Comunicar problema',
    submitError: 'Não foi possível enviar a sua comunicação. Verifique a ligação e tente novamente.',
    retryButton: 'Tentar novamente',
    title: { label: 'Título', missingError: 'O título é obrigatório' },
    description: { label: 'Descrição', missingError: 'A descrição é obrigatória' },
    location: { label: 'Localização', missingError: 'A localização é obrigatória' },
  },
  page: {
    introText: 'Diga-nos o que viu e onde. Pode escrever, falar ou adicionar uma fotografia.',
    assistantName: 'Assistente',
    languagePickerTitle: 'Escolha o seu idioma',
    changeLanguage: 'Mudar de idioma',
    close: 'Fechar',
    send: 'Enviar',
    attachPhoto: 'Adicionar fotografia',
    recordVoice: 'Gravar mensagem de voz',
    stopRecording: 'Parar gravação',
    transcribing: 'A converter a sua voz em texto…',
    assistantTyping: 'O assistente está a escrever',
    microphoneDenied: 'Acesso ao microfone negado ou indisponível.',
    sendError: 'Não foi possível enviar a sua mensagem.',
    retry: 'Tentar novamente',
    uploadError: 'Não foi possível carregar a fotografia.',
    photoAlt: 'A sua fotografia',
    newChat: 'Nova conversa',
    siteNotFoundTitle: 'Esta ligação de comunicação não funciona',
    siteNotFoundText:
      'O local pode ter sido removido ou a ligação foi copiada de forma incompleta. Leia novamente o código QR.',
    loading: 'A carregar…',
    loadError: 'Não foi possível carregar esta página. Verifique a ligação e tente novamente.',
    transcriptionError:
      'Não foi possível converter a sua gravação em texto. Tente novamente ou escreva a sua mensagem.',
    uploading: 'A carregar a fotografia…',
  },
  assistant: {
    askLocation:
      'Obrigado por nos avisar. Onde é exatamente? Por exemplo, o piso, a sala ou um ponto de referência próximo.',
    askDetails: 'Obrigado. Pode dizer-me um pouco mais sobre o que se passa?',
    draftReady:
      'Aqui está a sua comunicação. Verifique os detalhes, toque em **Editar** para alterar alguma coisa e depois em **Comunicar problema** para a enviar.',
    photoReceived: 'Obrigado pela fotografia. Qual é o problema e onde está?',
    apology: 'Lamentamos, algo correu mal do nosso lado. Envie novamente a sua mensagem.',
    locationNotGiven: 'Localização não indicada',
    fallbackTitle: 'Problema comunicado por um visitante',
    safetyFirst: 'Se alguém estiver em perigo, afaste-se e ligue já para o número de emergência local.',
    greeting: 'Olá! O que deseja reportar e onde é?',
    draftUpdated: 'Atualizei o seu relatório. Verifique-o e depois prima **Comunicar problema** para o enviar.',
  },
};
