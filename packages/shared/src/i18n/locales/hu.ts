import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Problémát észlelt?', subtitle: 'Oldjuk meg együtt' },
  chatInput: {
    firstMessagePlaceholder: 'Írja le az észlelt problémát…',
    placeholder: 'Írjon üzenetet…',
  },
  chatHints: {
    internet: { label: 'Internetprobléma', message: 'Szeretnék bejelenteni egy internet- vagy Wi-Fi-problémát.' },
    security: { label: 'Biztonsági probléma', message: 'Szeretnék bejelenteni egy biztonsági problémát.' },
    maintenance: {
      label: 'Karbantartási probléma',
      message: 'Szeretnék bejelenteni valamit, ami elromlott vagy javításra szorul.',
    },
    cleaning: { label: 'Kiömlés vagy szivárgás', message: 'Szeretnék bejelenteni egy kiömlést vagy szivárgást.' },
  },
  issueReportForm: {
    issue: 'Hibabejelentés',
    successMessage: 'Köszönjük! Bejelentését továbbítottuk a helyszín csapatának.',
    successSubtitleMain: 'Jelentsen be lent egy másik problémát, vagy',
    successSubtitleLink: 'kezdjen új csevegést',
    editButton: 'Szerkesztés',
    submitButton: 'Bejelentés küldése',
    submitError: 'A bejelentést nem sikerült elküldeni. Ellenőrizze a kapcsolatot, és próbálja újra.',
    retryButton: 'Újrapróbálás',
    title: { label: 'Cím', missingError: 'A cím megadása kötelező' },
    description: { label: 'Leírás', missingError: 'A leírás megadása kötelező' },
    location: { label: 'Helyszín', missingError: 'A helyszín megadása kötelező' },
  },
  page: {
    introText: 'Mondja el, mit észlelt és hol. Írhat, beszélhet, vagy csatolhat egy fényképet.',
    assistantName: 'Asszisztens',
    languagePickerTitle: 'Válasszon nyelvet',
    changeLanguage: 'Nyelv módosítása',
    close: 'Bezárás',
    send: 'Küldés',
    attachPhoto: 'Fénykép hozzáadása',
    recordVoice: 'Hangüzenet felvétele',
    stopRecording: 'Felvétel leállítása',
    transcribing: 'Hangüzenet átírása szöveggé…',
    assistantTyping: 'Az asszisztens ír',
    microphoneDenied: 'A mikrofonhoz való hozzáférés megtagadva, vagy nem érhető el mikrofon.',
    sendError: 'Az üzenetet nem sikerült elküldeni.',
    retry: 'Újrapróbálás',
    uploadError: 'A fényképet nem sikerült feltölteni.',
    photoAlt: 'Az Ön fényképe',
    newChat: 'Új csevegés',
    siteNotFoundTitle: 'Ez a bejelentő link nem működik',
    siteNotFoundText:
      'Lehet, hogy a helyszínt törölték, vagy a link hiányosan lett kimásolva. Kérjük, olvassa be újra a QR-kódot.',
    loading: 'Betöltés…',
    loadError: 'Ezt az oldalt nem sikerült betölteni. Ellenőrizze a kapcsolatot, és próbálja újra.',
    transcriptionError: 'A felvételt nem sikerült szöveggé alakítani. Kérjük, próbálja újra, vagy írja be az üzenetét.',
    uploading: 'Fénykép feltöltése…',
  },
  assistant: {
    askLocation:
      'Köszönjük, hogy szólt. Pontosan hol van ez? Például melyik emeleten, melyik helyiségben, vagy mi van a közelében?',
    askDetails: 'Köszönöm. Elmondaná kicsit részletesebben, mi a gond?',
    draftReady:
      'Íme a bejelentése. Ellenőrizze az adatokat, a **Szerkesztés** gombbal módosíthat, majd a **Bejelentés küldése** gombbal elküldheti.',
    photoReceived: 'Köszönöm a fényképet. Mi a probléma, és hol van?',
    apology: 'Elnézést, hiba történt nálunk. Kérjük, küldje el újra az üzenetét.',
    locationNotGiven: 'Helyszín nincs megadva',
    fallbackTitle: 'Látogató által bejelentett probléma',
    safetyFirst: 'Ha bárki veszélyben van, maradjon távol, és azonnal hívja a helyi segélyhívó számot.',
    greeting: 'Jó napot! Mit szeretne bejelenteni, és hol van?',
    draftUpdated:
      'Frissítettem a bejelentést. Ellenőrizze, majd nyomja meg a **Bejelentés küldése** gombot a küldéshez.',
  },
};
