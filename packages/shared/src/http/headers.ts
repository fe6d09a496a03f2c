/** Header every state-changing signed-in request carries; browsers cannot send it cross-site. */
export const csrfHeaderName = 'x-sitewatch-csrf';
export const csrfHeaderValue = '1';

/** Headers every public call for a site carries (site id and its unguessable code). */
export const siteIdHeaderName = 'x-site-id';
export const siteCodeHeaderName = 'x-site-code';

/** A visitor's report carries the same key on every attempt, so a retry never files a second issue. */
export const idempotencyKeyHeaderName = 'idempotency-key';
