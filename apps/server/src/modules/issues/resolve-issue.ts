import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issues } from '../../db/schema';
import type { DomainEvents } from '../../lib/domain-events';
import { findSiteIssue } from './find-site-issue';

/**
 * Marks an open issue RESOLVED (spec section 4: there is no reopen). The update only matches an
 * OPEN row, so two managers pressing Complete at once, or a retry, keep the first closedAt; only
 * the call that changed the status emits 'issue.resolved'.
 */
export async function resolveIssue(
  db: Db,
  events: DomainEvents,
  options: { siteId: string; issueId: string },
): Promise<IssueRow> {
  const existing = await findSiteIssue(db, options.siteId, options.issueId);
  if (existing.status !== 'OPEN') return existing;
  const [resolved] = await db
    .update(issues)
    .set({ status: 'RESOLVED', closedAt: sql`now()` })
    .where(and(eq(issues.id, existing.id), eq(issues.siteId, options.siteId), eq(issues.status, 'OPEN')))
    .returning();
  if (!resolved) return findSiteIssue(db, options.siteId, options.issueId);
  events.emit('issue.resolved', resolved);
  return resolved;
}
