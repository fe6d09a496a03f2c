import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Spotted an issue?', subtitle: "Let's get it fixed" },
  chatInput: {
    firstMessagePlaceholder: 'Describe the issue you spotted…',
    placeholder: 'Type a message…',
  },
  chatHints: {
    internet: { label: 'Internet issue', message: 'I want to report a problem with the internet or Wi-Fi.' },
    security: { label: 'Security issue', message: 'I want to report a security issue.' },
    maintenance: { label: 'Maintenance issue', message: 'I want to report something that is broken or needs repair.' },
    cleaning: { label: 'Spill or leak', message: 'I want to report a spill or a leak.' },
  },
  issueReportForm: {
    issue: 'Issue report',
    successMessage: 'Thank you! Your report has been sent to the site team.',
    successSubtitleMain: 'Report another issue below or',
    successSubtitleLink: 'start a new chat',
    editButton: 'Edit',
    submitButton: 'Report issue',
    submitError: 'Your report could not be sent. Check your connection and try again.',
    retryButton: 'Try again',
    title: { label: 'Title', missingError: 'Title is required' },
    description: { label: 'Description', missingError: 'Description is required' },
    location: { label: 'Location', missingError: 'Location is required' },
  },
  page: {
    introText: 'Tell us what you noticed and where. You can type, speak or add a photo.',
    assistantName: 'Assistant',
    languagePickerTitle: 'Choose your language',
    changeLanguage: 'Change language',
    close: 'Close',
    send: 'Send',
    attachPhoto: 'Add a photo',
    recordVoice: 'Record a voice message',
    stopRecording: 'Stop recording',
    transcribing: 'Turning your voice into text…',
    assistantTyping: 'The assistant is typing',
    microphoneDenied: 'Microphone access denied or not available.',
    sendError: 'Your message could not be sent.',
    retry: 'Try again',
    uploadError: 'The photo could not be uploaded.',
    photoAlt: 'Your photo',
    newChat: 'New chat',
    siteNotFoundTitle: 'This feedback link does not work',
    siteNotFoundText:
      'The site may have been removed, or the link was copied incompletely. Please scan the QR code again.',
  },
  assistant: {
    askLocation:
      'Thank you for letting us know. Where exactly is this? For example the floor, room or a nearby landmark.',
    askDetails: 'Thank you. Can you tell me a little more about what is wrong?',
    draftReady:
      'Here is your report. Check the details, press **Edit** to change anything, then press **Report issue** to send it.',
    photoReceived: 'Thanks for the photo. What is the problem, and where is it?',
    apology: 'Sorry, something went wrong on our side. Please send your message again.',
    locationNotGiven: 'Location not given',
    fallbackTitle: 'Issue reported by a visitor',
  },
};
