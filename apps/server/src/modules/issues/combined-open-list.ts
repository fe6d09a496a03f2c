import { createHash } from 'node:crypto';
import {
  compareIssues,
  distinctLocations,
  type IssueFilterCriteria,
  type IssueSort,
  type OpenIssueRow,
} from '@sitewatch/shared';
import { setBounded } from '../../lib/bounded-map';
import { type CachedOpenList, createWireForms } from './open-issues-cache';

/** Filtered orders kept per view; the oldest goes first. */
const maxKept = 32;

type Compare = (a: OpenIssueRow, b: OpenIssueRow) => number;

/** Two lists sorted by `compare` as one. */
function mergeTwo(a: readonly OpenIssueRow[], b: readonly OpenIssueRow[], compare: Compare): OpenIssueRow[] {
  const merged: OpenIssueRow[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) merged[k++] = compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) merged[k++] = a[i++]!;
  while (j < b.length) merged[k++] = b[j++]!;
  return merged;
}

/** Sorted lists merged pairwise, so each row is compared about log2(lists) times. */
function mergeSorted(lists: (readonly OpenIssueRow[])[], sort: IssueSort): readonly OpenIssueRow[] {
  const compare = compareIssues(sort);
  let round = lists;
  while (round.length > 1) {
    const next: (readonly OpenIssueRow[])[] = [];
    for (let i = 0; i < round.length; i += 2) {
      const [a, b] = [round[i]!, round[i + 1]];
      next.push(b ? mergeTwo(a, b, compare) : a);
    }
    round = next;
  }
  return round[0] ?? [];
}

/** The ETag of several sites' lists together: it names the sites and their lists' ETags. */
export function combinedEtag(siteIds: readonly string[], lists: readonly CachedOpenList[]): string {
  const hash = createHash('sha1');
  siteIds.forEach((siteId, i) => {
    hash.update(`${siteId} ${lists[i]?.etag}\n`);
  });
  return `W/"${hash.digest('base64url')}"`;
}

/**
 * Several sites' cached open lists as one (the portfolio, issue 29): what the site's route does with one list
 * (the whole body, its ETag and encodings, pages sorted and filtered by the shared rules) it does with this one.
 * Each site's list keeps its own orders and filters through changes; this view only merges them, once per
 * view. The body is the sites' bodies one after another (each newest first): the browser sorts what it shows.
 * Its ETag (`combinedEtag`) changes when any of them does.
 */
export function combineOpenLists(lists: readonly CachedOpenList[], etag: string): CachedOpenList {
  let body: Buffer | undefined;
  const orders = new Map<string, readonly OpenIssueRow[]>();
  let locations: string[] | undefined;
  const combined: CachedOpenList = {
    etag,
    issueCount: lists.reduce((sum, list) => sum + list.issueCount, 0),
    body() {
      if (!body) {
        // Each body is a JSON array; their insides joined make one.
        const inner = lists.map((list) => list.body().subarray(1, -1)).filter((part) => part.length > 0);
        const parts = inner.flatMap((part, i) => (i ? [Buffer.from(','), part] : [part]));
        body = Buffer.concat([Buffer.from('['), ...parts, Buffer.from(']')]);
      }
      return body;
    },
    ...createWireForms(() => combined.body()),
    sorted: (sort) => combined.matching(sort, { priorityIds: [], categoryId: null, location: null }),
    matching(sort: IssueSort, criteria: IssueFilterCriteria) {
      const key = JSON.stringify([sort, criteria]);
      let rows = orders.get(key);
      if (!rows) {
        rows = mergeSorted(
          lists.map((list) => list.matching(sort, criteria)),
          sort,
        );
        setBounded(orders, key, rows, maxKept);
      }
      return rows;
    },
    locations() {
      locations ??= distinctLocations(lists.flatMap((list) => list.locations()).map((location) => ({ location })));
      return locations;
    },
  };
  return combined;
}
