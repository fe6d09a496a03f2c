import type { UploadFolder } from '@sitewatch/shared';
import { parseUploadTarget } from './parse-response';
import { publicFetch, toPublicApiError } from './public-fetch';
import { type SiteParams, siteHeaders } from './site-headers';

/**
 * Spec section 7: GET /api/files/upload/{folder} gives {url, key}; the file is PUT to that url
 * with its content type; the key is what messages and reports refer to.
 */
export async function uploadFile(params: SiteParams, folder: UploadFolder, file: Blob): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  // Binding the URL to the type lets the storage refuse anything else at the PUT.
  const query = new URLSearchParams({ contentType });
  const target = await publicFetch(`/api/files/upload/${folder}?${query}`, {
    headers: siteHeaders(params),
    parse: parseUploadTarget,
  });
  const response = await fetch(target.url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: file,
  });
  // The storage's refusal keeps its status: 413 too large, 415 not the type it says (local storage sniffs the bytes).
  if (!response.ok) throw await toPublicApiError(response);
  return target.key;
}
