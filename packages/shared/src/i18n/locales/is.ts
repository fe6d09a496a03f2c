import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: 'Sástu vandamál?', subtitle: 'Kippum því í lag' },
  chatInput: {
    firstMessagePlaceholder: 'Lýstu vandamálinu sem þú sást…',
    placeholder: 'Skrifaðu skilaboð…',
  },
  chatHints: {
    internet: { label: 'Netvandamál', message: 'Ég vil tilkynna vandamál með netið eða þráðlausa netið.' },
    security: { label: 'Öryggismál', message: 'Ég vil tilkynna öryggisvandamál.' },
    maintenance: {
      label: 'Viðhald',
      message: 'Ég vil tilkynna eitthvað sem er bilað eða þarf viðgerð.',
    },
    cleaning: {
      label: 'Hellt niður eða leki',
      message: 'Ég vil tilkynna að einhverju hafi verið hellt niður eða um leka.',
    },
  },
  issueReportForm: {
    issue: 'Tilkynning um vandamál',
    successMessage: 'Takk! Tilkynningin þín hefur verið send til starfsfólks á staðnum.',
    successSubtitleMain: 'Tilkynntu annað vandamál hér fyrir neðan eða',
    successSubtitleLink: 'byrjaðu nýtt spjall',
    editButton: 'Breyta',
    submitButton: 'Senda tilkynningu',
    submitError: 'Ekki tókst að senda tilkynninguna. Athugaðu tenginguna og reyndu aftur.',
    retryButton: 'Reyna aftur',
    title: { label: 'Titill', missingError: 'Titill er nauðsynlegur' },
    description: { label: 'Lýsing', missingError: 'Lýsing er nauðsynleg' },
    location: { label: 'Staðsetning', missingError: 'Staðsetning er nauðsynleg' },
  },
  page: {
    introText: 'Segðu okkur hvað þú tókst eftir og hvar. Þú getur skrifað, talað eða bætt við mynd.',
    assistantName: 'Aðstoðarmaður',
    languagePickerTitle: 'Veldu tungumál',
    changeLanguage: 'Skipta um tungumál',
    close: 'Loka',
    send: 'Senda',
    attachPhoto: 'Bæta við mynd',
    recordVoice: 'Taka upp talskilaboð',
    stopRecording: 'Stöðva upptöku',
    transcribing: 'Verið er að breyta tali þínu í texta…',
    assistantTyping: 'Aðstoðarmaðurinn skrifar',
    microphoneDenied: 'Aðgangi að hljóðnema var hafnað eða hljóðnemi er ekki tiltækur.',
    sendError: 'Ekki tókst að senda skilaboðin þín.',
    retry: 'Reyna aftur',
    uploadError: 'Ekki tókst að hlaða upp myndinni.',
    photoAlt: 'Myndin þín',
    newChat: 'Nýtt spjall',
    siteNotFoundTitle: 'Þessi ábendingatengill virkar ekki',
    siteNotFoundText:
      'Staðurinn hefur hugsanlega verið fjarlægður eða tengillinn afritaðist ekki allur. Skannaðu QR-kóðann aftur.',
    loading: 'Hleður…',
    loadError: 'Ekki tókst að hlaða síðunni. Athugaðu tenginguna og reyndu aftur.',
    transcriptionError: 'Ekki tókst að breyta upptökunni í texta. Reyndu aftur eða skrifaðu skilaboðin.',
    uploading: 'Verið er að hlaða upp myndinni…',
  },
  assistant: {
    askLocation:
      'Takk fyrir að láta okkur vita. Hvar nákvæmlega er þetta? Til dæmis hæð, herbergi eða kennileiti í nágrenninu.',
    askDetails: 'Takk. Geturðu sagt mér aðeins meira um hvað er að?',
    draftReady:
      'Hér er tilkynningin þín. Farðu yfir upplýsingarnar, ýttu á **Breyta** til að breyta einhverju og ýttu svo á **Senda tilkynningu** til að senda hana.',
    photoReceived: 'Takk fyrir myndina. Hvert er vandamálið og hvar er það?',
    apology: 'Því miður fór eitthvað úrskeiðis hjá okkur. Sendu skilaboðin þín aftur.',
    locationNotGiven: 'Staðsetning ekki tilgreind',
    fallbackTitle: 'Vandamál tilkynnt af gesti',
    safetyFirst: 'Ef einhver er í hættu, haldið ykkur fjarri og hringið strax í neyðarnúmerið.',
    greeting: 'Halló! Hvað viltu tilkynna, og hvar er það?',
    draftUpdated:
      'Ég uppfærði tilkynninguna þína. Farðu yfir hana og ýttu svo á **Senda tilkynningu** til að senda hana.',
  },
};
