import type { TriageOverrideRequest } from '@sitewatch/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issues, triageExamples } from '../../db/schema';
import type { DomainEvents } from '../../lib/domain-events';
import { type ActivityActor, findSiteIssue, recordActivity } from '../issues';

/**
 * A manager corrects the automatic triage. The change, the timeline entry and a labelled example
 * (the report's text with what the triage predicted and what the manager chose) are written together;
 * every open list of the site then updates live. Choosing what is already set changes nothing.
 */
export async function overrideTriage(
  db: Db,
  events: DomainEvents,
  options: { siteId: string; issueId: string; request: TriageOverrideRequest; actor: ActivityActor },
): Promise<IssueRow> {
  const existing = await findSiteIssue(db, options.siteId, options.issueId);
  const priority = options.request.priorityId ?? existing.priority;
  const category = options.request.categoryId ?? existing.category;
  if (priority === existing.priority && category === existing.category) return existing;

  const updated = await db.transaction(async (tx) => {
    // The prediction is what the issue had before anyone corrected it.
    const [first] = await tx
      .select({ priority: triageExamples.predictedPriority, category: triageExamples.predictedCategory })
      .from(triageExamples)
      .where(eq(triageExamples.issueId, existing.id))
      .orderBy(asc(triageExamples.createdAt))
      .limit(1);
    const [row] = await tx.update(issues).set({ priority, category }).where(eq(issues.id, existing.id)).returning();
    if (!row) throw new Error('issue vanished during triage override');
    await tx.insert(triageExamples).values({
      issueId: row.id,
      siteId: row.siteId,
      title: row.title,
      description: row.description,
      location: row.location,
      language: row.language,
      predictedPriority: first?.priority ?? existing.priority,
      predictedCategory: first?.category ?? existing.category,
      priority,
      category,
      labelledByUserId: options.actor.userId,
    });
    await recordActivity(tx, {
      issueId: row.id,
      kind: 'triage_changed',
      actor: options.actor,
      details: {
        fromPriorityId: existing.priority,
        priorityId: priority,
        fromCategoryId: existing.category,
        categoryId: category,
      },
    });
    return row;
  });
  events.emit('issue.updated', updated);
  return updated;
}
