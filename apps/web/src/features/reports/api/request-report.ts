import { type ReportAccepted, reportAccepted } from '@sitewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

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
