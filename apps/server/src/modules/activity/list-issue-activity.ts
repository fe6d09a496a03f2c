import type { IssueActivity, IssueActivityView } from '@sitewatch/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issueActivities, triageExamples } from '../../db/schema';
import { findCurrentAssignment } from '../assignments';

/**
 * The issue's timeline, oldest first. 'reported' and 'triaged' come from the issue itself (the
 * automatic triage is the first correction's prediction, else the issue's current values), so every
 * issue has them, including those reported before timelines existed.
 */
export async function listIssueActivity(db: Db, issue: IssueRow): Promise<IssueActivityView> {
  const [firstCorrection] = await db
    .select()
    .from(triageExamples)
    .where(eq(triageExamples.issueId, issue.id))
    .orderBy(asc(triageExamples.createdAt))
    .limit(1);
  const recorded = await db
    .select()
    .from(issueActivities)
    .where(eq(issueActivities.issueId, issue.id))
    .orderBy(asc(issueActivities.createdAt), asc(issueActivities.id));
  const created = issue.createdAt.getTime();
  const activities: IssueActivity[] = [
    {
      id: issue.id,
      kind: 'reported',
      actor: null,
      details: { language: issue.language ?? 'en', via: 'chat' },
      createdAt: created,
    },
    {
      // A stable id distinct from the issue's (its last character flipped) for list keys.
      id: `${issue.id.slice(0, -1)}${issue.id.endsWith('0') ? '1' : '0'}`,
      kind: 'triaged',
      actor: null,
      details: {
        priorityId: firstCorrection?.predictedPriority ?? issue.priority,
        categoryId: firstCorrection?.predictedCategory ?? issue.category,
      },
      createdAt: created,
    },
    ...recorded.map((row) => ({
      id: row.id,
      kind: row.kind,
      actor: row.actorLabel,
      details: row.details as Record<string, unknown>,
      createdAt: row.createdAt.getTime(),
    })),
  ];
  return { activities, assignment: await findCurrentAssignment(db, issue.id) };
}
