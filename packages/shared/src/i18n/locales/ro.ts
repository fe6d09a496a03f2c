import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Ai observat o problemă?', subtitle: 'Hai să o rezolvăm' },
  chatInput: {
    firstMessagePlaceholder: 'Descrie problema pe care ai observat-o…',
    placeholder: 'Scrie un mesaj…',
  },
  chatHints: {
    internet: { label: 'Problemă cu internetul', message: 'Vreau să semnalez o problemă cu internetul sau Wi-Fi-ul.' },
    security: { label: 'Problemă de securitate', message: 'Vreau să semnalez o problemă de securitate.' },
    maintenance: {
      label: 'Problemă de întreținere',
      message: 'Vreau să semnalez ceva stricat sau care trebuie reparat.',
    },
    cleaning: { label: 'Lichid vărsat sau scurgere', message: 'Vreau să semnalez un lichid vărsat sau o scurgere.' },
  },
  issueReportForm: {
    issue: 'Raport de problemă',
    successMessage: 'Mulțumim! Raportul tău a fost trimis echipei locației.',
    successSubtitleMain: 'Raportează o altă problemă mai jos sau',
    successSubtitleLink: 'începe o conversație nouă',
    editButton: 'Editează',
    submitButton: 'Raportează problema',
    submitError: 'Raportul nu a putut fi trimis. Verifică-ți conexiunea și încearcă din nou.',
    retryButton: 'Încearcă din nou',
    title: { label: 'Titlu', missingError: 'Titlul este obligatoriu' },
    description: { label: 'Descriere', missingError: 'Descrierea este obligatorie' },
    location: { label: 'Locație', missingError: 'Locația este obligatorie' },
  },
  page: {
    introText: 'Spune-ne ce ai observat și unde. Poți scrie, vorbi sau adăuga o fotografie.',
    assistantName: 'Asistent',
    languagePickerTitle: 'Alege limba',
    changeLanguage: 'Schimbă limba',
    close: 'Închide',
    send: 'Trimite',
    attachPhoto: 'Adaugă o fotografie',
    recordVoice: 'Înregistrează un mesaj vocal',
    stopRecording: 'Oprește înregistrarea',
    transcribing: 'Îți transformăm vocea în text…',
    assistantTyping: 'Asistentul scrie',
    microphoneDenied: 'Accesul la microfon a fost refuzat sau microfonul nu este disponibil.',
    sendError: 'Mesajul tău nu a putut fi trimis.',
    retry: 'Încearcă din nou',
    uploadError: 'Fotografia nu a putut fi încărcată.',
    photoAlt: 'Fotografia ta',
    newChat: 'Conversație nouă',
    siteNotFoundTitle: 'Acest link de raportare nu funcționează',
    siteNotFoundText:
      'Este posibil ca locația să fi fost eliminată sau ca linkul să fi fost copiat incomplet. Scanează din nou codul QR.',
  },
  assistant: {
    askLocation: 'Mulțumim că ne-ai anunțat. Unde anume se află? De exemplu etajul, camera sau un reper din apropiere.',
    askDetails: 'Mulțumesc. Îmi poți spune mai multe despre ce nu este în regulă?',
    draftReady:
      'Iată raportul tău. Verifică detaliile, apasă **Editează** pentru a schimba ceva, apoi apasă **Raportează problema** pentru a-l trimite.',
    photoReceived: 'Mulțumesc pentru fotografie. Care este problema și unde se află?',
    apology: 'Ne pare rău, ceva nu a funcționat la noi. Te rugăm să trimiți din nou mesajul.',
    locationNotGiven: 'Locație nespecificată',
    fallbackTitle: 'Problemă raportată de un vizitator',
  },
};
