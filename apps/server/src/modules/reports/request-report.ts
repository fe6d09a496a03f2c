import { eq } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/background-jobs/job-queue';
import type { Db } from '../../db/client';
import { reportRequests } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const siteReportQueue = 'site-report';

/**
 * Accepts a report request: records it and queues the job that builds and emails it. Once this returns,
 * the job is in the database and survives a crash or restart; if queueing fails the request is undone.
 */
export async function requestReport(options: {
  db: Db;
  jobs: JobQueue;
  siteId: string;
  user: { id: string; email: string };
}): Promise<{ id: string; email: string }> {
  const { db, jobs, siteId, user } = options;
  const [row] = await db
    .insert(reportRequests)
    .values({ siteId, userId: user.id, email: user.email, status: 'queued' })
    .returning({ id: reportRequests.id, email: reportRequests.email });
  if (!row) throw new Error('report request not recorded');
  try {
    await jobs.send(siteReportQueue, { requestId: row.id }, { singletonKey: row.id });
  } catch {
    await db.delete(reportRequests).where(eq(reportRequests.id, row.id));
    throw new AppError('UNAVAILABLE', 'The report could not be queued. Please try again in a moment.');
  }
  return row;
}
