import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Problem entdeckt?', subtitle: 'Wir kümmern uns darum' },
  chatInput: {
    firstMessagePlaceholder: 'Beschreiben Sie das Problem, das Ihnen aufgefallen ist…',
    placeholder: 'Nachricht schreiben…',
  },
  chatHints: {
    internet: { label: 'Internetproblem', message: 'Ich möchte ein Problem mit dem Internet oder WLAN melden.' },
    security: { label: 'Sicherheitsproblem', message: 'Ich möchte ein Sicherheitsproblem melden.' },
    maintenance: {
      label: 'Wartungsproblem',
      message: 'Ich möchte etwas melden, das kaputt ist oder repariert werden muss.',
    },
    cleaning: {
      label: 'Verschüttet oder undicht',
      message: 'Ich möchte etwas Verschüttetes oder ein Leck melden.',
    },
  },
  issueReportForm: {
    issue: 'Problemmeldung',
    successMessage: 'Vielen Dank! Ihre Meldung wurde an das Team vor Ort gesendet.',
    successSubtitleMain: 'Melden Sie unten ein weiteres Problem oder',
    successSubtitleLink: 'starten Sie einen neuen Chat',
    editButton: 'Bearbeiten',
    submitButton: 'Problem melden',
    submitError: 'Ihre Meldung konnte nicht gesendet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retryButton: 'Erneut versuchen',
    title: { label: 'Titel', missingError: 'Titel ist erforderlich' },
    description: { label: 'Beschreibung', missingError: 'Beschreibung ist erforderlich' },
    location: { label: 'Ort', missingError: 'Ort ist erforderlich' },
  },
  page: {
    introText:
      'Sagen Sie uns, was Ihnen aufgefallen ist und wo. Sie können schreiben, sprechen oder ein Foto hinzufügen.',
    assistantName: 'Assistent',
    languagePickerTitle: 'Sprache wählen',
    changeLanguage: 'Sprache ändern',
    close: 'Schließen',
    send: 'Senden',
    attachPhoto: 'Foto hinzufügen',
    recordVoice: 'Sprachnachricht aufnehmen',
    stopRecording: 'Aufnahme beenden',
    transcribing: 'Ihre Sprachnachricht wird in Text umgewandelt…',
    assistantTyping: 'Der Assistent schreibt',
    microphoneDenied: 'Mikrofonzugriff verweigert oder nicht verfügbar.',
    sendError: 'Ihre Nachricht konnte nicht gesendet werden.',
    retry: 'Erneut versuchen',
    uploadError: 'Das Foto konnte nicht hochgeladen werden.',
    photoAlt: 'Ihr Foto',
    newChat: 'Neuer Chat',
    siteNotFoundTitle: 'Dieser Feedback-Link funktioniert nicht',
    siteNotFoundText:
      'Der Standort wurde möglicherweise entfernt oder der Link wurde unvollständig kopiert. Bitte scannen Sie den QR-Code erneut.',
    loading: 'Wird geladen…',
    loadError: 'Diese Seite konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    transcriptionError:
      'Ihre Aufnahme konnte nicht in Text umgewandelt werden. Bitte versuchen Sie es erneut oder tippen Sie Ihre Nachricht.',
    uploading: 'Foto wird hochgeladen…',
  },
  assistant: {
    askLocation:
      'Danke für Ihren Hinweis. Wo genau ist das? Zum Beispiel das Stockwerk, der Raum oder etwas Auffälliges in der Nähe.',
    askDetails: 'Danke. Können Sie mir etwas genauer sagen, was nicht stimmt?',
    draftReady:
      'Hier ist Ihre Meldung. Prüfen Sie die Angaben, tippen Sie auf **Bearbeiten**, um etwas zu ändern, und dann auf **Problem melden**, um sie abzusenden.',
    photoReceived: 'Danke für das Foto. Was ist das Problem, und wo ist es?',
    apology: 'Entschuldigung, bei uns ist etwas schiefgelaufen. Bitte senden Sie Ihre Nachricht noch einmal.',
    locationNotGiven: 'Ort nicht angegeben',
    fallbackTitle: 'Von einem Besucher gemeldetes Problem',
    safetyFirst: 'Wenn jemand in Gefahr ist, halten Sie Abstand und rufen Sie sofort die örtliche Notrufnummer an.',
    greeting: 'Hallo! Was möchten Sie melden, und wo ist es?',
    draftUpdated:
      'Ich habe Ihre Meldung aktualisiert. Prüfen Sie sie und tippen Sie dann auf **Problem melden**, um sie zu senden.',
  },
  visitorReport: {
    followLink: 'Diese Meldung verfolgen',
    alreadyReported: 'Das wurde schon gemeldet. Ihre Meldung wurde hinzugefügt.',
    emailLabel: 'Per E-Mail benachrichtigen, wenn es behoben ist (optional)',
    emailConsent:
      'Wir nutzen die Adresse nur einmal, um Ihnen die Behebung mitzuteilen, und löschen sie dann (spätestens nach 90 Tagen).',
    emailButton: 'Benachrichtigen',
    emailSaved: 'Danke. Wir schreiben Ihnen einmal, wenn es behoben ist.',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein',
    statusTitle: 'Ihre Meldung',
    recentReports: 'Ihre letzten Meldungen',
    stateReceived: 'Eingegangen',
    stateBeingHandled: 'In Bearbeitung',
    stateFixed: 'Behoben',
    reportedAt: 'Gemeldet {time}',
    fixedAt: 'Behoben {time}',
    stillAProblem: 'Immer noch ein Problem?',
    stillAProblemButton: 'Es ist nicht behoben',
    stillAProblemNote: 'Was ist noch nicht in Ordnung? (optional)',
    stillAProblemSent: 'Danke. Wir haben es dem Team vor Ort erneut gemeldet.',
    notFound: 'Diese Meldung wurde nicht gefunden.',
    backToChat: 'Ein anderes Problem melden',
    emailSubject: 'Behoben: {title}',
    emailIntro: 'Das Problem, das Sie bei {site} gemeldet haben, wurde behoben.',
    emailFooter:
      'Sie erhalten diese eine E-Mail, weil Sie um Nachricht gebeten haben. Ihre Adresse ist jetzt gelöscht.',
  },
};
