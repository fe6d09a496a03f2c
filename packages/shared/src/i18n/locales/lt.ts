import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Pastebėjote problemą?', subtitle: 'Sutvarkykime tai' },
  chatInput: {
    firstMessagePlaceholder: 'Aprašykite pastebėtą problemą…',
    placeholder: 'Rašykite žinutę…',
  },
  chatHints: {
    internet: { label: 'Interneto problema', message: 'Noriu pranešti apie interneto arba Wi-Fi problemą.' },
    security: { label: 'Saugumo problema', message: 'Noriu pranešti apie saugumo problemą.' },
    maintenance: {
      label: 'Gedimas',
      message: 'Noriu pranešti apie tai, kas sugedo arba ką reikia sutaisyti.',
    },
    cleaning: { label: 'Išsiliejimas ar nuotėkis', message: 'Noriu pranešti apie išsiliejusį skystį arba nuotėkį.' },
  },
  issueReportForm: {
    issue: 'Pranešimas apie problemą',
    successMessage: 'Ačiū! Jūsų pranešimas išsiųstas vietos komandai.',
    successSubtitleMain: 'Praneškite apie kitą problemą žemiau arba',
    successSubtitleLink: 'pradėkite naują pokalbį',
    editButton: 'Redaguoti',
    submitButton: 'Pranešti apie problemą',
    submitError: 'Nepavyko išsiųsti jūsų pranešimo. Patikrinkite ryšį ir bandykite dar kartą.',
    retryButton: 'Bandyti dar kartą',
    title: { label: 'Pavadinimas', missingError: 'Pavadinimas yra privalomas' },
    description: { label: 'Aprašymas', missingError: 'Aprašymas yra privalomas' },
    location: { label: 'Vieta', missingError: 'Vieta yra privaloma' },
  },
  page: {
    introText: 'Papasakokite, ką pastebėjote ir kur. Galite rašyti, kalbėti arba pridėti nuotrauką.',
    assistantName: 'Asistentas',
    languagePickerTitle: 'Pasirinkite kalbą',
    changeLanguage: 'Keisti kalbą',
    close: 'Uždaryti',
    send: 'Siųsti',
    attachPhoto: 'Pridėti nuotrauką',
    recordVoice: 'Įrašyti balso žinutę',
    stopRecording: 'Stabdyti įrašymą',
    transcribing: 'Jūsų balsas verčiamas tekstu…',
    assistantTyping: 'Asistentas rašo',
    microphoneDenied: 'Prieiga prie mikrofono neleidžiama arba mikrofonas nepasiekiamas.',
    sendError: 'Nepavyko išsiųsti jūsų žinutės.',
    retry: 'Bandyti dar kartą',
    uploadError: 'Nepavyko įkelti nuotraukos.',
    photoAlt: 'Jūsų nuotrauka',
    newChat: 'Naujas pokalbis',
    siteNotFoundTitle: 'Ši pranešimų nuoroda neveikia',
    siteNotFoundText: 'Galbūt vieta buvo pašalinta arba nuoroda nukopijuota ne visa. Nuskaitykite QR kodą dar kartą.',
  },
  assistant: {
    askLocation:
      'Ačiū, kad pranešėte. Kur tiksliai tai yra? Pavyzdžiui, aukštas, patalpa ar netoliese esantis orientyras.',
    askDetails: 'Ačiū. Ar galite šiek tiek daugiau papasakoti, kas negerai?',
    draftReady:
      'Štai jūsų pranešimas. Patikrinkite informaciją, paspauskite **Redaguoti**, jei norite ką nors pakeisti, tada paspauskite **Pranešti apie problemą**, kad jį išsiųstumėte.',
    photoReceived: 'Ačiū už nuotrauką. Kokia problema ir kur ji yra?',
    apology: 'Atsiprašome, mūsų pusėje kažkas nepavyko. Išsiųskite savo žinutę dar kartą.',
    locationNotGiven: 'Vieta nenurodyta',
    fallbackTitle: 'Lankytojo pranešta problema',
  },
};
