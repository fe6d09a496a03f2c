import { randomUUID } from 'node:crypto';
import type { UploadFolder } from '@sitewatch/shared';

/** `<folder>/<siteId>/<random uuid>`: unguessable, grouped by site for inspection and cleanup. */
export function newFileKey(folder: UploadFolder, siteId: string): string {
  return `${folder}/${siteId}/${randomUUID()}`;
}
