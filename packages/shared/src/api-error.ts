import { z } from 'zod';

/** Every 4xx/5xx body of the API. `fieldErrors` maps a dotted field path to its messages. */
export const apiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** Header every state-changing signed-in request carries; browsers cannot send it cross-site. */
export const csrfHeaderName = 'x-sitewatch-csrf';
export const csrfHeaderValue = '1';

/** Headers every public call for a site carries (site id and its unguessable code). */
export const siteIdHeaderName = 'x-site-id';
export const siteCodeHeaderName = 'x-site-code';

/**
 * SSE event name of the last event of a stream that failed after it started: its data is an
 * ApiErrorBody. Readers that only take `data:` chat messages skip it as an unparseable chunk.
 */
export const streamErrorEventName = 'error';
