import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Probleem gezien?', subtitle: 'Samen lossen we het op' },
  chatInput: {
    firstMessagePlaceholder: 'Beschrijf het probleem dat je zag…',
    placeholder: 'Typ een bericht…',
  },
  chatHints: {
    internet: { label: 'Internetprobleem', message: 'Ik wil een probleem met het internet of de wifi melden.' },
    security: { label: 'Veiligheidsprobleem', message: 'Ik wil een veiligheidsprobleem melden.' },
    maintenance: {
      label: 'Onderhoudsprobleem',
      message: 'Ik wil iets melden dat kapot is of gerepareerd moet worden.',
    },
    cleaning: { label: 'Gemorst of lekkage', message: 'Ik wil iets gemorst of een lekkage melden.' },
  },
  issueReportForm: {
    issue: 'Melding',
    successMessage: 'Bedankt! Je melding is naar het team ter plaatse gestuurd.',
    successSubtitleMain: 'Meld hieronder nog een probleem of',
    successSubtitleLink: 'begin een nieuwe chat',
    editButton: 'Bewerken',
    submitButton: 'Probleem melden',
    submitError: 'Je melding kon niet worden verstuurd. Controleer je verbinding en probeer het opnieuw.',
    retryButton: 'Opnieuw proberen',
    title: { label: 'Titel', missingError: 'Titel is verplicht' },
    description: { label: 'Beschrijving', missingError: 'Beschrijving is verplicht' },
    location: { label: 'Locatie', missingError: 'Locatie is verplicht' },
  },
  page: {
    introText: 'Vertel ons wat je zag en waar. Je kunt typen, inspreken of een foto toevoegen.',
    assistantName: 'Assistent',
    languagePickerTitle: 'Kies je taal',
    changeLanguage: 'Taal wijzigen',
    close: 'Sluiten',
    send: 'Versturen',
    attachPhoto: 'Foto toevoegen',
    recordVoice: 'Spraakbericht opnemen',
    stopRecording: 'Opname stoppen',
    transcribing: 'Je spraak wordt omgezet in tekst…',
    assistantTyping: 'De assistent is aan het typen',
    microphoneDenied: 'Geen toegang tot de microfoon of geen microfoon beschikbaar.',
    sendError: 'Je bericht kon niet worden verstuurd.',
    retry: 'Opnieuw proberen',
    uploadError: 'De foto kon niet worden geüpload.',
    photoAlt: 'Jouw foto',
    newChat: 'Nieuwe chat',
    siteNotFoundTitle: 'Deze meldlink werkt niet',
    siteNotFoundText:
      'De locatie is misschien verwijderd, of de link is niet volledig gekopieerd. Scan de QR-code opnieuw.',
    loading: 'Laden…',
    loadError: 'Deze pagina kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    transcriptionError: 'Je opname kon niet worden omgezet in tekst. Probeer het opnieuw of typ je bericht.',
    uploading: 'Foto wordt geüpload…',
  },
  assistant: {
    askLocation:
      'Bedankt voor je melding. Waar is het precies? Bijvoorbeeld de verdieping, de ruimte of een herkenningspunt in de buurt.',
    askDetails: 'Bedankt. Kun je iets meer vertellen over wat er mis is?',
    draftReady:
      'Hier is je melding. Controleer de gegevens, tik op **Bewerken** om iets te wijzigen en daarna op **Probleem melden** om hem te versturen.',
    photoReceived: 'Bedankt voor de foto. Wat is het probleem, en waar is het?',
    apology: 'Sorry, er ging bij ons iets mis. Stuur je bericht alsjeblieft opnieuw.',
    locationNotGiven: 'Geen locatie opgegeven',
    fallbackTitle: 'Probleem gemeld door een bezoeker',
    safetyFirst: 'Als iemand in gevaar is, blijf op afstand en bel nu het lokale alarmnummer.',
    greeting: 'Hallo! Wat wilt u melden, en waar is het?',
    draftUpdated:
      'Ik heb uw melding bijgewerkt. Controleer haar en druk dan op **Probleem melden** om haar te versturen.',
  },
};
