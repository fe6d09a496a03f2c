import { describe, expect, it } from 'vitest';
import { makeIssueRow } from '../testing';
import { type IssueFilterCriteria, issueFilterCriteria, matchesIssueFilter } from './filter-issues';
import { emptyIssueFilter, type IssueSort, issueSorts } from './filters';
import { type OpenIssueRow, openIssuesQuery } from './open-list';
import {
  belongsToLoadedPages,
  decodeOpenListCursor,
  encodeOpenListCursor,
  type OpenListPage,
  openListSearchParams,
  pageOpenIssues,
} from './open-list-paging';
import { type PriorityId, priorityIds } from './priorities';
import { compareIssues, type IssueSortKey, sortIssues } from './sort-issues';

/** A small deterministic generator, so a failure names the same rows every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const start = new Date(2026, 0, 1).getTime();
function makeRows(count: number, seed = 1) {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    makeIssueRow({
      priority: priorityIds[Math.floor(next() * 4)] as PriorityId,
      // Few distinct times, so ties on level and time are common and the id decides.
      createdAt: start + Math.floor(next() * 20) * 60_000,
      location: next() < 0.5 ? 'Car park' : 'Lobby',
    }),
  );
}

const any: IssueFilterCriteria = issueFilterCriteria(emptyIssueFilter);

function pageThrough(rows: ReturnType<typeof makeRows>, sort: IssueSort, criteria: IssueFilterCriteria, limit: number) {
  const sorted = sortIssues(rows, sort);
  const seen = [];
  let cursor: string | null = null;
  do {
    const after: IssueSortKey | undefined = cursor ? decodeOpenListCursor(cursor)?.key : undefined;
    const page: OpenListPage<OpenIssueRow> = pageOpenIssues(sorted, { sort, criteria, after, limit });
    seen.push(...page.issues);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('pageOpenIssues: the server pages with the list rules', () => {
  it.each(issueSorts)('pages through %s without gaps or repeats, in the order the web list sorts', (sort) => {
    const rows = makeRows(237);
    for (const limit of [1, 7, 100, 500]) {
      const paged = pageThrough(rows, sort, any, limit);
      expect(paged.map((row) => row.id)).toEqual(sortIssues(rows, sort).map((row) => row.id));
    }
  });

  it('filters by the same predicate as the web list and counts every match', () => {
    const rows = makeRows(300, 7);
    const criteria: IssueFilterCriteria = { ...any, priorityIds: ['HIGH', 'CRITICAL'], location: 'Lobby' };
    const expected = sortIssues(
      rows.filter((row) => matchesIssueFilter(row, criteria)),
      'latest',
    );
    expect(pageThrough(rows, 'latest', criteria, 9).map((row) => row.id)).toEqual(expected.map((row) => row.id));
    const first = pageOpenIssues(sortIssues(rows, 'latest'), { sort: 'latest', criteria, limit: 9 });
    expect(first.matchCount).toBe(expected.length);
  });

  it('the last page has no cursor, and a page that fills exactly to the end has none either', () => {
    const rows = makeRows(10);
    const sorted = sortIssues(rows, 'oldest');
    expect(pageOpenIssues(sorted, { sort: 'oldest', criteria: any, limit: 10 }).nextCursor).toBeNull();
    expect(pageOpenIssues(sorted, { sort: 'oldest', criteria: any, limit: 9 }).nextCursor).not.toBeNull();
    expect(pageOpenIssues([], { sort: 'oldest', criteria: any, limit: 9 })).toEqual({
      issues: [],
      nextCursor: null,
      matchCount: 0,
    });
  });

  it('issues created and resolved between pages: no row repeats, none present throughout is skipped', () => {
    for (const sort of issueSorts) {
      let rows = makeRows(120, 3);
      const stayed = new Set(rows.map((row) => row.id));
      const seen: string[] = [];
      let cursor: string | null = null;
      const next = random(11);
      do {
        const after: IssueSortKey | undefined = cursor ? decodeOpenListCursor(cursor)?.key : undefined;
        const page: OpenListPage<OpenIssueRow> = pageOpenIssues(sortIssues(rows, sort), {
          sort,
          criteria: any,
          after,
          limit: 13,
        });
        seen.push(...page.issues.map((row) => row.id));
        cursor = page.nextCursor;
        // Between two requests: a few resolved (anywhere), a few new ones (any time, any priority).
        const resolved = rows.filter(() => next() < 0.05).map((row) => row.id);
        for (const id of resolved) stayed.delete(id);
        rows = rows.filter((row) => !resolved.includes(row.id)).concat(makeRows(3, Math.floor(next() * 1000)));
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of stayed) expect(seen).toContain(id);
    }
  });
});

describe('the cursor contract', () => {
  it('round-trips the sort and the last row key, and refuses anything else', () => {
    const row = makeIssueRow({ priority: 'HIGH', createdAt: 1_767_225_600_000 });
    const cursor = encodeOpenListCursor('latest', row);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeOpenListCursor(cursor)).toEqual({
      sort: 'latest',
      key: { id: row.id, createdAt: row.createdAt, priority: { level: 3 } },
    });
    for (const bad of ['', 'x', btoa('[1,2,3,4]'), btoa('["q",1,2,"a"]'), btoa('["l",1.5,2,"a"]'), btoa('{}')]) {
      expect(decodeOpenListCursor(bad)).toBeNull();
    }
  });

  it('the query schema refuses a foreign cursor or one of another sort, with the field named', () => {
    const cursor = encodeOpenListCursor('oldest', makeIssueRow());
    expect(openIssuesQuery.safeParse({ limit: '10', sort: 'oldest', cursor }).success).toBe(true);
    const otherSort = openIssuesQuery.safeParse({ limit: '10', sort: 'latest', cursor });
    expect(otherSort.error?.issues[0]?.path).toEqual(['cursor']);
    expect(openIssuesQuery.safeParse({ limit: '10', cursor: 'garbage' }).error?.issues[0]?.path).toEqual(['cursor']);
    expect(openIssuesQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(openIssuesQuery.safeParse({ priority: 'HIGH,URGENT' }).success).toBe(false);
  });

  it('the web asks with the query the server reads back to the same criteria', () => {
    const criteria: IssueFilterCriteria = {
      priorityIds: ['LOW', 'CRITICAL'],
      categoryId: 'IT',
      location: 'Car park, level 2',
      createdFrom: 1000,
      createdBefore: 2000,
      siteIds: ['8d0f5c2e-3f1a-4c55-9a43-2f0c1b6a7e10', '0b6f1d6e-94c3-4f7e-8d7a-5a1e2c3b4d5f'],
    };
    const cursor = encodeOpenListCursor('oldest', makeIssueRow());
    const params = openListSearchParams({ sort: 'oldest', criteria, limit: 50, cursor });
    const parsed = openIssuesQuery.parse(Object.fromEntries(params));
    expect(parsed).toEqual({
      limit: 50,
      sort: 'oldest',
      cursor,
      priority: ['LOW', 'CRITICAL'],
      category: 'IT',
      location: 'Car park, level 2',
      createdFrom: 1000,
      createdBefore: 2000,
      siteId: criteria.siteIds,
    });
    // The portfolio's Site filter (issue 29) is checked: ids only, comma-separated.
    expect(openIssuesQuery.safeParse({ siteId: 'not-a-site' }).error?.issues[0]?.path).toEqual(['siteId', 0]);
    expect(openIssuesQuery.parse({}).siteId).toEqual([]);
  });
});

describe('belongsToLoadedPages: where a live change goes', () => {
  const rows = sortIssues(makeRows(20, 5), 'highestPriority');
  const lastLoaded = rows[9]!;
  it('a row sorting before the last loaded row joins the loaded ones; a later one waits for its page', () => {
    const compare = compareIssues('highestPriority');
    for (const row of rows) {
      expect(belongsToLoadedPages(row, { sort: 'highestPriority', lastLoaded, hasMore: true })).toBe(
        compare(row, lastLoaded) < 0,
      );
    }
  });
  it('once the last page is in, every row belongs', () => {
    expect(belongsToLoadedPages(rows[19]!, { sort: 'highestPriority', lastLoaded, hasMore: false })).toBe(true);
  });
});
