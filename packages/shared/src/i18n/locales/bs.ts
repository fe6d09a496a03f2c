import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Primijetili ste problem?', subtitle: 'Hajde da ga riješimo' },
  chatInput: {
    firstMessagePlaceholder: 'Opišite problem koji ste primijetili…',
    placeholder: 'Napišite poruku…',
  },
  chatHints: {
    internet: { label: 'Problem s internetom', message: 'Želim prijaviti problem s internetom ili Wi-Fi mrežom.' },
    security: { label: 'Sigurnosni problem', message: 'Želim prijaviti sigurnosni problem.' },
    maintenance: {
      label: 'Kvar',
      message: 'Želim prijaviti nešto što je pokvareno ili treba popravku.',
    },
    cleaning: { label: 'Prosuta tečnost ili curenje', message: 'Želim prijaviti prosutu tečnost ili curenje.' },
  },
  issueReportForm: {
    issue: 'Prijava problema',
    successMessage: 'Hvala! Vaša prijava je poslana timu na lokaciji.',
    successSubtitleMain: 'Prijavite još jedan problem ispod ili',
    successSubtitleLink: 'započnite novi razgovor',
    editButton: 'Uredi',
    submitButton: 'Prijavi problem',
    submitError: 'Vašu prijavu nije bilo moguće poslati. Provjerite vezu i pokušajte ponovo.',
    retryButton: 'Pokušaj ponovo',
    title: { label: 'Naslov', missingError: 'Naslov je obavezan' },
    description: { label: 'Opis', missingError: 'Opis je obavezan' },
    location: { label: 'Lokacija', missingError: 'Lokacija je obavezna' },
  },
  page: {
    introText: 'Recite nam šta ste primijetili i gdje. Možete pisati, govoriti ili dodati fotografiju.',
    assistantName: 'Asistent',
    languagePickerTitle: 'Odaberite jezik',
    changeLanguage: 'Promijeni jezik',
    close: 'Zatvori',
    send: 'Pošalji',
    attachPhoto: 'Dodaj fotografiju',
    recordVoice: 'Snimi glasovnu poruku',
    stopRecording: 'Zaustavi snimanje',
    transcribing: 'Pretvaramo vaš glas u tekst…',
    assistantTyping: 'Asistent piše',
    microphoneDenied: 'Pristup mikrofonu je odbijen ili mikrofon nije dostupan.',
    sendError: 'Vašu poruku nije bilo moguće poslati.',
    retry: 'Pokušaj ponovo',
    uploadError: 'Fotografiju nije bilo moguće učitati.',
    photoAlt: 'Vaša fotografija',
    newChat: 'Novi razgovor',
    siteNotFoundTitle: 'Ovaj link za prijave ne radi',
    siteNotFoundText:
      'Lokacija je možda uklonjena ili je link kopiran nepotpuno. Molimo vas da ponovo skenirate QR kod.',
    loading: 'Učitavanje…',
    loadError: 'Ovu stranicu nije bilo moguće učitati. Provjerite vezu i pokušajte ponovo.',
    transcriptionError: 'Vaš snimak nije bilo moguće pretvoriti u tekst. Pokušajte ponovo ili upišite svoju poruku.',
    uploading: 'Učitavanje fotografije…',
  },
  assistant: {
    askLocation:
      'Hvala što ste nam javili. Gdje se to tačno nalazi? Na primjer sprat, prostorija ili neki orijentir u blizini.',
    askDetails: 'Hvala. Možete li mi reći nešto više o tome šta nije u redu?',
    draftReady:
      'Evo vaše prijave. Provjerite podatke, pritisnite **Uredi** ako želite nešto promijeniti, a zatim pritisnite **Prijavi problem** da biste je poslali.',
    photoReceived: 'Hvala na fotografiji. U čemu je problem i gdje se nalazi?',
    apology: 'Žao nam je, nešto je pošlo naopako kod nas. Molimo vas da ponovo pošaljete poruku.',
    locationNotGiven: 'Lokacija nije navedena',
    fallbackTitle: 'Problem koji je prijavio posjetilac',
  },
};
