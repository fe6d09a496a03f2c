import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'I kite koe i tētahi raruraru?', subtitle: 'Me whakatika tātou' },
  chatInput: {
    firstMessagePlaceholder: 'Whakaahuatia te raruraru i kite koe…',
    placeholder: 'Patohia he karere…',
  },
  chatHints: {
    internet: {
      label: 'Raruraru ipurangi',
      message: 'E hiahia ana ahau ki te pūrongo i tētahi raruraru ki te ipurangi, ki te Wi-Fi rānei.',
    },
    security: { label: 'Raruraru haumaru', message: 'E hiahia ana ahau ki te pūrongo i tētahi raruraru haumaru.' },
    maintenance: {
      label: 'Raruraru tiaki',
      message: 'E hiahia ana ahau ki te pūrongo i tētahi mea kua pakaru, me whakatika rānei.',
    },
    cleaning: {
      label: 'Maringi, turuturu rānei',
      message: 'E hiahia ana ahau ki te pūrongo i tētahi maringi, turuturu rānei.',
    },
  },
  issueReportForm: {
    issue: 'Pūrongo raruraru',
    successMessage: 'Kia ora! Kua tukuna tō pūrongo ki te rōpū o tēnei wāhi.',
    successSubtitleMain: 'Pūrongotia tētahi atu raruraru i raro,',
    successSubtitleLink: 'tīmatahia rānei he kōrerorero hou',
    editButton: 'Whakatika',
    submitButton: 'Tukua te pūrongo',
    submitError: 'Kāore i taea te tuku i tō pūrongo. Tirohia tō hononga, ka ngana anō.',
    retryButton: 'Ngana anō',
    title: { label: 'Taitara', missingError: 'Me whai taitara' },
    description: { label: 'Whakaahuatanga', missingError: 'Me whai whakaahuatanga' },
    location: { label: 'Wāhi', missingError: 'Me whai wāhi' },
  },
  page: {
    introText:
      'Kōrero mai ki a mātou he aha tāu i kite ai, ā, kei hea. Ka taea e koe te pato, te kōrero, te tāpiri whakaahua rānei.',
    assistantName: 'Kaiāwhina',
    languagePickerTitle: 'Kōwhiria tō reo',
    changeLanguage: 'Huri i te reo',
    close: 'Katia',
    send: 'Tukua',
    attachPhoto: 'Tāpirihia he whakaahua',
    recordVoice: 'Hopukina he karere reo',
    stopRecording: 'Whakamutua te hopu',
    transcribing: 'Kei te hurihia tō reo hei kuputuhi…',
    assistantTyping: 'Kei te pato te kaiāwhina',
    microphoneDenied: 'Kua whakakāhoretia te whakaaetanga ki te hopuoro, kāore rānei he hopuoro.',
    sendError: 'Kāore i taea te tuku i tō karere.',
    retry: 'Ngana anō',
    uploadError: 'Kāore i taea te tuku ake i te whakaahua.',
    photoAlt: 'Tō whakaahua',
    newChat: 'Kōrerorero hou',
    siteNotFoundTitle: 'Kāore tēnei hononga urupare e mahi ana',
    siteNotFoundText:
      'Tērā pea kua tangohia te wāhi, kāore rānei i tāruatia katoatia te hononga. Tēnā, matawaia anō te waehere QR.',
    loading: 'E utaina ana…',
    loadError: 'Kāore i taea te uta i tēnei whārangi. Tirohia tō hononga, ka ngana anō.',
    transcriptionError: 'Kāore i taea te huri i tō hopunga hei kuputuhi. Tēnā, ngana anō, patohia rānei tō karere.',
    uploading: 'E tuku ake ana i te whakaahua…',
  },
  assistant: {
    askLocation:
      'Kia ora mō tō whakamōhio mai. Kei hea tonu tēnei? Hei tauira, te papa, te rūma, tētahi tohu tata rānei.',
    askDetails: 'Kia ora. Ka taea e koe te kōrero mai i ētahi atu kōrero mō te raruraru?',
    draftReady:
      'Anei tō pūrongo. Tirohia ngā taipitopito, pēhia **Whakatika** hei whakarerekē i tētahi mea, kātahi ka pēhi i **Tukua te pūrongo** hei tuku.',
    photoReceived: 'Kia ora mō te whakaahua. He aha te raruraru, ā, kei hea?',
    apology: 'Aroha mai, i hapa tētahi mea ki tō mātou taha. Tēnā, tukuna anō tō karere.',
    locationNotGiven: 'Kāore i whakaingoatia te wāhi',
    fallbackTitle: 'He raruraru i pūrongotia e tētahi manuhiri',
    safetyFirst: 'Mēnā kei te mōrearea tētahi tangata, noho mamao, ā, waea atu ināianei ki te nama ohotata o tōu rohe.',
    greeting: 'Kia ora! He aha tāu e hiahia ana ki te pūrongo, ā, kei hea?',
    draftUpdated: 'Kua whakahōungia e au tō pūrongo. Tirohia, ka pēhi ai i **Tukua te pūrongo** hei tuku.',
  },
};
