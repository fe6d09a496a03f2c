import type { CreateIssueRequest } from '@sitewatch/shared';
import { idempotencyKeyHeaderName } from '@sitewatch/shared/constants';
import { type SiteParams, siteHeaders } from '../lib/site-headers';
import { toPublicApiError } from './public-fetch';

/**
 * POST /api/public/site/{siteId}/issues. The Idempotency-Key stays the same for every attempt of one
 * card, so a retry after a lost answer returns the first issue instead of filing a second one.
 */
export async function submitIssue(
  params: SiteParams,
  request: CreateIssueRequest,
  idempotencyKey: string,
): Promise<void> {
  const response = await fetch(`/api/public/site/${encodeURIComponent(params.siteId)}/issues`, {
    method: 'POST',
    headers: { ...siteHeaders(params), 'content-type': 'application/json', [idempotencyKeyHeaderName]: idempotencyKey },
    body: JSON.stringify(request),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toPublicApiError(response);
}
