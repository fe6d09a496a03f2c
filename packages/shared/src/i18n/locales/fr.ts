import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Un problème ?', subtitle: 'Réglons-le ensemble' },
  chatInput: {
    firstMessagePlaceholder: 'Décrivez le problème constaté…',
    placeholder: 'Écrivez un message…',
  },
  chatHints: {
    internet: { label: 'Problème Internet', message: 'Je veux signaler un problème d’Internet ou de Wi-Fi.' },
    security: { label: 'Problème de sécurité', message: 'Je veux signaler un problème de sécurité.' },
    maintenance: {
      label: 'Problème d’entretien',
      message: 'Je veux signaler quelque chose de cassé ou qui doit être réparé.',
    },
    cleaning: { label: 'Liquide renversé ou fuite', message: 'Je veux signaler un liquide renversé ou une fuite.' },
  },
  issueReportForm: {
    issue: 'Signalement',
    successMessage: 'Merci ! Votre signalement a été transmis à l’équipe du site.',
    successSubtitleMain: 'Signalez un autre problème ci-dessous ou',
    successSubtitleLink: 'démarrez une nouvelle conversation',
    editButton: 'Modifier',
    submitButton: 'Signaler le problème',
    submitError: 'Votre signalement n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
    retryButton: 'Réessayer',
    title: { label: 'Titre', missingError: 'Le titre est obligatoire' },
    description: { label: 'Description', missingError: 'La description est obligatoire' },
    location: { label: 'Emplacement', missingError: 'L’emplacement est obligatoire' },
  },
  page: {
    introText: 'Dites-nous ce que vous avez remarqué et où. Vous pouvez écrire, parler ou ajouter une photo.',
    assistantName: 'Assistant',
    languagePickerTitle: 'Choisissez votre langue',
    changeLanguage: 'Changer de langue',
    close: 'Fermer',
    send: 'Envoyer',
    attachPhoto: 'Ajouter une photo',
    recordVoice: 'Enregistrer un message vocal',
    stopRecording: 'Arrêter l’enregistrement',
    transcribing: 'Transcription de votre message vocal…',
    assistantTyping: 'L’assistant écrit',
    microphoneDenied: 'Accès au micro refusé ou micro indisponible.',
    sendError: 'Votre message n’a pas pu être envoyé.',
    retry: 'Réessayer',
    uploadError: 'La photo n’a pas pu être envoyée.',
    photoAlt: 'Votre photo',
    newChat: 'Nouvelle conversation',
    siteNotFoundTitle: 'Ce lien de signalement ne fonctionne pas',
    siteNotFoundText:
      'Le site a peut-être été supprimé, ou le lien a été copié de façon incomplète. Veuillez scanner à nouveau le code QR.',
    loading: 'Chargement…',
    loadError: 'Cette page n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
    transcriptionError: 'Votre enregistrement n’a pas pu être transcrit. Veuillez réessayer ou écrire votre message.',
    uploading: 'Envoi de la photo…',
  },
  assistant: {
    askLocation:
      'Merci de nous avoir prévenus. Où exactement ? Par exemple l’étage, la pièce ou un repère à proximité.',
    askDetails: 'Merci. Pouvez-vous m’en dire un peu plus sur le problème ?',
    draftReady:
      'Voici votre signalement. Vérifiez les détails, appuyez sur **Modifier** pour changer quelque chose, puis sur **Signaler le problème** pour l’envoyer.',
    photoReceived: 'Merci pour la photo. Quel est le problème, et où se trouve-t-il ?',
    apology: 'Désolé, un problème est survenu de notre côté. Veuillez renvoyer votre message.',
    locationNotGiven: 'Emplacement non précisé',
    fallbackTitle: 'Problème signalé par un visiteur',
    safetyFirst: 'Si quelqu’un est en danger, éloignez-vous et appelez immédiatement le numéro d’urgence local.',
    greeting: 'Bonjour ! Que souhaitez-vous signaler, et où est-ce ?',
    draftUpdated:
      'J’ai mis à jour votre signalement. Vérifiez-le, puis appuyez sur **Signaler le problème** pour l’envoyer.',
  },
};
