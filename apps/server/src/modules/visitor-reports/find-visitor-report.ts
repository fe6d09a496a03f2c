import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issueReports, issues } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { ReportRow } from '../issues';
import { readStatusToken } from './status-token';

/**
 * The report a status token stands for, with its issue, only at the site the request names. A forged
 * token, another site's report and a deleted one all get the same 404.
 */
export async function findVisitorReport(
  db: Db,
  options: { secret: Buffer; siteId: string; token: string },
): Promise<{ report: ReportRow; issue: IssueRow }> {
  const reportId = readStatusToken(options.secret, options.token);
  if (!reportId) throw notFound('Report not found');
  const [row] = await db
    .select({ report: issueReports, issue: issues })
    .from(issueReports)
    .innerJoin(issues, eq(issues.id, issueReports.issueId))
    .where(and(eq(issueReports.id, reportId), eq(issueReports.siteId, options.siteId)))
    .limit(1);
  if (!row) throw notFound('Report not found');
  return row;
}
