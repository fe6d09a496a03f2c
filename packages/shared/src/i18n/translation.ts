/** Every text of the visitor's feedback page, of the built-in assistant and of the contractor's job page, for one language. */
export interface Translation {
  /** Spec section 3: the main title, with its highlighted part, and the subtitle. */
  mainTitle: { highlight: string; subtitle: string };
  chatInput: { firstMessagePlaceholder: string; placeholder: string };
  /** The four default hint cards: a label and the canned first message each sends. */
  chatHints: Record<ChatHintTopic, { label: string; message: string }>;
  issueReportForm: {
    /** Heading of the issue card. */
    issue: string;
    successMessage: string;
    /** 'Report another issue below or' … */
    successSubtitleMain: string;
    /** … 'start a new chat' (the link that starts a new chat). */
    successSubtitleLink: string;
    editButton: string;
    submitButton: string;
    /** Shown when submitting the report failed; the card stays and can be sent again. */
    submitError: string;
    retryButton: string;
    title: { label: string; missingError: string };
    description: { label: string; missingError: string };
    location: { label: string; missingError: string };
  };
  page: {
    /** Shown before the first message when the site has no intro text of its own. */
    introText: string;
    assistantName: string;
    languagePickerTitle: string;
    changeLanguage: string;
    close: string;
    send: string;
    attachPhoto: string;
    recordVoice: string;
    stopRecording: string;
    transcribing: string;
    assistantTyping: string;
    microphoneDenied: string;
    sendError: string;
    retry: string;
    uploadError: string;
    /** Label of the button that takes a chosen photo off a form again, before it is sent. */
    removePhoto: string;
    /** A chosen file that is none of the photo folder's image types (JPEG, PNG, WebP, HEIC). */
    photoWrongType: string;
    /** A chosen photo over the upload limit; "{megabytes}" is replaced by the limit. */
    photoTooLarge: string;
    photoAlt: string;
    newChat: string;
    siteNotFoundTitle: string;
    siteNotFoundText: string;
    /** Label of the first spinner, while the page and the site load. */
    loading: string;
    /** Shown when the site's info could not be loaded, above a retry button. */
    loadError: string;
    /** Shown when a voice recording could not be turned into text; the visitor can record again or type. */
    transcriptionError: string;
    /** Accessible label of the spinner over a photo while it uploads. */
    uploading: string;
  };
  /** Phrases of the built-in offline intake assistant. */
  assistant: {
    /** Asked when the visitor has not said where the problem is. */
    askLocation: string;
    /** Asked when the first message says too little about what is wrong. */
    askDetails: string;
    /** Sent with the drafted report. */
    draftReady: string;
    /** Acknowledges a photo before anything else is known. */
    photoReceived: string;
    /** A provider error or timeout; the visitor can simply send again. */
    apology: string;
    /** Location field of a draft when the visitor never said where (never invented). */
    locationNotGiven: string;
    /** Title of a draft when nothing better can be taken from the visitor's words. */
    fallbackTitle: string;
    /** Said first, before the card, when a report looks HIGH or CRITICAL (fire, smoke, gas, injury, violence). */
    safetyFirst: string;
    /** The answer to a greeting: a greeting and the question. */
    greeting: string;
    /** Sent with a draft updated in place (a photo, a correction or more detail before it was submitted). */
    draftUpdated: string;
  };
  /** Closing the loop with the visitor (issue 14): status link, "fixed" email, "still a problem?". */
  visitorReport: {
    /** Link on the success card to the report's private status page. */
    followLink: string;
    /** Success card when the report was attached to an issue someone had already reported. */
    alreadyReported: string;
    /** Label of the optional email field on the success card. */
    emailLabel: string;
    /** The one-line consent text under the email field. */
    emailConsent: string;
    emailButton: string;
    /** Shown once the address is saved. */
    emailSaved: string;
    emailInvalid: string;
    /** Heading of the status page and of the recent reports on the feedback page. */
    statusTitle: string;
    recentReports: string;
    stateReceived: string;
    stateBeingHandled: string;
    stateFixed: string;
    /** "{time}" is replaced by the date and time. */
    reportedAt: string;
    fixedAt: string;
    stillAProblem: string;
    stillAProblemButton: string;
    /** The label of the optional text sent with "still a problem": what is still wrong. */
    stillAProblemNote: string;
    stillAProblemSent: string;
    notFound: string;
    /** Back to the feedback page from the status page. */
    backToChat: string;
    /** The "fixed" email. "{title}" and "{site}" are replaced. */
    emailSubject: string;
    emailIntro: string;
    emailFooter: string;
  };
  /**
   * The contractor's job page (an emailed link, no sign-in), in the browser's language: the issue's
   * headings, a note, a photo, done, and what to do when the link is no longer valid.
   */
  job: {
    location: string;
    description: string;
    photos: string;
    notes: string;
    addNote: string;
    send: string;
    addPhoto: string;
    markDone: string;
    /** Shown once the job is marked done. */
    done: string;
    /** The link is unknown, tampered with or its job was reassigned. */
    invalid: string;
    /** The next step under `invalid`: a contractor cannot sign in, so the way on is a new link. */
    askForNewLink: string;
    failed: string;
  };
}

export const chatHintTopics = ['internet', 'security', 'maintenance', 'cleaning'] as const;
export type ChatHintTopic = (typeof chatHintTopics)[number];
