import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Widzisz problem?', subtitle: 'Naprawmy to razem' },
  chatInput: {
    firstMessagePlaceholder: 'Opisz zauważony problem…',
    placeholder: 'Napisz wiadomość…',
  },
  chatHints: {
    internet: { label: 'Problem z internetem', message: 'Chcę zgłosić problem z internetem lub Wi-Fi.' },
    security: { label: 'Problem z bezpieczeństwem', message: 'Chcę zgłosić problem z bezpieczeństwem.' },
    maintenance: { label: 'Usterka', message: 'Chcę zgłosić coś, co jest zepsute lub wymaga naprawy.' },
    cleaning: { label: 'Rozlanie lub wyciek', message: 'Chcę zgłosić rozlaną ciecz lub wyciek.' },
  },
  issueReportForm: {
    issue: 'Zgłoszenie problemu',
    successMessage: 'Dziękujemy! Twoje zgłoszenie trafiło do zespołu obiektu.',
    successSubtitleMain: 'Zgłoś kolejny problem poniżej lub',
    successSubtitleLink: 'rozpocznij nowy czat',
    editButton: 'Edytuj',
    submitButton: 'Zgłoś problem',
    submitError: 'Nie udało się wysłać zgłoszenia. Sprawdź połączenie i spróbuj ponownie.',
    retryButton: 'Spróbuj ponownie',
    title: { label: 'Tytuł', missingError: 'Tytuł jest wymagany' },
    description: { label: 'Opis', missingError: 'Opis jest wymagany' },
    location: { label: 'Miejsce', missingError: 'Miejsce jest wymagane' },
  },
  page: {
    introText: 'Napisz nam, jaki problem widzisz i gdzie. Możesz pisać, mówić albo dodać zdjęcie.',
    assistantName: 'Asystent',
    languagePickerTitle: 'Wybierz język',
    changeLanguage: 'Zmień język',
    close: 'Zamknij',
    send: 'Wyślij',
    attachPhoto: 'Dodaj zdjęcie',
    recordVoice: 'Nagraj wiadomość głosową',
    stopRecording: 'Zatrzymaj nagrywanie',
    transcribing: 'Zamieniamy Twój głos na tekst…',
    assistantTyping: 'Asystent pisze',
    microphoneDenied: 'Brak dostępu do mikrofonu lub mikrofon jest niedostępny.',
    sendError: 'Nie udało się wysłać wiadomości.',
    retry: 'Spróbuj ponownie',
    uploadError: 'Nie udało się przesłać zdjęcia.',
    photoAlt: 'Twoje zdjęcie',
    newChat: 'Nowy czat',
    siteNotFoundTitle: 'Ten link do zgłoszeń nie działa',
    siteNotFoundText:
      'Obiekt mógł zostać usunięty albo link został skopiowany niekompletnie. Zeskanuj kod QR jeszcze raz.',
  },
  assistant: {
    askLocation:
      'Dziękujemy za informację. Gdzie dokładnie to jest? Podaj na przykład piętro, pomieszczenie lub charakterystyczne miejsce w pobliżu.',
    askDetails: 'Dziękuję. Czy możesz napisać trochę więcej o tym, co jest nie tak?',
    draftReady:
      'Oto Twoje zgłoszenie. Sprawdź szczegóły, naciśnij **Edytuj**, aby coś zmienić, a potem naciśnij **Zgłoś problem**, aby je wysłać.',
    photoReceived: 'Dziękuję za zdjęcie. Na czym polega problem i gdzie on jest?',
    apology: 'Przepraszamy, coś poszło nie tak po naszej stronie. Wyślij swoją wiadomość jeszcze raz.',
    locationNotGiven: 'Nie podano miejsca',
    fallbackTitle: 'Problem zgłoszony przez odwiedzającego',
  },
};
