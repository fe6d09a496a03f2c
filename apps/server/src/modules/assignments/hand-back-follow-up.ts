import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import type { DomainEventMap, DomainEvents } from '../../lib/domain-events';
import { assignIssue } from './assign-issue';
import { findCurrentAssignment } from './find-current-assignment';

/** How the timeline names who handed the follow-up on: nobody clicked, the visitor's "still a problem" did. */
const followUpActor = { userId: null, label: 'Visitor follow-up' };

/**
 * "Still a problem?" goes back to whoever had the job (issue 26): the member it was assigned to, or the contractor,
 * who gets a fresh job link by email. With no one assigned it stays with the site's managers, who are notified of
 * the new issue as of any other. A failure here (the mail server away) leaves the issue unassigned and is logged:
 * the visitor's report is already stored.
 */
export function handBackFollowUps(options: {
  db: Db;
  events: DomainEvents;
  mailer: Mailer;
  secret: Buffer;
  publicUrl: string;
  log: FastifyBaseLogger;
}): () => void {
  const { db, events } = options;
  type FollowUp = DomainEventMap['issue.followed-up'][0];
  const onFollowUp = async ({ issue, followsIssueId }: FollowUp) => {
    try {
      const previous = await findCurrentAssignment(db, followsIssueId);
      const request = previous?.memberUserId
        ? { memberUserId: previous.memberUserId }
        : previous?.contractorEmail
          ? { contractorEmail: previous.contractorEmail }
          : null;
      if (!request) return;
      const [site] = await db.select().from(sites).where(eq(sites.id, issue.siteId)).limit(1);
      if (!site) return;
      await assignIssue({ ...options, site, issueId: issue.id, request, actor: followUpActor });
    } catch (error) {
      options.log.warn({ err: error, issueId: issue.id }, 'could not hand a follow-up back to its assignee');
    }
  };
  const listener = (event: FollowUp) => void onFollowUp(event);
  events.on('issue.followed-up', listener);
  return () => events.off('issue.followed-up', listener);
}
