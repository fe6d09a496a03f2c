import { z } from 'zod';

/** 202 answer of POST /api/site/{siteId}/report: the request id and the address the report goes to. */
export const reportAccepted = z.object({ id: z.string(), email: z.string() });
export type ReportAccepted = z.infer<typeof reportAccepted>;
