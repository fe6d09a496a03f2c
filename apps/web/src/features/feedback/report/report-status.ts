import type { VisitorReportStatus } from '@sitewatch/shared';
import { parseReportStatus, parseStatusToken } from '../lib/parse-response';
import { publicFetch, toPublicApiError } from '../lib/public-fetch';
import { type SiteParams, siteHeaders } from '../lib/site-headers';

const reportPath = (params: SiteParams, token: string) =>
  `/api/public/site/${encodeURIComponent(params.siteId)}/reports/${token}`;

/** GET /api/public/site/{siteId}/reports/{token}: the visitor's report and where it stands. */
export function getReportStatus(params: SiteParams, token: string, signal?: AbortSignal): Promise<VisitorReportStatus> {
  return publicFetch(reportPath(params, token), { headers: siteHeaders(params), parse: parseReportStatus, signal });
}

/** POST .../email: the address for the one "fixed" email, with the visitor's consent. */
export async function saveReportEmail(params: SiteParams, token: string, email: string): Promise<void> {
  const response = await fetch(`${reportPath(params, token)}/email`, {
    method: 'POST',
    headers: { ...siteHeaders(params), 'content-type': 'application/json' },
    body: JSON.stringify({ email, consent: true }),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toPublicApiError(response);
}

/** What the visitor sends with "still a problem?": what is still wrong, and photos of it (uploaded file keys). */
export interface StillAProblemDetails {
  note?: string;
  photoFileKeys: string[];
}

/** POST .../still-a-problem: a new report linked to the fixed issue; answers its status token. */
export async function reportStillAProblem(
  params: SiteParams,
  token: string,
  language: string,
  { note, photoFileKeys }: StillAProblemDetails,
): Promise<string> {
  const answer = await publicFetch(`${reportPath(params, token)}/still-a-problem`, {
    headers: siteHeaders(params),
    body: { language, ...(note ? { note } : {}), ...(photoFileKeys.length > 0 ? { photoFileKeys } : {}) },
    parse: parseStatusToken,
  });
  return answer.statusToken;
}

/** A photo of the visitor's own report (the token in the path is the credential; img cannot send headers). */
export const reportPhotoUrl = (token: string, photoId: string) => `/api/public/reports/${token}/photos/${photoId}`;
