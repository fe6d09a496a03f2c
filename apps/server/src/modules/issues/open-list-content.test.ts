import {
  emptyIssueFilter,
  type IssueFilterCriteria,
  issueFilterCriteria,
  issueSorts,
  type OpenIssueRow,
  type PriorityId,
  priorities,
  sortIssues,
} from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { type SeededRandom, seededRandom } from '../../../test/support/seeded-random';
import { createOpenListContent, type OpenListContent } from './open-list-content';

const priorityIds = Object.keys(priorities) as PriorityId[];
const locations = ['Lobby', 'Car park', 'Aisle 3', 'Toilets'];

function makeRow(random: SeededRandom, id: string): OpenIssueRow {
  const priority = random.pick(priorityIds);
  const reportCount = random.pick([1, 1, 2, 3]);
  return {
    id,
    siteId: 'site',
    title: `Leak ${Math.floor(random.next() * 1000)}`,
    location: random.pick(locations),
    // Few distinct times, so ties are common and the id decides.
    createdAt: 1_700_000_000_000 + Math.floor(random.next() * 5) * 1000,
    status: 'OPEN',
    priority: { id: priority, level: priorities[priority].level },
    category: { id: random.pick(['CLEANING', 'SECURITY', 'IT'] as const) },
    ...(reportCount > 1 ? { reportCount } : {}),
  };
}

const sampleCriteria: IssueFilterCriteria[] = [
  issueFilterCriteria({ ...emptyIssueFilter, location: 'Lobby' }),
  issueFilterCriteria({ ...emptyIssueFilter, priorityIds: ['HIGH', 'CRITICAL'] }),
  { ...issueFilterCriteria({ ...emptyIssueFilter, categoryId: 'CLEANING' }), createdFrom: 1_700_000_002_000 },
];

/** Everything a reader can see of a content, for comparison with another. */
function viewOf(content: OpenListContent) {
  return {
    etag: content.etag,
    issueCount: content.issueCount,
    body: content.body().toString(),
    sorted: issueSorts.map((sort) => content.sorted(sort).map((row) => row.id)),
    matching: issueSorts.flatMap((sort) =>
      sampleCriteria.map((criteria) => content.matching(sort, criteria).map((row) => row.id)),
    ),
    locations: content.locations(),
  };
}

describe('open list content', () => {
  it('after any sequence of changes equals the content read whole from the same rows', () => {
    for (const seed of [1, 2, 3, 4]) {
      const random = seededRandom(seed);
      const rows = new Map<string, OpenIssueRow>();
      for (let i = 0; i < 30; i++) rows.set(`issue-${i}`, makeRow(random, `issue-${i}`));
      let content = createOpenListContent([...rows.values()]);
      // Some orders are made before the changes (and must be kept in order), some only after.
      viewOf(content);
      for (let step = 0; step < 150; step++) {
        const id = `issue-${Math.floor(random.next() * 45)}`;
        const roll = random.next();
        if (roll < 0.3) rows.delete(id);
        else if (roll < 0.4 && rows.has(id)) {
          // Read again unchanged (the echo of this instance's own notice): nothing changes.
        } else rows.set(id, makeRow(random, id));
        const before = content;
        content = content.withChanges([{ id, row: rows.get(id) }]);
        const rebuilt = createOpenListContent(sortIssues([...rows.values()], 'oldest'));
        expect(viewOf(content), `seed ${seed}, step ${step}`).toEqual(viewOf(rebuilt));
        if (before.etag === content.etag) expect(content).toBe(before);
      }
    }
  });

  it('keeps the same content, bytes and ETag when a change leaves the rows as they were', () => {
    const random = seededRandom(9);
    const row = makeRow(random, 'a');
    const content = createOpenListContent([row, makeRow(random, 'b')]);
    expect(content.withChanges([{ id: 'a', row: { ...row } }])).toBe(content);
    expect(content.withChanges([{ id: 'gone', row: undefined }])).toBe(content);
    const changed = content.withChanges([{ id: 'a', row: { ...row, title: `${row.title}!` } }]);
    expect(changed.etag).not.toBe(content.etag);
    expect(changed.body().toString()).toBe(JSON.stringify(changed.sorted('latest')));
  });
});
