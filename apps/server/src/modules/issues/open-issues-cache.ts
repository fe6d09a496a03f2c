import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  distinctLocations,
  hasFilterCriteria,
  type IssueFilterCriteria,
  type IssueSort,
  matchingIssues,
  type OpenIssueRow,
  sortIssues,
} from '@sitewatch/shared';
import { setBounded } from '../../lib/bounded-map';

const brotliCompress = promisify(zlib.brotliCompress);
/** Filtered orders and page bodies kept per cached list; the oldest goes first. */
const maxFilteredOrders = 16;
const maxPages = 64;

/**
 * Brotli at quality 5 is close to its best ratio on JSON for a fraction of the CPU of 11; it runs once per
 * change of the list, in the thread pool.
 */
function compress(body: Buffer, encoding: ListEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompress(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });
}
const gzip = promisify(zlib.gzip);

export type ListEncoding = 'br' | 'gzip';

/** A site's open list as it goes on the wire: serialized once, compressed once per encoding. */
export interface CachedOpenList {
  /** The JSON body (UTF-8). */
  body: Buffer;
  /** Weak, because the same list goes out in several encodings; stable across instances and restarts. */
  etag: string;
  issueCount: number;
  encoded(encoding: ListEncoding): Promise<Buffer>;
  /**
   * One page's JSON (built by `build` the first time), plain or compressed: kept with the list for the pages
   * asked most recently, so a page asked again is bytes, not a serialization and a compression.
   */
  page(query: string, encoding: ListEncoding | undefined, build: () => string): Promise<Buffer>;
  /** The rows in one sort's order (the shared rule), sorted once per change of the list and sort. */
  sorted(sort: IssueSort): readonly OpenIssueRow[];
  /**
   * The rows of one sort that match the criteria, in that order: filtered once per change of the list,
   * sort and filter (the few filters in use are kept), so a page is a binary search and a slice.
   */
  matching(sort: IssueSort, criteria: IssueFilterCriteria): readonly OpenIssueRow[];
  /** The distinct locations of the open issues, for the Location filter of a paged list. */
  locations(): string[];
}

export interface OpenIssuesCache {
  get(siteId: string): Promise<CachedOpenList>;
  /** The site's list changed: the next get builds it again. */
  invalidate(siteId: string): void;
  /** Change notices may have been missed: every list is built again. */
  invalidateAll(): void;
  size(): number;
}

interface Entry {
  /** Dropped by every invalidation, so a build that started before a change is never handed out after it. */
  list?: Promise<CachedOpenList>;
}

/**
 * The open lists of the sites managers are looking at, kept serialized (and compressed on first use)
 * so that a request costs the membership check and one write, not two queries and a JSON.stringify of
 * thousands of issues. Invalidation comes from the domain events (issue.created, issue.resolved, and
 * issue.changed heard from every instance through LISTEN/NOTIFY), never from a timer.
 */
export function createOpenIssuesCache(options: {
  load(siteId: string): Promise<OpenIssueRow[]>;
  /** The least recently used site is dropped beyond this many. */
  maxSites?: number;
  /** False while change notices cannot be heard: lists are then built for each request and not kept. */
  isKeeping?: () => boolean;
}): OpenIssuesCache {
  const maxSites = options.maxSites ?? 200;
  const entries = new Map<string, Entry>();

  const touch = (siteId: string, entry: Entry) => setBounded(entries, siteId, entry, maxSites);

  async function build(siteId: string): Promise<CachedOpenList> {
    const issues = await options.load(siteId);
    const body = Buffer.from(JSON.stringify(issues));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const encodings = new Map<ListEncoding, Promise<Buffer>>();
    const sortedBy = new Map<IssueSort, OpenIssueRow[]>();
    const matchingBy = new Map<string, readonly OpenIssueRow[]>();
    const pages = new Map<string, Promise<Buffer>>();
    let locations: string[] | undefined;
    const list: CachedOpenList = {
      body,
      etag,
      issueCount: issues.length,
      sorted(sort) {
        let rows = sortedBy.get(sort);
        if (!rows) {
          rows = sortIssues(issues, sort);
          sortedBy.set(sort, rows);
        }
        return rows;
      },
      matching(sort, criteria) {
        const sorted = list.sorted(sort);
        if (!hasFilterCriteria(criteria)) return sorted;
        const key = JSON.stringify([
          sort,
          criteria.priorityIds,
          criteria.categoryId,
          criteria.location,
          criteria.createdFrom,
          criteria.createdBefore,
        ]);
        let rows = matchingBy.get(key);
        if (!rows) {
          rows = matchingIssues(sorted, criteria);
          // Bounded: a client sending endless date bounds must not grow the list's memory without end.
          setBounded(matchingBy, key, rows, maxFilteredOrders);
        }
        return rows;
      },
      locations() {
        locations ??= distinctLocations(issues);
        return locations;
      },
      encoded(encoding) {
        let compressed = encodings.get(encoding);
        if (!compressed) {
          compressed = compress(body, encoding);
          encodings.set(encoding, compressed);
        }
        return compressed;
      },
      page(query, encoding, build) {
        const key = `${encoding ?? 'identity'} ${query}`;
        let bytes = pages.get(key);
        if (!bytes) {
          const json = Buffer.from(build());
          bytes = encoding ? compress(json, encoding) : Promise.resolve(json);
          setBounded(pages, key, bytes, maxPages);
        }
        return bytes;
      },
    };
    return list;
  }

  return {
    get(siteId) {
      if (options.isKeeping && !options.isKeeping()) return build(siteId);
      let entry = entries.get(siteId);
      if (!entry) entry = {};
      touch(siteId, entry);
      const cached = entry.list;
      if (cached) return cached;
      const current = entry;
      const list = build(siteId);
      current.list = list;
      // A failed load is not cached: the next request tries again.
      list.catch(() => {
        if (current.list === list) current.list = undefined;
      });
      return list;
    },
    invalidate(siteId) {
      const entry = entries.get(siteId);
      if (entry) entry.list = undefined;
    },
    invalidateAll() {
      for (const entry of entries.values()) entry.list = undefined;
    },
    size: () => entries.size,
  };
}

/** The best encoding the client accepts for a cached list: brotli, then gzip, else none. */
export function pickListEncoding(acceptEncoding: string | undefined): ListEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
