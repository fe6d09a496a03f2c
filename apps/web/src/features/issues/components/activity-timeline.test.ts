import type { IssueActivity } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity-timeline';

const entry = (
  kind: IssueActivity['kind'],
  actor: string | null,
  details: Record<string, unknown> = {},
): IssueActivity => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind,
  actor,
  details,
  createdAt: 0,
});

describe('describeActivity', () => {
  it('says what happened and who did it, in plain words', () => {
    expect(describeActivity(entry('reported', null, { language: 'pl' }))).toBe('Reported via chat (language: pl)');
    expect(describeActivity(entry('triaged', null, { priorityId: 'HIGH', categoryId: 'MECHANICAL_ELECTRICAL' }))).toBe(
      'Triaged: High priority, Mechanical & Electrical',
    );
    expect(describeActivity(entry('triage_changed', 'Dana', { priorityId: 'CRITICAL', categoryId: 'PLUMBING' }))).toBe(
      'Dana changed triage to Critical priority, Plumbing',
    );
    expect(describeActivity(entry('assigned', 'Dana', { assignee: 'fix@example.com', contractor: true }))).toBe(
      'Dana assigned it to fix@example.com (contractor)',
    );
    expect(describeActivity(entry('note', 'fix@example.com', { text: 'On my way' }))).toBe(
      'fix@example.com: On my way',
    );
    expect(describeActivity(entry('photo', 'fix@example.com'))).toBe('fix@example.com added a photo');
    expect(describeActivity(entry('resolved', 'fix@example.com'))).toBe('Resolved by fix@example.com');
    expect(describeActivity(entry('resolved', null))).toBe('Resolved');
  });
});
