import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Primijetili ste problem?', subtitle: 'Riješimo ga zajedno' },
  chatInput: {
    firstMessagePlaceholder: 'Opišite problem koji ste primijetili…',
    placeholder: 'Napišite poruku…',
  },
  chatHints: {
    internet: { label: 'Problem s internetom', message: 'Želim prijaviti problem s internetom ili Wi-Fi mrežom.' },
    security: { label: 'Sigurnosni problem', message: 'Želim prijaviti sigurnosni problem.' },
    maintenance: {
      label: 'Kvar',
      message: 'Želim prijaviti nešto što je pokvareno ili treba popravak.',
    },
    cleaning: { label: 'Prolivena tekućina ili curenje', message: 'Želim prijaviti prolivenu tekućinu ili curenje.' },
  },
  issueReportForm: {
    issue: 'Prijava problema',
    successMessage: 'Hvala! Vaša prijava poslana je timu na lokaciji.',
    successSubtitleMain: 'Prijavite još jedan problem u nastavku ili',
    successSubtitleLink: 'započnite novi razgovor',
    editButton: 'Uredi',
    submitButton: 'Prijavi problem',
    submitError: 'Vašu prijavu nije bilo moguće poslati. Provjerite vezu i pokušajte ponovno.',
    retryButton: 'Pokušaj ponovno',
    title: { label: 'Naslov', missingError: 'Naslov je obavezan' },
    description: { label: 'Opis', missingError: 'Opis je obavezan' },
    location: { label: 'Lokacija', missingError: 'Lokacija je obavezna' },
  },
  page: {
    introText: 'Recite nam što ste primijetili i gdje. Možete pisati, govoriti ili dodati fotografiju.',
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
    retry: 'Pokušaj ponovno',
    uploadError: 'Fotografiju nije bilo moguće učitati.',
    photoAlt: 'Vaša fotografija',
    newChat: 'Novi razgovor',
    siteNotFoundTitle: 'Ova poveznica za prijave ne radi',
    siteNotFoundText:
      'Lokacija je možda uklonjena ili je poveznica kopirana nepotpuno. Molimo ponovno skenirajte QR kôd.',
    loading: 'Učitavanje…',
    loadError: 'Ovu stranicu nije bilo moguće učitati. Provjerite vezu i pokušajte ponovno.',
    transcriptionError: 'Vašu snimku nije bilo moguće pretvoriti u tekst. Pokušajte ponovno ili upišite poruku.',
    uploading: 'Učitavanje fotografije…',
  },
  assistant: {
    askLocation:
      'Hvala što ste nam javili. Gdje se to točno nalazi? Na primjer kat, prostorija ili neka orijentacijska točka u blizini.',
    askDetails: 'Hvala. Možete li mi reći nešto više o tome što nije u redu?',
    draftReady:
      'Evo vaše prijave. Provjerite podatke, pritisnite **Uredi** ako želite nešto promijeniti, a zatim pritisnite **Prijavi problem** da biste je poslali.',
    photoReceived: 'Hvala na fotografiji. U čemu je problem i gdje se nalazi?',
    apology: 'Žao nam je, nešto je pošlo po zlu s naše strane. Molimo pošaljite poruku ponovno.',
    locationNotGiven: 'Lokacija nije navedena',
    fallbackTitle: 'Problem koji je prijavio posjetitelj',
  },
};
