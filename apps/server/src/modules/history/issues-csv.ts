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
] as const;

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

export function toIssueCsvLine(row: IssueRow): string {
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
  ]);
}
