import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const reportAccepted = z.object({ id: z.string(), email: z.string() });
export type ReportAccepted = z.infer<typeof reportAccepted>;

/** POST /api/site/{siteId}/report with {} (spec section 7): the report is built and emailed in the background. */
export function requestReport(siteId: string): Promise<ReportAccepted> {
  return apiFetch(`/api/site/${encodeURIComponent(siteId)}/report`, {
    method: 'POST',
    body: {},
    schema: reportAccepted,
  });
}

export function useRequestReport() {
  return useMutation({ mutationFn: requestReport });
}
