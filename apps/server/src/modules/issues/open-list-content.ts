import { createHash } from 'node:crypto';
import {
  compareIssues,
  distinctLocations,
  hasFilterCriteria,
  type IssueFilterCriteria,
  type IssueSort,
  matchesIssueFilter,
  type OpenIssueRow,
  sortIssues,
} from '@sitewatch/shared';
import { setBounded } from '../../lib/bounded-map';

/** Filtered orders kept per list; the oldest goes first. */
const maxFilteredOrders = 16;
/**
 * Rows are grouped by id into this many buckets, each hashed on its own, so a change re-hashes ~1/256 of the
 * list for the ETag instead of the whole body (see `etagOf`).
 */
const bucketCount = 256;

/** One issue as it is now: its open row, or none when it is not (or no longer) open on the site. */
export interface IssueChange {
  id: string;
  row: OpenIssueRow | undefined;
}

interface FilteredOrder {
  sort: IssueSort;
  criteria: IssueFilterCriteria;
  rows: readonly OpenIssueRow[];
}

/**
 * The rows of a site's open list and what is derived from them, never changed once made: a change makes a
 * new content that shares what the change left alone, so a request still holding the previous one reads a
 * consistent list. The body, its ETag and every order depend only on the rows, so a content reached by
 * applying changes equals (bytes, ETag, orders) the content built from the same rows read whole.
 */
export interface OpenListContent {
  readonly issueCount: number;
  /** Weak, because the same list goes out in several encodings; stable across instances and restarts. */
  readonly etag: string;
  /** The JSON body (UTF-8): every row, newest first (the `latest` order). Joined on first use. */
  body(): Buffer;
  /** The rows in one sort's order (the shared rule); kept once made and updated by later changes. */
  sorted(sort: IssueSort): readonly OpenIssueRow[];
  /** The rows of one sort that match the criteria, in that order (the few filters in use are kept). */
  matching(sort: IssueSort, criteria: IssueFilterCriteria): readonly OpenIssueRow[];
  /** The distinct locations of the open issues, for the Location filter of a paged list. */
  locations(): string[];
  /** The content after these issues changed: this same content when none of them changed what the list shows. */
  withChanges(changes: readonly IssueChange[]): OpenListContent;
}

/** Each row's JSON, made once per row object (rows are never mutated; a changed issue is a new object). */
const rowJsonCache = new WeakMap<OpenIssueRow, string>();
function rowJson(row: OpenIssueRow): string {
  let json = rowJsonCache.get(row);
  if (json === undefined) {
    json = JSON.stringify(row);
    rowJsonCache.set(row, json);
  }
  return json;
}

function bucketOf(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (Math.imul(hash, 31) + id.charCodeAt(i)) | 0;
  return (hash >>> 0) % bucketCount;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The SHA-1 of a bucket's rows (sorted by id), each row's JSON on its own line; undefined when empty. */
function digestOf(bucket: readonly OpenIssueRow[]): Buffer | undefined {
  if (bucket.length === 0) return undefined;
  const hash = createHash('sha1');
  for (const row of bucket) hash.update(rowJson(row)).update('\n');
  return hash.digest();
}

/**
 * The list's ETag: a hash of the bucket hashes. It names the set of rows (the body's order follows from the
 * rows), so equal content gives the same ETag on every instance however the content was reached.
 */
function etagOf(digests: readonly (Buffer | undefined)[]): string {
  const hash = createHash('sha1');
  const index = Buffer.alloc(2);
  digests.forEach((digest, i) => {
    if (!digest) return;
    index.writeUInt16BE(i);
    hash.update(index).update(digest);
  });
  return `W/"${hash.digest('base64url')}"`;
}

type Compare = (a: OpenIssueRow, b: OpenIssueRow) => number;

/** Where `row` is, or goes, in rows sorted by `compare` (a total order: at most one row compares equal). */
function positionOf(rows: readonly OpenIssueRow[], row: OpenIssueRow, compare: Compare): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(rows[middle] as OpenIssueRow, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One issue's row before and after a change, as far as one order is concerned (absent: not in it). */
type Replacement = readonly [before: OpenIssueRow | undefined, after: OpenIssueRow | undefined];

/** A copy of rows sorted by `compare` with each replacement applied by binary search. */
function replaceSorted(rows: readonly OpenIssueRow[], compare: Compare, replacements: readonly Replacement[]) {
  const next = rows.slice();
  for (const [before, after] of replacements) {
    if (before) {
      const at = positionOf(next, before, compare);
      // Never expected: the caller rebuilds the list whole when a change cannot be applied.
      if (next[at] !== before) throw new Error('open list: a cached row is missing from its order');
      next.splice(at, 1);
    }
    if (after) next.splice(positionOf(next, after, compare), 0, after);
  }
  return next;
}

const filterKey = (sort: IssueSort, criteria: IssueFilterCriteria) =>
  JSON.stringify([
    sort,
    criteria.priorityIds,
    criteria.categoryId,
    criteria.location,
    criteria.createdFrom,
    criteria.createdBefore,
  ]);

interface Parts {
  buckets: readonly (readonly OpenIssueRow[])[];
  digests: readonly (Buffer | undefined)[];
  etag: string;
  orders: Map<IssueSort, readonly OpenIssueRow[]>;
  filtered: Map<string, FilteredOrder>;
  locationCounts: Map<string, number>;
  locations: string[] | undefined;
}

function contentOf(parts: Parts): OpenListContent {
  const { orders, filtered, locationCounts } = parts;
  let body: Buffer | undefined;
  let locations = parts.locations;
  const latest = () => orders.get('latest') as readonly OpenIssueRow[];
  const content: OpenListContent = {
    issueCount: latest().length,
    etag: parts.etag,
    body() {
      // The same bytes as JSON.stringify of the rows, from each row's JSON made once.
      body ??= Buffer.from(`[${latest().map(rowJson).join(',')}]`);
      return body;
    },
    sorted(sort) {
      let rows = orders.get(sort);
      if (!rows) {
        rows = sortIssues(latest(), sort);
        orders.set(sort, rows);
      }
      return rows;
    },
    matching(sort, criteria) {
      const sorted = content.sorted(sort);
      if (!hasFilterCriteria(criteria)) return sorted;
      const key = filterKey(sort, criteria);
      let order = filtered.get(key);
      if (!order) {
        order = { sort, criteria, rows: sorted.filter((row) => matchesIssueFilter(row, criteria)) };
        // Bounded: a client sending endless date bounds must not grow the list's memory without end.
        setBounded(filtered, key, order, maxFilteredOrders);
      }
      return order.rows;
    },
    locations() {
      locations ??= distinctLocations([...locationCounts.keys()].map((location) => ({ location })));
      return locations;
    },
    withChanges(changes) {
      return applyChanges({ ...parts, locations }, changes) ?? content;
    },
  };
  return content;
}

/** The parts after the changes, or undefined when no change alters what the list shows. */
function applyChanges(parts: Parts, changes: readonly IssueChange[]): OpenListContent | undefined {
  const buckets = parts.buckets.slice();
  const digests = parts.digests.slice();
  const replacements: Replacement[] = [];
  for (const { id, row: after } of changes) {
    const index = bucketOf(id);
    const bucket = buckets[index] as readonly OpenIssueRow[];
    const at = positionOf(bucket, { id } as OpenIssueRow, byId);
    const before = bucket[at]?.id === id ? bucket[at] : undefined;
    if (!before && !after) continue;
    if (before && after && rowJson(before) === rowJson(after)) continue;
    const nextBucket = bucket.slice();
    if (before && after) nextBucket[at] = after;
    else if (after) nextBucket.splice(at, 0, after);
    else nextBucket.splice(at, 1);
    buckets[index] = nextBucket;
    digests[index] = digestOf(nextBucket);
    replacements.push([before, after]);
  }
  if (replacements.length === 0) return undefined;

  const orders = new Map<IssueSort, readonly OpenIssueRow[]>();
  for (const [sort, rows] of parts.orders) orders.set(sort, replaceSorted(rows, compareIssues(sort), replacements));
  const filtered = new Map<string, FilteredOrder>();
  for (const [key, order] of parts.filtered) {
    const matches = (row: OpenIssueRow | undefined) =>
      row !== undefined && matchesIssueFilter(row, order.criteria) ? row : undefined;
    const touching = replacements
      .map(([before, after]): Replacement => [matches(before), matches(after)])
      .filter(([before, after]) => before || after);
    // An order the changes do not touch is kept as it is (the same array).
    const rows = touching.length === 0 ? order.rows : replaceSorted(order.rows, compareIssues(order.sort), touching);
    filtered.set(key, { ...order, rows });
  }

  let { locationCounts, locations } = parts;
  for (const [before, after] of replacements) {
    if (before?.location === after?.location) continue;
    if (locationCounts === parts.locationCounts) locationCounts = new Map(locationCounts);
    for (const [row, step] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if (!row) continue;
      const count = (locationCounts.get(row.location) ?? 0) + step;
      if (count > 0) locationCounts.set(row.location, count);
      else locationCounts.delete(row.location);
      // A location that appears or goes changes the Location filter's choices.
      if (count === 0 || (count === 1 && step === 1)) locations = undefined;
    }
  }
  return contentOf({ buckets, digests, etag: etagOf(digests), orders, filtered, locationCounts, locations });
}

/** The content of a list read whole (in any order). */
export function createOpenListContent(rows: readonly OpenIssueRow[]): OpenListContent {
  const grouped: OpenIssueRow[][] = Array.from({ length: bucketCount }, () => []);
  const locationCounts = new Map<string, number>();
  for (const row of rows) {
    grouped[bucketOf(row.id)]?.push(row);
    locationCounts.set(row.location, (locationCounts.get(row.location) ?? 0) + 1);
  }
  for (const bucket of grouped) bucket.sort(byId);
  const digests = grouped.map(digestOf);
  return contentOf({
    buckets: grouped,
    digests,
    etag: etagOf(digests),
    // The rows arrive newest first from the database, so this sort is nearly a single pass.
    orders: new Map([['latest', sortIssues(rows, 'latest')]]),
    filtered: new Map(),
    locationCounts,
    locations: undefined,
  });
}
