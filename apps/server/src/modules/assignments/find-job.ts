import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow, SiteRow } from '../../db/row-types';
import { issueAssignments, issues, sites } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/is-uuid';
import type { ActivityActor } from '../issues';
import { verifyJobToken } from './job-token';

export interface Job {
  site: SiteRow;
  issue: IssueRow;
  expiresAt: number;
  /** The contractor as the timeline shows them. */
  actor: ActivityActor;
}

/**
 * The job behind a contractor's link. A tampered, expired, withdrawn or replaced link, or one used
 * under another site's path, is the same 404 as a link that never existed.
 */
export async function findJob(db: Db, secret: Buffer, options: { siteId: string; token: string }): Promise<Job> {
  const gone = () => notFound('This job link is not valid any more');
  if (!isUuid(options.siteId)) throw gone();
  const claims = verifyJobToken(secret, options.siteId, options.token);
  if (!claims) throw gone();
  const [row] = await db
    .select({ assignment: issueAssignments, issue: issues, site: sites })
    .from(issueAssignments)
    .innerJoin(issues, eq(issues.id, issueAssignments.issueId))
    .innerJoin(sites, eq(sites.id, issueAssignments.siteId))
    .where(
      and(
        eq(issueAssignments.id, claims.assignmentId),
        eq(issueAssignments.siteId, options.siteId),
        isNull(issueAssignments.revokedAt),
        isNotNull(issueAssignments.contractorEmail),
      ),
    )
    .limit(1);
  if (!row?.assignment.contractorEmail) throw gone();
  return {
    site: row.site,
    issue: row.issue,
    expiresAt: claims.expiresAt,
    actor: { userId: null, label: row.assignment.contractorEmail },
  };
}
