import { type AssignIssueRequest, type IssueAssignment, jobLinkTtlDays } from '@sitewatch/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import type { SiteRow } from '../../db/row-types';
import { issueAssignments, siteMembers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import { type ActivityActor, findSiteIssue, recordActivity } from '../issues';
import { findCurrentAssignment } from './find-current-assignment';
import { buildJobEmail, jobUrl } from './job-email';
import { signJobToken } from './job-token';

/**
 * Assigns an open issue to a member of its site or to a contractor by email. A new assignment
 * replaces the previous one, whose job link stops working. A contractor gets the signed link by
 * email; if it cannot be sent the assignment is withdrawn again and the caller sees a 503.
 */
export async function assignIssue(options: {
  db: Db;
  events: DomainEvents;
  mailer: Mailer;
  secret: Buffer;
  publicUrl: string;
  site: SiteRow;
  issueId: string;
  request: AssignIssueRequest;
  actor: ActivityActor;
}): Promise<IssueAssignment> {
  const { db, site, request } = options;
  const issue = await findSiteIssue(db, site.id, options.issueId);
  if (issue.status !== 'OPEN') throw new AppError('CONFLICT', 'This issue is already resolved');

  let member: { id: string; label: string } | null = null;
  if ('memberUserId' in request) {
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(siteMembers)
      .innerJoin(users, eq(users.id, siteMembers.userId))
      .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, request.memberUserId)))
      .limit(1);
    if (!row) {
      throw new AppError('BAD_REQUEST', 'Assign the issue to a member of this site', {
        memberUserId: ['Not a member of this site'],
      });
    }
    member = { id: row.id, label: row.name ?? row.email };
  }
  const contractorEmail = 'contractorEmail' in request ? request.contractorEmail : null;
  const expiresAt = contractorEmail ? new Date(Date.now() + jobLinkTtlDays * 86_400_000) : null;

  const assignment = await db.transaction(async (tx) => {
    await tx
      .update(issueAssignments)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(issueAssignments.issueId, issue.id), isNull(issueAssignments.revokedAt)));
    const [row] = await tx
      .insert(issueAssignments)
      .values({
        issueId: issue.id,
        siteId: site.id,
        assigneeUserId: member?.id ?? null,
        contractorEmail,
        assignedByUserId: options.actor.userId,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('assignment insert returned no row');
    await recordActivity(tx, {
      issueId: issue.id,
      kind: 'assigned',
      actor: options.actor,
      details: member ? { assignee: member.label } : { assignee: contractorEmail, contractor: true },
    });
    return row;
  });

  if (contractorEmail && expiresAt) {
    const token = signJobToken(options.secret, site.id, {
      assignmentId: assignment.id,
      expiresAt: expiresAt.getTime(),
    });
    try {
      await options.mailer.send(
        buildJobEmail({
          to: contractorEmail,
          siteName: site.name,
          issue,
          link: jobUrl(options.publicUrl, site.id, token),
          expiresAt,
          publicUrl: options.publicUrl,
        }),
      );
    } catch {
      await db.update(issueAssignments).set({ revokedAt: sql`now()` }).where(eq(issueAssignments.id, assignment.id));
      throw new AppError('UNAVAILABLE', 'The job email could not be sent. Please try again in a minute.');
    }
  }
  options.events.emit('issue.updated', issue);
  const current = await findCurrentAssignment(db, issue.id);
  if (!current) throw new Error('assignment vanished');
  return current;
}

/** Withdraws the issue's assignment: a contractor's link stops working at once. */
export async function withdrawAssignment(
  db: Db,
  events: DomainEvents,
  options: { siteId: string; issueId: string; actor: ActivityActor },
): Promise<void> {
  const issue = await findSiteIssue(db, options.siteId, options.issueId);
  const withdrawn = await db.transaction(async (tx) => {
    const rows = await tx
      .update(issueAssignments)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(issueAssignments.issueId, issue.id), isNull(issueAssignments.revokedAt)))
      .returning({ id: issueAssignments.id });
    if (rows.length > 0) await recordActivity(tx, { issueId: issue.id, kind: 'unassigned', actor: options.actor });
    return rows.length > 0;
  });
  if (!withdrawn) throw new AppError('NOT_FOUND', 'This issue is not assigned');
  events.emit('issue.updated', issue);
}
