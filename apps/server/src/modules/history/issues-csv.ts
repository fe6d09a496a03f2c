import { type CategoryId, categories, isOverdue } from '@sitewatch/shared';
import type { IssueRow } from '../../db/row-types';

export const issuesCsvHeader = [
  'id',
  'created_at',
  'closed_at',
  'status',
  'priority',
  'category',
  'title',
  'description',
  'location',
  'language',
  // Added after the first ten, so sheets that read columns by position keep working.
  'category_name',
  'assignee',
  'link',
  // Issue 29: when it was due by the site's response target, and whether it is (or was resolved) past it.
  'due_at',
  'overdue',
] as const;

/** What an export row adds to the issue: who has it now and where a manager opens it. */
export interface IssueCsvExtras {
  /** The assigned member's name (or email), or the contractor's email; empty when nobody has it. */
  assignee: string | undefined;
  link: string;
  /** When the issue was due (shared `dueAt` with the site's targets). */
  dueAt: number;
  /** The export's moment: an open issue is overdue when this is past its due time. */
  now: Date;
}

/** "yes" for an open issue past its due time or one resolved after it; "no" otherwise. */
function overdueField(row: IssueRow, extras: IssueCsvExtras): string {
  return isOverdue(extras.dueAt, row.closedAt ?? extras.now) ? 'yes' : 'no';
}

/**
 * One CSV field (RFC 4180). Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * gets a leading apostrophe: reports are visitors' words, and a visitor must not plant a formula.
 */
export function toCsvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsvLine(fields: ReadonlyArray<string | null | undefined>): string {
  return `${fields.map(toCsvField).join(',')}\r\n`;
}

export function toIssueCsvLine(row: IssueRow, extras: IssueCsvExtras): string {
  const category = Object.hasOwn(categories, row.category) ? categories[row.category as CategoryId].name : row.category;
  return toCsvLine([
    row.id,
    row.createdAt.toISOString(),
    row.closedAt?.toISOString() ?? '',
    row.status,
    row.priority,
    row.category,
    row.title,
    row.description,
    row.location,
    row.language,
    category,
    extras.assignee,
    extras.link,
    new Date(extras.dueAt).toISOString(),
    overdueField(row, extras),
  ]);
}
