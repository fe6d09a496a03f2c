import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Umeona tatizo?', subtitle: 'Tulitatue pamoja' },
  chatInput: {
    firstMessagePlaceholder: 'Eleza tatizo uliloliona…',
    placeholder: 'Andika ujumbe…',
  },
  chatHints: {
    internet: { label: 'Tatizo la intaneti', message: 'Nataka kuripoti tatizo la intaneti au Wi-Fi.' },
    security: { label: 'Tatizo la usalama', message: 'Nataka kuripoti tatizo la usalama.' },
    maintenance: {
      label: 'Tatizo la matengenezo',
      message: 'Nataka kuripoti kitu kilichoharibika au kinachohitaji kutengenezwa.',
    },
    cleaning: { label: 'Kumwagika au kuvuja', message: 'Nataka kuripoti kitu kilichomwagika au kinachovuja.' },
  },
  issueReportForm: {
    issue: 'Ripoti ya tatizo',
    successMessage: 'Asante! Ripoti yako imetumwa kwa timu ya eneo hili.',
    successSubtitleMain: 'Ripoti tatizo lingine hapa chini au',
    successSubtitleLink: 'anzisha mazungumzo mapya',
    editButton: 'Hariri',
    submitButton: 'Ripoti tatizo',
    submitError: 'Ripoti yako haikuweza kutumwa. Angalia muunganisho wako kisha ujaribu tena.',
    retryButton: 'Jaribu tena',
    title: { label: 'Kichwa', missingError: 'Kichwa kinahitajika' },
    description: { label: 'Maelezo', missingError: 'Maelezo yanahitajika' },
    location: { label: 'Mahali', missingError: 'Mahali panahitajika' },
  },
  page: {
    introText: 'Tuambie ulichokiona na wapi. Unaweza kuandika, kuzungumza au kuongeza picha.',
    assistantName: 'Msaidizi',
    languagePickerTitle: 'Chagua lugha yako',
    changeLanguage: 'Badilisha lugha',
    close: 'Funga',
    send: 'Tuma',
    attachPhoto: 'Ongeza picha',
    recordVoice: 'Rekodi ujumbe wa sauti',
    stopRecording: 'Acha kurekodi',
    transcribing: 'Tunabadilisha sauti yako kuwa maandishi…',
    assistantTyping: 'Msaidizi anaandika',
    microphoneDenied: 'Ufikiaji wa maikrofoni umekataliwa au maikrofoni haipatikani.',
    sendError: 'Ujumbe wako haukuweza kutumwa.',
    retry: 'Jaribu tena',
    uploadError: 'Picha haikuweza kupakiwa.',
    photoAlt: 'Picha yako',
    newChat: 'Mazungumzo mapya',
    siteNotFoundTitle: 'Kiungo hiki cha maoni hakifanyi kazi',
    siteNotFoundText:
      'Huenda eneo hili limeondolewa, au kiungo hakikunakiliwa kikamilifu. Tafadhali changanua msimbo wa QR tena.',
    loading: 'Inapakia…',
    loadError: 'Ukurasa huu haukuweza kupakiwa. Angalia muunganisho wako kisha ujaribu tena.',
    transcriptionError:
      'Rekodi yako haikuweza kubadilishwa kuwa maandishi. Tafadhali jaribu tena au uandike ujumbe wako.',
    uploading: 'Inapakia picha…',
  },
  assistant: {
    askLocation: 'Asante kwa kutujulisha. Ni wapi hasa? Kwa mfano ghorofa, chumba au alama inayojulikana iliyo karibu.',
    askDetails: 'Asante. Unaweza kunieleza zaidi kidogo kuhusu tatizo?',
    draftReady:
      'Hii hapa ripoti yako. Kagua maelezo, bonyeza **Hariri** kubadilisha chochote, kisha bonyeza **Ripoti tatizo** kuituma.',
    photoReceived: 'Asante kwa picha. Tatizo ni nini, na liko wapi?',
    apology: 'Samahani, kuna hitilafu upande wetu. Tafadhali tuma ujumbe wako tena.',
    locationNotGiven: 'Mahali hapakutajwa',
    fallbackTitle: 'Tatizo lililoripotiwa na mgeni',
  },
};
