import type { IssueAssignment } from '@sitewatch/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueAssignments, users } from '../../db/schema';

/** The issue's assignment in force (the newest not withdrawn), or null. */
export async function findCurrentAssignment(db: Db, issueId: string): Promise<IssueAssignment | null> {
  const [row] = await db
    .select({ assignment: issueAssignments, memberName: users.name, memberEmail: users.email })
    .from(issueAssignments)
    .leftJoin(users, eq(users.id, issueAssignments.assigneeUserId))
    .where(and(eq(issueAssignments.issueId, issueId), isNull(issueAssignments.revokedAt)))
    .orderBy(desc(issueAssignments.createdAt))
    .limit(1);
  if (!row) return null;
  const { assignment } = row;
  return {
    id: assignment.id,
    memberUserId: assignment.assigneeUserId,
    memberName: assignment.assigneeUserId ? (row.memberName ?? row.memberEmail) : null,
    contractorEmail: assignment.contractorEmail,
    createdAt: assignment.createdAt.getTime(),
    expiresAt: assignment.expiresAt?.getTime() ?? null,
  };
}
