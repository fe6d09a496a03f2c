import type { CreateIssueRequest, UploadFolder } from '@sitewatch/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import type { IssueRow, SiteRow } from '../../db/row-types';
import { files, issues } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { claimUploads, ensureFileStored } from '../files';
import type { TriageResult } from '../intake';
import { addIssuePhotos } from './add-issue-photos';
import { loadIssuePhotoIds } from './load-issue-photo-ids';

/** Visitors' photos live in this upload folder (spec section 7). */
export const photoFolder: UploadFolder = 'issue-reporting-images';

export interface CreatePublicIssueOptions {
  db: Db;
  storage: FileStorage;
  site: SiteRow;
  request: CreateIssueRequest;
  /** The Idempotency-Key header: the same key for the same site returns the first issue. */
  idempotencyKey?: string;
  /** The report's triage, decided once by the caller (it also decides which issues can be duplicates). */
  triaged: Pick<TriageResult, 'priority' | 'category'>;
}

export interface CreatedIssue {
  issue: IssueRow;
  photoIds: string[];
  /** False when an earlier request with the same Idempotency-Key already created it. */
  isNew: boolean;
}

export const photosUnavailable = (keys: string[]) =>
  new AppError('BAD_REQUEST', 'Some photos cannot be attached: upload them again and resend the report.', {
    photoFileKeys: keys.map(
      (key) => `${key} is not a photo uploaded for this site's reports, or it is already attached to an issue`,
    ),
  });

export async function findIssueByKey(db: Db, siteId: string, key: string): Promise<CreatedIssue | null> {
  const [issue] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.siteId, siteId), eq(issues.idempotencyKey, key)))
    .limit(1);
  if (!issue) return null;
  const photoIds = await loadIssuePhotoIds(db, [issue.id]);
  return { issue, photoIds: photoIds.get(issue.id) ?? [], isNew: false };
}

/** A photo listed twice in one report is a client bug: say so before anything else is checked. */
export function rejectRepeatedPhotos(photoKeys: string[]): void {
  const duplicates = photoKeys.filter((key, index) => photoKeys.indexOf(key) !== index);
  if (duplicates.length > 0) {
    throw new AppError('BAD_REQUEST', 'Each photo can be attached once.', {
      photoFileKeys: [...new Set(duplicates)].map((key) => `${key} is listed more than once`),
    });
  }
}

/**
 * Photos that are not stored uploads of this site's photo folder (unknown, another site's or
 * folder's, never uploaded, or already attached). Uploads that went straight to S3 are still
 * 'pending' until first use: ensureFileStored checks their bytes now (a network call, so this runs
 * outside the transaction).
 */
export async function findUnavailablePhotos(db: Db, storage: FileStorage, siteId: string, keys: string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: files.key, status: files.status })
    .from(files)
    .where(and(inArray(files.key, keys), eq(files.siteId, siteId), eq(files.folder, photoFolder)));
  const statusByKey = new Map(rows.map((row) => [row.key, row.status]));
  const unavailable: string[] = [];
  for (const key of keys) {
    const status = statusByKey.get(key);
    if (status === 'pending') {
      const row = await ensureFileStored({ db, storage, siteId, folder: photoFolder, key }).catch((error: unknown) => {
        // Not uploaded yet (or gone): the same answer as any other unusable photo.
        if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) return null;
        throw error;
      });
      if (row?.status !== 'stored') unavailable.push(key);
    } else if (status !== 'stored') {
      unavailable.push(key);
    }
  }
  return unavailable;
}

/**
 * Stores a visitor's report as an OPEN issue with its photos and its triage. The caller triages (possibly
 * a model call) before, so the transaction stays short: insert the issue,
 * claim the photos, link them. A concurrent request with the same Idempotency-Key waits on the
 * unique index and then returns the first issue (ON CONFLICT DO NOTHING).
 */
export async function createPublicIssue(options: CreatePublicIssueOptions): Promise<CreatedIssue> {
  const { db, site, request, idempotencyKey } = options;
  if (idempotencyKey) {
    const existing = await findIssueByKey(db, site.id, idempotencyKey);
    if (existing) return existing;
  }

  const photoKeys = request.photoFileKeys;
  rejectRepeatedPhotos(photoKeys);
  const unavailable = await findUnavailablePhotos(db, options.storage, site.id, photoKeys);
  if (unavailable.length > 0) {
    // A retry whose first attempt committed a moment ago finds its photos attached: answer that issue.
    const existing = idempotencyKey ? await findIssueByKey(db, site.id, idempotencyKey) : null;
    if (existing) return existing;
    throw photosUnavailable(unavailable);
  }

  const { priority, category } = options.triaged;

  const created = await db.transaction(async (tx) => {
    const [issue] = await tx
      .insert(issues)
      .values({
        siteId: site.id,
        title: request.title,
        description: request.description,
        location: request.location,
        status: 'OPEN',
        priority,
        category,
        language: request.language ?? null,
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: [issues.siteId, issues.idempotencyKey] })
      .returning();
    if (!issue) return null;
    if (photoKeys.length === 0) return { issue, photoIds: [], isNew: true };

    const missing = await claimUploads(tx, { siteId: site.id, folder: photoFolder, keys: photoKeys });
    if (missing.length > 0) throw photosUnavailable(missing);
    return { issue, photoIds: await addIssuePhotos(tx, issue.id, photoKeys), isNew: true };
  });
  if (created) return created;

  // Another request with this key won the race; it has committed, so its issue is visible now.
  const winner = idempotencyKey ? await findIssueByKey(db, site.id, idempotencyKey) : null;
  if (!winner) throw new AppError('CONFLICT', 'This report is being submitted already; try again in a moment.');
  return winner;
}
