import type { CreateIssueRequest } from '@sitewatch/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DuplicateJudge } from '../../adapters/assistant/port/duplicate-judge';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import type { IssueRow, SiteRow } from '../../db/row-types';
import { issuePhotos, issueReportPhotos, issueReports, issues } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import { findDuplicateIssue } from '../duplicates';
import type { TriageIssue } from '../intake';
import { attachReport, type NewReport, type ReportRow } from './attach-report';
import {
  type CreatedIssue,
  createPublicIssue,
  findIssueByKey,
  findUnavailablePhotos,
  photosUnavailable,
  rejectRepeatedPhotos,
} from './create-issue';
import { maskPersonalDetails } from './mask-personal-details';

export interface SubmitVisitorReportOptions {
  db: Db;
  /** Told after the commit: live screens, notifications and whoever had a followed-up job react. */
  events: DomainEvents;
  storage: FileStorage;
  site: SiteRow;
  request: CreateIssueRequest;
  idempotencyKey?: string;
  triage: TriageIssue;
  /** The configured model as the duplicate judge, or null: the trigram thresholds decide alone. */
  duplicateJudge?: DuplicateJudge | null;
  /** Called when the judge failed and the trigram thresholds decided instead. */
  onJudgeFailure?: (error: unknown) => void;
  /** "Still a problem?": the fixed issue this report says is not fixed (never merged into another issue). */
  followsIssueId?: string;
}

export interface SubmittedReport {
  issue: IssueRow;
  report: ReportRow;
  /** The photos of this report (not the other reports' photos of the same issue). */
  photoIds: string[];
  /** True when the report was attached to an issue someone had already reported. */
  alreadyReported: boolean;
  /** True when this call stored it (false for a retry with the same Idempotency-Key). */
  isNew: boolean;
  /** True when this call created the issue (false when attached, or for a retry). */
  isNewIssue: boolean;
}

export async function loadReportPhotoIds(db: Db, reportId: string): Promise<string[]> {
  const rows = await db
    .select({ id: issueReportPhotos.photoId })
    .from(issueReportPhotos)
    .innerJoin(issuePhotos, eq(issuePhotos.id, issueReportPhotos.photoId))
    .where(eq(issueReportPhotos.reportId, reportId))
    .orderBy(asc(issuePhotos.position));
  return rows.map((row) => row.id);
}

async function findReportByKey(db: Db, siteId: string, key: string): Promise<SubmittedReport | null> {
  const [row] = await db
    .select({ report: issueReports, issue: issues })
    .from(issueReports)
    .innerJoin(issues, eq(issues.id, issueReports.issueId))
    .where(and(eq(issueReports.siteId, siteId), eq(issueReports.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  const photoIds = await loadReportPhotoIds(db, row.report.id);
  const alreadyReported = row.issue.idempotencyKey !== key;
  return { ...row, photoIds, alreadyReported, isNew: false, isNewIssue: false };
}

/**
 * A visitor's report (issue 14): personal details masked, triaged, then either attached to the open issue
 * it repeats (same category, similar text and location) or stored as a new issue. Every report gets its
 * own row, which the visitor follows with a status token.
 */
export async function submitVisitorReport(options: SubmitVisitorReportOptions): Promise<SubmittedReport> {
  const submitted = await storeVisitorReport(options);
  const { events, followsIssueId } = options;
  if (submitted.isNewIssue) {
    events.emit('issue.created', submitted.issue);
    if (followsIssueId) events.emit('issue.followed-up', { issue: submitted.issue, followsIssueId });
  } else if (submitted.isNew) {
    events.emit('issue.report-attached', submitted.issue);
  }
  if (submitted.isNew) events.emit('report.stored', submitted.report);
  return submitted;
}

async function storeVisitorReport(options: SubmitVisitorReportOptions): Promise<SubmittedReport> {
  const { db, site, idempotencyKey } = options;
  const request: CreateIssueRequest = {
    ...options.request,
    title: maskPersonalDetails(options.request.title),
    description: maskPersonalDetails(options.request.description),
    location: maskPersonalDetails(options.request.location),
  };
  if (idempotencyKey) {
    const existing = await findReportByKey(db, site.id, idempotencyKey);
    if (existing) return existing;
  }
  rejectRepeatedPhotos(request.photoFileKeys);
  const unavailable = await findUnavailablePhotos(db, options.storage, site.id, request.photoFileKeys);
  if (unavailable.length > 0) {
    const existing = idempotencyKey ? await findReportByKey(db, site.id, idempotencyKey) : null;
    if (existing) return existing;
    // A concurrent request with this key has stored its issue and claimed these photos, and stores its report
    // row a moment later: this request answers with that report, not with a 400 for its own photos.
    const keyed = idempotencyKey ? await findIssueByKey(db, site.id, idempotencyKey) : null;
    if (keyed) {
      const { priority, category } = keyed.issue;
      const report = reportOf(options, request, { priority, category });
      return storeReport(db, report, keyed);
    }
    throw photosUnavailable(unavailable);
  }

  // One triage for both paths: the category decides which open issues can be duplicates.
  // The report's language goes with it: the page's language, read with the one its text is written in.
  const triaged = await options.triage({
    title: request.title,
    description: request.description,
    location: request.location,
    language: request.language ?? null,
  });
  const report = reportOf(options, request, triaged);

  if (!options.followsIssueId) {
    const duplicateOf = await findDuplicateIssue(db, {
      siteId: site.id,
      category: triaged.category,
      report: { ...request, language: report.language },
      judge: options.duplicateJudge,
      onJudgeFailure: options.onJudgeFailure,
    });
    if (duplicateOf) {
      // A concurrent request with this key (a double tap) may have stored this very issue a moment ago, and its
      // report row a moment later: the open issue it finds is its own, so it answers with that report instead
      // of attaching itself to it as somebody else's repeat (or failing to claim the photos it already holds).
      const keyed = idempotencyKey ? await findIssueByKey(db, site.id, idempotencyKey) : null;
      if (keyed) return storeReport(db, report, keyed);
      const attached = await attachReport(db, { issueId: duplicateOf, report, photoKeys: request.photoFileKeys });
      if (attached) return { ...attached, alreadyReported: true, isNew: true, isNewIssue: false };
      const raced = idempotencyKey ? await findReportByKey(db, site.id, idempotencyKey) : null;
      if (raced) return raced;
    }
  }

  const created = await createPublicIssue({ ...options, request, triaged });
  return storeReport(db, report, created);
}

function reportOf(
  options: SubmitVisitorReportOptions,
  request: CreateIssueRequest,
  triaged: Pick<NewReport, 'priority' | 'category'>,
): NewReport {
  return {
    siteId: options.site.id,
    title: request.title,
    description: request.description,
    location: request.location,
    language: request.language ?? null,
    priority: triaged.priority,
    category: triaged.category,
    idempotencyKey: options.idempotencyKey ?? null,
    followsIssueId: options.followsIssueId ?? null,
  };
}

/** How long a concurrent request with the same key waits for the first request's report row. */
const reportRowWaitMs = 2000;

/**
 * The report row of a stored issue. The request that created the issue stores it; a concurrent request with
 * the same Idempotency-Key waits for that row and answers with it, so exactly one answer is 201. Only when
 * the first request ended between its issue and its report (a crash) does a retry store the report itself.
 */
async function storeReport(db: Db, report: NewReport, created: CreatedIssue): Promise<SubmittedReport> {
  const key = report.idempotencyKey;
  if (!created.isNew && key) {
    const deadline = Date.now() + reportRowWaitMs;
    do {
      const first = await findReportByKey(db, report.siteId, key);
      if (first) return first;
      await new Promise((resolve) => setTimeout(resolve, 25));
    } while (Date.now() < deadline);
  }
  // The report and its photos commit together: a concurrent retry with the same key reads both or neither.
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(issueReports)
      .values({ ...report, issueId: created.issue.id })
      .onConflictDoNothing({ target: [issueReports.siteId, issueReports.idempotencyKey] })
      .returning();
    if (row && created.photoIds.length > 0) {
      await tx
        .insert(issueReportPhotos)
        .values(created.photoIds.map((photoId) => ({ photoId, reportId: row.id })))
        .onConflictDoNothing();
    }
    return row;
  });
  if (stored) {
    return {
      issue: created.issue,
      report: stored,
      photoIds: created.photoIds,
      alreadyReported: false,
      isNew: created.isNew,
      isNewIssue: created.isNew,
    };
  }
  const winner = key ? await findReportByKey(db, report.siteId, key) : null;
  if (!winner) throw new AppError('CONFLICT', 'This report is being submitted already; try again in a moment.');
  return winner;
}
