import { issueSorts, type OpenIssueRow, type PriorityId, sortIssues } from '@sitewatch/shared';
import { makeIssueRow } from '@sitewatch/shared/testing';
import { describe, expect, it } from 'vitest';
import { combinedEtag, combineOpenLists } from './combined-open-list';
import { createOpenIssuesCache } from './open-issues-cache';

const priorities: PriorityId[] = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];

/** Rows of one site: few distinct times and priorities, so ties are common and the id decides. */
function rowsOf(siteId: string, count: number): OpenIssueRow[] {
  return Array.from({ length: count }, (_, i) =>
    makeIssueRow({
      siteId,
      priority: priorities[(i * 7 + siteId.length) % 4],
      createdAt: 1_700_000_000_000 + (i % 5) * 60_000,
      location: i % 3 === 0 ? 'Lobby' : `${siteId} hall`,
    }),
  );
}

describe('combineOpenLists: several sites’ cached lists as one (issue 29)', () => {
  const sites = { a: rowsOf('a', 23), b: rowsOf('b', 0), c: rowsOf('c', 41) } as Record<string, OpenIssueRow[]>;
  const cache = createOpenIssuesCache({ load: async (siteId) => sites[siteId] ?? [] });
  const combined = async (siteIds: string[]) => {
    const lists = await Promise.all(siteIds.map((siteId) => cache.get(siteId)));
    return { lists, list: combineOpenLists(lists, combinedEtag(siteIds, lists)) };
  };
  const all = [...(sites.a ?? []), ...(sites.c ?? [])];

  it('orders every sort and filter exactly as the shared rules order the rows of all its sites', async () => {
    const { list } = await combined(['a', 'b', 'c']);
    expect(list.issueCount).toBe(64);
    for (const sort of issueSorts) {
      expect(list.sorted(sort).map((row) => row.id)).toEqual(sortIssues(all, sort).map((row) => row.id));
      const criteria = { priorityIds: ['HIGH', 'CRITICAL'] as PriorityId[], categoryId: null, location: 'Lobby' };
      const expected = sortIssues(
        all.filter((row) => ['HIGH', 'CRITICAL'].includes(row.priority.id) && row.location === 'Lobby'),
        sort,
      );
      expect(list.matching(sort, criteria).map((row) => row.id)).toEqual(expected.map((row) => row.id));
    }
    expect(list.locations()).toEqual(['a hall', 'c hall', 'Lobby']);
  });

  it("joins the sites' bodies into one JSON array, an empty site's included, and names the lists in its ETag", async () => {
    const { lists, list } = await combined(['a', 'b', 'c']);
    const rows = JSON.parse(list.body().toString()) as OpenIssueRow[];
    expect(rows.map((row) => row.id).sort()).toEqual(all.map((row) => row.id).sort());
    expect(JSON.parse((await combined(['b'])).list.body().toString())).toEqual([]);
    expect(list.etag).toBe(combinedEtag(['a', 'b', 'c'], lists));
    expect(list.etag).not.toBe(combinedEtag(['a', 'c'], [lists[0]!, lists[2]!]));
    expect(list.etag).toMatch(/^W\/"[\w-]+"$/);
  });
});
