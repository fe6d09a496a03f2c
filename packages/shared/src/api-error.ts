import { z } from 'zod';

/** Every 4xx/5xx body of the API. `fieldErrors` maps a dotted field path to its messages. */
export const apiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** The request's id (also the x-request-id header and every log line's reqId): quote it to support. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
