import type { JobView, UploadFolder, UploadTarget } from '@sitewatch/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { issueActivities, issuePhotos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import { claimUploads, createUploadTarget, ensureFileStored } from '../files';
import { addIssueNote, addIssuePhotos, recordActivity, toIssueWithPhotos } from '../issues';
import type { Job } from './find-job';

/** Contractors' photos go where visitors' do: the same type and size checks apply. */
export const jobPhotoFolder: UploadFolder = 'issue-reporting-images';
const photoUrlSeconds = 300;

// A done job's link stays readable (the contractor sees what was done) but changes nothing any more.
function ensureOpen(job: Job): void {
  if (job.issue.status !== 'OPEN') throw new AppError('CONFLICT', 'This job is already done');
}

/** What the contractor sees: the issue, short-lived photo URLs, the notes so far. */
export async function loadJobView(db: Db, storage: FileStorage, job: Job): Promise<JobView> {
  const photos = await db
    .select({ fileKey: issuePhotos.fileKey })
    .from(issuePhotos)
    .where(eq(issuePhotos.issueId, job.issue.id))
    .orderBy(asc(issuePhotos.position));
  const notes = await db
    .select({ details: issueActivities.details, createdAt: issueActivities.createdAt })
    .from(issueActivities)
    .where(and(eq(issueActivities.issueId, job.issue.id), eq(issueActivities.kind, 'note')))
    .orderBy(asc(issueActivities.createdAt));
  return {
    siteName: job.site.name,
    issue: await toIssueWithPhotos(db, job.issue),
    photoUrls: await Promise.all(photos.map((photo) => storage.createDownloadUrl(photo.fileKey, photoUrlSeconds))),
    notes: notes.map((note) => ({
      text: String((note.details as { text?: unknown }).text ?? ''),
      createdAt: note.createdAt.getTime(),
    })),
    expiresAt: job.expiresAt,
  };
}

/** An upload address for a photo of an open job; a done job issues none. */
export async function createJobPhotoTarget(options: {
  db: Db;
  storage: FileStorage;
  job: Job;
  contentType?: string;
}): Promise<UploadTarget> {
  ensureOpen(options.job);
  return createUploadTarget({
    db: options.db,
    storage: options.storage,
    siteId: options.job.site.id,
    folder: jobPhotoFolder,
    contentType: options.contentType,
  });
}

export async function addJobNote(db: Db, events: DomainEvents, job: Job, text: string): Promise<void> {
  ensureOpen(job);
  await addIssueNote(db, events, { issue: job.issue, actor: job.actor, text });
}

/**
 * Attaches an uploaded photo to the issue (after the visitor's), claimed once like a visitor's:
 * only a stored upload of this site moves to attached.
 */
export async function addJobPhoto(options: {
  db: Db;
  storage: FileStorage;
  events: DomainEvents;
  job: Job;
  fileKey: string;
}): Promise<void> {
  const { db, job, fileKey } = options;
  ensureOpen(job);
  await ensureFileStored({ db, storage: options.storage, siteId: job.site.id, folder: jobPhotoFolder, key: fileKey });
  await db.transaction(async (tx) => {
    const missing = await claimUploads(tx, { siteId: job.site.id, folder: jobPhotoFolder, keys: [fileKey] });
    if (missing.length > 0) {
      throw new AppError('BAD_REQUEST', 'This photo cannot be attached: upload it again', {
        fileKey: ['Not an uploaded photo of this job, or already attached'],
      });
    }
    const [photoId] = await addIssuePhotos(tx, job.issue.id, [fileKey]);
    await recordActivity(tx, { issueId: job.issue.id, kind: 'photo', actor: job.actor, details: { photoId } });
  });
  options.events.emit('issue.updated', job.issue);
}
