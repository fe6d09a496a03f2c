import { describe, expect, it } from 'vitest';
import { expectReaderAgreesWithSchema } from '../test-support/schema-agreement';
import type { Issue } from './issue';
import { liveIssueEvent } from './live-issue-event';
import { type OpenIssueRow, openIssuesAnswer } from './open-list';
import { readLiveIssueEvent, readOpenIssuesAnswer, toOpenIssueRow } from './open-list-rows';

const row: OpenIssueRow = {
  id: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001',
  siteId: '11111111-1111-4111-8111-111111111111',
  title: 'Hace falta papel',
  location: 'Aseos',
  createdAt: 1_767_614_400_000,
  status: 'OPEN',
  priority: { id: 'MEDIUM', level: 2 },
  category: { id: 'CLEANING' },
  language: 'es',
  reportCount: 3,
  translation: { language: 'en', title: 'Paper needed', location: 'Toilets' },
};
const { language: _language, reportCount: _reportCount, translation: _translation, ...plainRow } = row;

const issue: Issue = {
  ...row,
  status: 'RESOLVED',
  description: 'No hay papel',
  closedAt: 1_767_618_000_000,
  photos: [{ id: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c002' }],
  translation: { language: 'en', title: 'Paper needed', description: 'There is no paper', location: 'Toilets' },
};

describe('readOpenIssuesAnswer', () => {
  it('accepts and refuses what openIssuesAnswer does, field by field', () => {
    expectReaderAgreesWithSchema(readOpenIssuesAnswer, openIssuesAnswer, [
      [row, plainRow],
      { issues: [row], nextCursor: 'WyJwIiwyXQ', matchCount: 120, locations: ['Aseos'] },
      { issues: [], nextCursor: null, matchCount: 0 },
    ]);
  });

  it('refuses anything that is neither a list nor a page', () => {
    for (const json of [null, 'rows', 3, {}, [null]]) expect(readOpenIssuesAnswer(json)).toBeNull();
  });
});

describe('readLiveIssueEvent', () => {
  it('accepts and refuses what liveIssueEvent does, field by field', () => {
    expectReaderAgreesWithSchema(readLiveIssueEvent, liveIssueEvent, [
      { type: 'issue.resolved', issue },
      { type: 'issue.created', issue: { ...plainRow, description: '', photos: [] } },
    ]);
  });
});

describe('toOpenIssueRow', () => {
  it('keeps what the row shows and leaves the rest of the issue', () => {
    expect(toOpenIssueRow(issue)).toEqual({
      ...row,
      status: 'RESOLVED',
      translation: { language: 'en', title: 'Paper needed', location: 'Toilets' },
    });
    expect(toOpenIssueRow({ ...plainRow, description: '', photos: [] })).toEqual(plainRow);
  });
});
