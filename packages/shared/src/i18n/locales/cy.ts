import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Wedi sylwi ar broblem?', subtitle: 'Gadewch i ni ei drwsio' },
  chatInput: {
    firstMessagePlaceholder: 'Disgrifiwch y broblem a welsoch chi…',
    placeholder: 'Teipiwch neges…',
  },
  chatHints: {
    internet: { label: 'Problem rhyngrwyd', message: 'Hoffwn i roi gwybod am broblem gyda’r rhyngrwyd neu’r Wi-Fi.' },
    security: { label: 'Problem diogelwch', message: 'Hoffwn i roi gwybod am broblem diogelwch.' },
    maintenance: {
      label: 'Problem cynnal a chadw',
      message: 'Hoffwn i roi gwybod am rywbeth sydd wedi torri neu sydd angen ei drwsio.',
    },
    cleaning: {
      label: 'Colled neu ollyngiad',
      message: 'Hoffwn i roi gwybod am rywbeth wedi’i golli neu am ollyngiad.',
    },
  },
  issueReportForm: {
    issue: 'Adroddiad am broblem',
    successMessage: 'Diolch! Mae eich adroddiad wedi’i anfon at dîm y safle.',
    successSubtitleMain: 'Rhowch wybod am broblem arall isod neu',
    successSubtitleLink: 'dechreuwch sgwrs newydd',
    editButton: 'Golygu',
    submitButton: 'Rhoi gwybod',
    submitError: 'Doedd dim modd anfon eich adroddiad. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.',
    retryButton: 'Rhoi cynnig arall arni',
    title: { label: 'Teitl', missingError: 'Mae angen teitl' },
    description: { label: 'Disgrifiad', missingError: 'Mae angen disgrifiad' },
    location: { label: 'Lleoliad', missingError: 'Mae angen lleoliad' },
  },
  page: {
    introText: 'Dywedwch wrthym beth sylwoch chi arno a ble. Gallwch deipio, siarad neu ychwanegu llun.',
    assistantName: 'Cynorthwyydd',
    languagePickerTitle: 'Dewiswch eich iaith',
    changeLanguage: 'Newid iaith',
    close: 'Cau',
    send: 'Anfon',
    attachPhoto: 'Ychwanegu llun',
    recordVoice: 'Recordio neges llais',
    stopRecording: 'Stopio recordio',
    transcribing: 'Wrthi’n troi eich llais yn destun…',
    assistantTyping: 'Mae’r cynorthwyydd yn teipio',
    microphoneDenied: 'Mynediad i’r meicroffon wedi’i wrthod neu ddim ar gael.',
    sendError: 'Doedd dim modd anfon eich neges.',
    retry: 'Rhoi cynnig arall arni',
    uploadError: 'Doedd dim modd llwytho’r llun i fyny.',
    photoAlt: 'Eich llun',
    newChat: 'Sgwrs newydd',
    siteNotFoundTitle: 'Dydy’r ddolen adborth hon ddim yn gweithio',
    siteNotFoundText:
      'Efallai fod y safle wedi’i dynnu, neu na chafodd y ddolen ei chopïo’n llawn. Sganiwch y cod QR eto.',
    loading: 'Wrthi’n llwytho…',
    loadError: 'Doedd dim modd llwytho’r dudalen hon. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.',
    transcriptionError:
      'Doedd dim modd troi eich recordiad yn destun. Rhowch gynnig arall arni neu teipiwch eich neges.',
    uploading: 'Wrthi’n llwytho’r llun i fyny…',
  },
  assistant: {
    askLocation:
      'Diolch am roi gwybod i ni. Ble yn union mae hyn? Er enghraifft y llawr, yr ystafell neu dirnod gerllaw.',
    askDetails: 'Diolch. Allwch chi ddweud ychydig mwy wrtha i am beth sydd o’i le?',
    draftReady:
      'Dyma eich adroddiad. Gwiriwch y manylion, pwyswch **Golygu** i newid unrhyw beth, yna pwyswch **Rhoi gwybod** i’w anfon.',
    photoReceived: 'Diolch am y llun. Beth yw’r broblem, a ble mae hi?',
    apology: 'Mae’n ddrwg gennym, aeth rhywbeth o’i le ar ein hochr ni. Anfonwch eich neges eto.',
    locationNotGiven: 'Dim lleoliad wedi’i roi',
    fallbackTitle: 'Problem a adroddwyd gan ymwelydd',
    safetyFirst: 'Os oes unrhyw un mewn perygl, cadwch draw a ffoniwch y rhif argyfwng lleol nawr.',
    greeting: 'Helo! Beth hoffech chi ei adrodd, a ble mae e?',
    draftUpdated: "Rydw i wedi diweddaru eich adroddiad. Gwiriwch ef, yna pwyswch **Rhoi gwybod** i'w anfon.",
  },
};
