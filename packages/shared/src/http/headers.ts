/** Header every state-changing signed-in request carries; browsers cannot send it cross-site. */
export const csrfHeaderName = 'x-sitewatch-csrf';
export const csrfHeaderValue = '1';

/** Headers every public call for a site carries (site id and its unguessable code). */
export const siteIdHeaderName = 'x-site-id';
export const siteCodeHeaderName = 'x-site-code';

/** A visitor's report carries the same key on every attempt, so a retry never files a second issue. */
export const idempotencyKeyHeaderName = 'idempotency-key';

/**
 * SSE event name of the last event of a stream that failed after it started: its data is an
 * ApiErrorBody. Readers that only take `data:` chat messages skip it as an unparseable chunk.
 */
export const streamErrorEventName = 'error';

/** Carries the request id: taken from a proxy when well-formed, else generated, and echoed on every answer. */
export const requestIdHeaderName = 'x-request-id';
