import { asc, eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { toAbsoluteUrl } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { files, issuePhotos } from '../../db/schema';
import type { IssueNotificationPhoto } from './issue-notification-email';

/** Photos up to this size travel inside the email; larger ones as a link (there is no image resizer). */
export const maxInlinePhotoBytes = 1024 * 1024;
/** Seven days: the longest an S3 presigned URL may live. */
const photoLinkSeconds = 7 * 24 * 60 * 60;

/** The issue's first photo for the email: embedded when small, else a signed link, or nothing. */
export async function loadFirstPhoto(options: {
  db: Db;
  storage: FileStorage;
  issueId: string;
  publicUrl: string;
}): Promise<IssueNotificationPhoto | undefined> {
  const { db, storage, issueId } = options;
  const [photo] = await db
    .select({ key: files.key, contentType: files.contentType, sizeBytes: files.sizeBytes })
    .from(issuePhotos)
    .innerJoin(files, eq(files.key, issuePhotos.fileKey))
    .where(eq(issuePhotos.issueId, issueId))
    .orderBy(asc(issuePhotos.position))
    .limit(1);
  if (!photo) return undefined;
  const contentType = photo.contentType ?? 'image/jpeg';
  // HEIC shows in few mail clients; link it rather than embed it.
  const embeddable =
    contentType !== 'image/heic' && (photo.sizeBytes ?? Number.POSITIVE_INFINITY) <= maxInlinePhotoBytes;
  if (embeddable) {
    const content = await storage.read(photo.key);
    const extension = contentType.split('/')[1] ?? 'jpg';
    return { attachment: { filename: `issue-photo.${extension}`, content, contentType, contentId: 'issue-photo' } };
  }
  const url = await storage.createDownloadUrl(photo.key, photoLinkSeconds);
  return { url: toAbsoluteUrl(url, options.publicUrl) };
}
