import { type CategoryId, categories } from '@sitewatch/shared';
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
] as const;

/** What an export row adds to the issue: who has it now and where a manager opens it. */
export interface IssueCsvExtras {
  /** The assigned member's name (or email), or the contractor's email; empty when nobody has it. */
  assignee: string | undefined;
  link: string;
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
  ]);
}
