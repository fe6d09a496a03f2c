// Zod-free rules of a visitor's report status, for the visitor page (see constants.ts).

/** A status token: the report id (32 hex) and its HMAC (43 base64url characters). */
export const statusTokenPattern = /^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/;

/** What the status page says: received, being handled (assigned), or fixed. */
export const visitorReportStates = ['received', 'being-handled', 'fixed'] as const;

/** The most a visitor may write when saying a fixed report is still a problem. */
export const stillAProblemNoteLimit = 1000;

/** The most photos a visitor may add to "still a problem?" (the status page offers them one by one). */
export const stillAProblemPhotoLimit = 3;

/** The address for the "fixed" email is deleted after this many days if the issue is still open. */
export const visitorEmailRetentionDays = 90;
