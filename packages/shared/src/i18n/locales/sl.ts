import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Ste opazili težavo?', subtitle: 'Odpravimo jo skupaj' },
  chatInput: {
    firstMessagePlaceholder: 'Opišite težavo, ki ste jo opazili…',
    placeholder: 'Napišite sporočilo…',
  },
  chatHints: {
    internet: { label: 'Težava z internetom', message: 'Želim prijaviti težavo z internetom ali omrežjem Wi-Fi.' },
    security: { label: 'Varnostna težava', message: 'Želim prijaviti varnostno težavo.' },
    maintenance: {
      label: 'Okvara',
      message: 'Želim prijaviti nekaj, kar je pokvarjeno ali potrebuje popravilo.',
    },
    cleaning: { label: 'Razlitje ali puščanje', message: 'Želim prijaviti razlito tekočino ali puščanje.' },
  },
  issueReportForm: {
    issue: 'Prijava težave',
    successMessage: 'Hvala! Vaša prijava je bila poslana ekipi na lokaciji.',
    successSubtitleMain: 'Spodaj prijavite še eno težavo ali',
    successSubtitleLink: 'začnite nov pogovor',
    editButton: 'Uredi',
    submitButton: 'Prijavi težavo',
    submitError: 'Vaše prijave ni bilo mogoče poslati. Preverite povezavo in poskusite znova.',
    retryButton: 'Poskusi znova',
    title: { label: 'Naslov', missingError: 'Naslov je obvezen' },
    description: { label: 'Opis', missingError: 'Opis je obvezen' },
    location: { label: 'Lokacija', missingError: 'Lokacija je obvezna' },
  },
  page: {
    introText: 'Povejte nam, kaj ste opazili in kje. Lahko pišete, govorite ali dodate fotografijo.',
    assistantName: 'Pomočnik',
    languagePickerTitle: 'Izberite jezik',
    changeLanguage: 'Zamenjaj jezik',
    close: 'Zapri',
    send: 'Pošlji',
    attachPhoto: 'Dodaj fotografijo',
    recordVoice: 'Posnemi glasovno sporočilo',
    stopRecording: 'Ustavi snemanje',
    transcribing: 'Vaš glas pretvarjamo v besedilo…',
    assistantTyping: 'Pomočnik piše',
    microphoneDenied: 'Dostop do mikrofona je zavrnjen ali mikrofon ni na voljo.',
    sendError: 'Vašega sporočila ni bilo mogoče poslati.',
    retry: 'Poskusi znova',
    uploadError: 'Fotografije ni bilo mogoče naložiti.',
    photoAlt: 'Vaša fotografija',
    newChat: 'Nov pogovor',
    siteNotFoundTitle: 'Ta povezava za prijave ne deluje',
    siteNotFoundText:
      'Lokacija je bila morda odstranjena ali pa povezava ni bila v celoti kopirana. Ponovno skenirajte kodo QR.',
    loading: 'Nalaganje…',
    loadError: 'Te strani ni bilo mogoče naložiti. Preverite povezavo in poskusite znova.',
    transcriptionError:
      'Vašega posnetka ni bilo mogoče pretvoriti v besedilo. Poskusite znova ali vtipkajte sporočilo.',
    uploading: 'Nalaganje fotografije…',
  },
  assistant: {
    askLocation:
      'Hvala, ker ste nam sporočili. Kje natančno je to? Na primer nadstropje, prostor ali kakšna bližnja orientacijska točka.',
    askDetails: 'Hvala. Mi lahko poveste malo več o tem, kaj je narobe?',
    draftReady:
      'Tukaj je vaša prijava. Preverite podatke, pritisnite **Uredi**, če želite kaj spremeniti, nato pritisnite **Prijavi težavo**, da jo pošljete.',
    photoReceived: 'Hvala za fotografijo. Kakšna je težava in kje je?',
    apology: 'Oprostite, pri nas je šlo nekaj narobe. Prosimo, pošljite sporočilo še enkrat.',
    locationNotGiven: 'Lokacija ni navedena',
    fallbackTitle: 'Težava, ki jo je prijavil obiskovalec',
    safetyFirst: 'Če je kdo v nevarnosti, se umaknite in takoj pokličite lokalno številko za nujne primere.',
    greeting: 'Pozdravljeni! Kaj želite prijaviti in kje je to?',
    draftUpdated: 'Posodobil sem prijavo. Preverite jo in pritisnite **Prijavi težavo**, da jo pošljete.',
  },
};
