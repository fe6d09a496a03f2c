import type { PublicSite } from '@sitewatch/shared';
import { parsePublicSite } from '../lib/parse-response';
import { PublicApiError, publicFetch } from '../lib/public-fetch';
import { type SiteParams, siteHeaders } from '../lib/site-headers';

/** GET /api/public/site/{siteId}: the site's public fields; null when it does not exist (or the code is wrong). */
export async function getPublicSite(params: SiteParams, signal?: AbortSignal): Promise<PublicSite | null> {
  try {
    return await publicFetch(`/api/public/site/${encodeURIComponent(params.siteId)}`, {
      headers: siteHeaders(params),
      parse: parsePublicSite,
      signal,
    });
  } catch (error) {
    if (error instanceof PublicApiError && error.status === 404) return null;
    throw error;
  }
}
