import { siteIssuePath } from '@sitewatch/shared/paths';
import { describe, expect, it } from 'vitest';
import type { IssueRow } from '../../db/row-types';
import { toCsvField, toIssueCsvLine } from './issues-csv';

describe('issues CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsvField('plain')).toBe('plain');
    expect(toCsvField('a, b')).toBe('"a, b"');
    expect(toCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsvField(null)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(toCsvField('+1')).toBe("'+1");
    expect(toCsvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes one issue as one CRLF-terminated line in header order', () => {
    const row = {
      id: 'i1',
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      closedAt: null,
      status: 'OPEN',
      priority: 'HIGH',
      category: 'PLUMBING',
      title: 'Leak',
      description: 'Water, everywhere',
      location: 'Toilets',
      language: 'en',
    } as IssueRow;
    const extras = {
      assignee: 'Pat Plumber',
      link: `https://sitewatch.example${siteIssuePath('s1', 'i1')}`,
      dueAt: Date.parse('2026-01-02T07:04:05.000Z'),
      now: new Date('2026-01-02T08:00:00.000Z'),
    };
    expect(toIssueCsvLine(row, extras)).toBe(
      'i1,2026-01-02T03:04:05.000Z,,OPEN,HIGH,PLUMBING,Leak,"Water, everywhere",Toilets,en,Plumbing,Pat Plumber,' +
        `https://sitewatch.example${siteIssuePath('s1', 'i1')},2026-01-02T07:04:05.000Z,yes\r\n`,
    );
    // Still inside its target at the export's moment; resolved before it was due.
    expect(toIssueCsvLine(row, { ...extras, now: new Date('2026-01-02T07:00:00.000Z') })).toMatch(/,no\r\n$/);
    const resolvedInTime = { ...row, status: 'RESOLVED', closedAt: new Date('2026-01-02T06:00:00.000Z') } as IssueRow;
    expect(toIssueCsvLine(resolvedInTime, extras)).toMatch(/,no\r\n$/);
    // Nobody assigned: an empty field, not "undefined".
    expect(toIssueCsvLine(row, { ...extras, assignee: undefined })).toContain(',Plumbing,,https://');
  });
});
