import { type Issue, issue, type JobView, jobView, uploadTarget } from '@sitewatch/shared';
import { apiFetch } from '../../../lib/api-client';

export const jobApiPath = (siteId: string, token: string) =>
  `/api/public/site/${encodeURIComponent(siteId)}/jobs/${encodeURIComponent(token)}`;

/** GET the job the link points at (no sign-in: the signed token is the permission). */
export const getJob = (siteId: string, token: string): Promise<JobView> =>
  apiFetch(jobApiPath(siteId, token), { schema: jobView });

export const addJobNote = (siteId: string, token: string, text: string): Promise<void> =>
  apiFetch(`${jobApiPath(siteId, token)}/notes`, { body: { text } });

/** Uploads a photo through the job's own upload target, then attaches it to the issue. */
export async function addJobPhoto(siteId: string, token: string, file: Blob): Promise<void> {
  const contentType = file.type || 'application/octet-stream';
  const target = await apiFetch(`${jobApiPath(siteId, token)}/photos/upload?${new URLSearchParams({ contentType })}`, {
    schema: uploadTarget,
  });
  const put = await fetch(target.url, { method: 'PUT', headers: { 'content-type': contentType }, body: file });
  if (!put.ok) throw new Error(`Upload failed with status ${put.status}`);
  await apiFetch(`${jobApiPath(siteId, token)}/photos`, { body: { fileKey: target.key } });
}

export const markJobDone = (siteId: string, token: string): Promise<Issue> =>
  apiFetch(`${jobApiPath(siteId, token)}/done`, { method: 'POST', schema: issue });
