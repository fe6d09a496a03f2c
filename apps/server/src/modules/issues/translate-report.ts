import { managerLanguage } from '@sitewatch/shared';
import { and, asc, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { ReportTranslator } from '../../adapters/assistant/port/report-translator';
import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issueReports, issues } from '../../db/schema';
import { walkBacklog } from '../../lib/walk-backlog';

export const translateReportQueue = 'translate-report';
export const translateReportsSweepQueue = 'translate-reports-sweep';

/** The sweep leaves a fresh report to its own job, and gives up on reports older than a day. */
export const translationSweepWindow = { afterMs: 2 * 60_000, untilMs: 24 * 60 * 60_000 } as const;

const primaryTag = (language: string) => language.toLowerCase().split('-')[0] ?? language;

/** A report needs a translation when its language is known and is not the managers' language. */
export function needsTranslation(language: string | null | undefined, target: string = managerLanguage): boolean {
  return Boolean(language) && primaryTag(language ?? '') !== primaryTag(target);
}

/**
 * Translates one stored report into the managers' language and stores it beside the visitor's words; the
 * issue gets it too when the issue shows this report's words (its first report, or a split-out one).
 * Answers the issue when something changed (the caller emits issue.updated: live screens and the open-list
 * cache of every instance follow), null when there was nothing to do. Throws when the translator fails.
 */
export async function translateStoredReport(options: {
  db: Db;
  translator: ReportTranslator;
  reportId: string;
  target?: string;
}): Promise<IssueRow | null> {
  const { db, translator, reportId } = options;
  const target = options.target ?? managerLanguage;
  const [report] = await db.select().from(issueReports).where(eq(issueReports.id, reportId)).limit(1);
  if (!report?.language || !needsTranslation(report.language, target)) return null;
  if (report.translation?.language === target) return null;
  // No transaction around the model call: it may take seconds, and PGlite has one connection.
  const texts = await translator.translate(
    { title: report.title, description: report.description, location: report.location },
    { from: report.language, to: target },
  );
  const translation = { language: target, ...texts };
  await db.update(issueReports).set({ translation }).where(eq(issueReports.id, report.id));
  const [issue] = await db
    .update(issues)
    .set({ translation })
    .where(
      and(
        eq(issues.id, report.issueId),
        eq(issues.title, report.title),
        eq(issues.description, report.description),
        eq(issues.location, report.location),
      ),
    )
    .returning();
  if (issue) return issue;
  // An attached report: the issue's row is unchanged, but its detail lists this report.
  const [current] = await db.select().from(issues).where(eq(issues.id, report.issueId)).limit(1);
  return current ?? null;
}

/**
 * The safety net behind report.stored: a crash between storing a report and queueing its job, or a job that
 * used up its retries while the provider was down, leaves a report untranslated. Reports of the last day
 * still without a translation are queued again (one job per report at a time).
 */
export async function sweepUntranslatedReports(options: {
  db: Db;
  jobs: JobQueue;
  now?: Date;
  limit?: number;
  target?: string;
}): Promise<number> {
  const now = options.now ?? new Date();
  const target = options.target ?? managerLanguage;
  let queued = 0;
  // A batch at a time in id order, yielding in between, so a day's backlog never stalls requests.
  await walkBacklog({
    batchSize: options.limit ?? 100,
    maxRows: 5000,
    fetchBatch: (after: string | undefined, limit) =>
      options.db
        .select({ id: issueReports.id, language: issueReports.language })
        .from(issueReports)
        .where(
          and(
            isNull(issueReports.translation),
            isNotNull(issueReports.language),
            ne(issueReports.language, target),
            lt(issueReports.createdAt, new Date(now.getTime() - translationSweepWindow.afterMs)),
            gt(issueReports.createdAt, new Date(now.getTime() - translationSweepWindow.untilMs)),
            after === undefined ? undefined : gt(issueReports.id, after),
          ),
        )
        .orderBy(asc(issueReports.id))
        .limit(limit),
    cursorOf: (row) => row.id,
    handle: async (row) => {
      if (!needsTranslation(row.language, target)) return;
      const id = await options.jobs.send(translateReportQueue, { reportId: row.id }, { singletonKey: row.id });
      if (id) queued++;
    },
  });
  return queued;
}
