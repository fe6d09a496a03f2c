import type { CreateIssueRequest } from '@sitewatch/shared';
import { idempotencyKeyHeaderName } from '@sitewatch/shared/constants';
import { parseSubmittedIssue } from '../lib/parse-response';
import { toPublicApiError } from '../lib/public-fetch';
import { type SiteParams, siteHeaders } from '../lib/site-headers';

export interface SubmittedIssue {
  statusToken: string;
  alreadyReported: boolean;
}

/**
 * POST /api/public/site/{siteId}/issues. The Idempotency-Key stays the same for every attempt of one
 * card, so a retry after a lost answer returns the first issue instead of filing a second one.
 */
export async function submitIssue(
  params: SiteParams,
  request: CreateIssueRequest,
  idempotencyKey: string,
): Promise<SubmittedIssue | null> {
  const response = await fetch(`/api/public/site/${encodeURIComponent(params.siteId)}/issues`, {
    method: 'POST',
    headers: { ...siteHeaders(params), 'content-type': 'application/json', [idempotencyKeyHeaderName]: idempotencyKey },
    body: JSON.stringify(request),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toPublicApiError(response);
  // The report is in even when the answer is odd: the card shows success, just without a status link.
  return parseSubmittedIssue(await response.json().catch(() => null));
}
