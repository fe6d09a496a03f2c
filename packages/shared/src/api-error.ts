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

/** Carries the request id: taken from a proxy when well-formed, else generated, and echoed on every answer. */
export const requestIdHeaderName = 'x-request-id';
