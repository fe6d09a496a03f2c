import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issues } from '../../db/schema';
import type { DomainEvents } from '../../lib/domain-events';
import { findSiteIssue } from './find-site-issue';
import { type ActivityActor, recordActivity } from './record-activity';

/**
 * Marks an open issue RESOLVED (spec section 4: there is no reopen). The update only matches an
 * OPEN row, so two managers pressing Complete at once, or a retry, keep the first closedAt; only
 * the call that changed the status emits 'issue.resolved'.
 */
export async function resolveIssue(
  db: Db,
  events: DomainEvents,
  options: { siteId: string; issueId: string; resolvedBy?: ActivityActor },
): Promise<IssueRow> {
  const existing = await findSiteIssue(db, options.siteId, options.issueId);
  if (existing.status !== 'OPEN') return existing;
  // The status change and who made it are one step: the timeline never misses a resolution.
  const resolved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(issues)
      .set({ status: 'RESOLVED', closedAt: sql`now()` })
      .where(and(eq(issues.id, existing.id), eq(issues.siteId, options.siteId), eq(issues.status, 'OPEN')))
      .returning();
    if (row) await recordActivity(tx, { issueId: row.id, kind: 'resolved', actor: options.resolvedBy ?? null });
    return row;
  });
  if (!resolved) return findSiteIssue(db, options.siteId, options.issueId);
  events.emit('issue.resolved', resolved);
  return resolved;
}
