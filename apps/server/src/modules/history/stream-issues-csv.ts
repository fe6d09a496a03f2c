import { Readable } from 'node:stream';
import { dueAt, type ResponseTargets } from '@sitewatch/shared';
import { siteIssuePath } from '@sitewatch/shared/paths';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { issueAssignments, issues, users } from '../../db/schema';
import { issuesCsvHeader, toCsvLine, toIssueCsvLine } from './issues-csv';

/** Rows read per query: memory stays at one batch whatever the size of the export. */
const batchSize = 500;

/** The UTC day range [from 00:00, day after `to` 00:00) of an export. */
export function exportRange(from: string, to: string): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(`${to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}

/**
 * The site's issues created in the range, oldest first, as a CSV stream. Keyset pages on
 * (created_at, id) rather than one big query or OFFSET: each batch is read only when the client
 * has taken the previous one (Readable.from waits for the consumer), so a slow download holds one
 * batch, not the whole export.
 */
export function streamIssuesCsv(
  db: Db,
  options: { siteId: string; start: Date; end: Date; publicUrl: string; targets: ResponseTargets; now?: Date },
): Readable {
  const now = options.now ?? new Date();
  const linkOf = (issueId: string) => new URL(siteIssuePath(options.siteId, issueId), options.publicUrl).toString();
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${toCsvLine(issuesCsvHeader)}`;
    let after: { createdAt: Date; id: string } | null = null;
    while (true) {
      const range = and(
        eq(issues.siteId, options.siteId),
        gte(issues.createdAt, options.start),
        lt(issues.createdAt, options.end),
      );
      const afterLast: SQL | undefined = after
        ? or(gt(issues.createdAt, after.createdAt), and(eq(issues.createdAt, after.createdAt), gt(issues.id, after.id)))
        : undefined;
      const rows: IssueRow[] = await db
        .select()
        .from(issues)
        .where(afterLast ? and(range, afterLast) : range)
        .orderBy(asc(issues.createdAt), asc(issues.id))
        .limit(batchSize);
      if (rows.length > 0) {
        const assignees = await currentAssignees(
          db,
          rows.map((row) => row.id),
        );
        yield rows
          .map((row) =>
            toIssueCsvLine(row, {
              assignee: assignees.get(row.id),
              link: linkOf(row.id),
              dueAt: dueAt(row.createdAt, row.priority, options.targets),
              now,
            }),
          )
          .join('');
      }
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1] as IssueRow;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Who has each issue now: its latest assignment that was not withdrawn (a member's name or email, or a contractor). */
async function currentAssignees(db: Db, issueIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([issueAssignments.issueId], {
      issueId: issueAssignments.issueId,
      contractorEmail: issueAssignments.contractorEmail,
      name: users.name,
      email: users.email,
    })
    .from(issueAssignments)
    .leftJoin(users, eq(users.id, issueAssignments.assigneeUserId))
    .where(and(inArray(issueAssignments.issueId, issueIds), isNull(issueAssignments.revokedAt)))
    .orderBy(issueAssignments.issueId, desc(issueAssignments.createdAt));
  const assignees = new Map<string, string>();
  for (const row of rows) {
    const who = row.contractorEmail ?? row.name ?? row.email;
    if (who) assignees.set(row.issueId, who);
  }
  return assignees;
}
