import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IssueFilterCriteria, IssueSort, OpenIssueRow } from '@sitewatch/shared';
import { setBounded } from '../../lib/bounded-map';
import { createOpenListContent, type IssueChange, type OpenListContent } from './open-list-content';

const brotliCompress = promisify(zlib.brotliCompress);
/** Page bodies kept per cached list; the oldest goes first. */
const maxPages = 64;
/**
 * Issues changed since the cached copy beyond which it is read whole again rather than row by row (a burst
 * of changes, or a long while without requests on a busy site).
 */
const maxChangedIssues = 500;

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

/** A site's open list as it goes on the wire: serialized once, compressed once per encoding, on first use. */
export interface CachedOpenList {
  /** The JSON body (UTF-8), every row newest first; made on first use, so a page request never pays for it. */
  body(): Buffer;
  /**
   * Weak, because the same list goes out in several encodings; a hash of the rows, so it is stable across
   * instances and restarts for the same rows, and known without serializing the whole list.
   */
  etag: string;
  issueCount: number;
  encoded(encoding: ListEncoding): Promise<Buffer>;
  /**
   * One page's JSON (built by `build` the first time), plain or compressed: kept with the list for the pages
   * asked most recently, so a page asked again is bytes, not a serialization and a compression.
   */
  page(query: string, encoding: ListEncoding | undefined, build: () => string): Promise<Buffer>;
  /** The rows in one sort's order (the shared rule), sorted once and then kept in order through changes. */
  sorted(sort: IssueSort): readonly OpenIssueRow[];
  /**
   * The rows of one sort that match the criteria, in that order: filtered once and then kept through changes
   * (the few filters in use are kept), so a page is a binary search and a slice.
   */
  matching(sort: IssueSort, criteria: IssueFilterCriteria): readonly OpenIssueRow[];
  /** The distinct locations of the open issues, for the Location filter of a paged list. */
  locations(): string[];
}

export interface OpenIssuesCache {
  get(siteId: string): Promise<CachedOpenList>;
  /** One issue of the site changed (created, updated, a report attached, resolved): the next get reads its row. */
  change(siteId: string, issueId: string): void;
  /** The site's list may have changed in ways no issue id names: the next get reads it whole. */
  invalidate(siteId: string): void;
  /** Change notices may have been missed: every list is read whole again. */
  invalidateAll(): void;
  size(): number;
}

/** A list as of a version of its site's changes. */
interface Snapshot {
  version: number;
  list: CachedOpenList;
}

interface Entry {
  /** Counts the changes heard for the site; a snapshot is current when it has this version. */
  version: number;
  /** Snapshots older than this are not brought up to date row by row but read whole (a gap, too many changes). */
  rebuildFrom: number;
  /** The issues changed and the version of each one's latest change, until a kept snapshot includes it. */
  changed: Map<string, number>;
  /** The newest snapshot made. */
  current?: Snapshot;
  /** The snapshot being made, and the version it will have. */
  next?: { version: number; snapshot: Promise<Snapshot> };
}

/**
 * The compressed forms of a list's body and its pages, each made on first use and kept with the list (the
 * pages asked most recently).
 */
export function createWireForms(body: () => Buffer): Pick<CachedOpenList, 'encoded' | 'page'> {
  const encodings = new Map<ListEncoding, Promise<Buffer>>();
  const pages = new Map<string, Promise<Buffer>>();
  return {
    encoded(encoding) {
      let compressed = encodings.get(encoding);
      if (!compressed) {
        compressed = compress(body(), encoding);
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
}

/** The wire side of a content: body, encodings and pages made on first use, once per content. */
function toCachedList(content: OpenListContent): CachedOpenList {
  const list: CachedOpenList = {
    body: () => content.body(),
    etag: content.etag,
    issueCount: content.issueCount,
    sorted: (sort) => content.sorted(sort),
    matching: (sort, criteria) => content.matching(sort, criteria),
    locations: () => content.locations(),
    ...createWireForms(() => content.body()),
  };
  contents.set(list, content);
  return list;
}
const contents = new WeakMap<CachedOpenList, OpenListContent>();

/**
 * The open lists of the sites managers are looking at, kept serialized (and compressed on first use)
 * so that a request costs the membership check and one write, not two queries and a JSON.stringify of
 * thousands of issues. Changes come from the domain events (issue.created, issue.resolved, issue.updated,
 * issue.report-attached, and issue.changed heard from every instance through LISTEN/NOTIFY), never from a
 * timer: each names an issue, and the next request reads that issue's row and applies it to the cached rows
 * (insert, replace or remove). The list is read whole only when it is not cached, after a gap in the
 * notices, or when the changes cannot be applied.
 */
export function createOpenIssuesCache(options: {
  load(siteId: string): Promise<OpenIssueRow[]>;
  /** The open rows of these issues (the list's own mapping); without it every change reads the list whole. */
  loadRows?(siteId: string, issueIds: string[]): Promise<OpenIssueRow[]>;
  /** The least recently used site is dropped beyond this many. */
  maxSites?: number;
  /** False while change notices cannot be heard: lists are then built for each request and not kept. */
  isKeeping?: () => boolean;
  /** Told when changes could not be applied and the list was read whole instead (a bug to look at). */
  onApplyFailed?: (error: unknown) => void;
  /**
   * Start applying a change as soon as it is heard rather than on the next request, so that request usually
   * finds it applied; changes heard while one is being applied are applied together after it.
   */
  isApplyingAtOnce?: boolean;
}): OpenIssuesCache {
  const maxSites = options.maxSites ?? 200;
  const entries = new Map<string, Entry>();

  async function readWhole(siteId: string): Promise<CachedOpenList> {
    return toCachedList(createOpenListContent(await options.load(siteId)));
  }

  /** The list at `version`, from `base` when it can be brought up to date row by row. */
  async function advance(siteId: string, entry: Entry, base: Snapshot | undefined, version: number): Promise<Snapshot> {
    if (!base || base.version < entry.rebuildFrom || !options.loadRows) {
      return { version, list: await readWhole(siteId) };
    }
    // An issue changed again since `version` is read now too: its row is read after both changes, and the later
    // change stays recorded, so the next snapshot reads it once more.
    const ids = [...entry.changed].filter(([, at]) => at > base.version).map(([id]) => id);
    if (ids.length === 0) return { version, list: base.list };
    const rows = await options.loadRows(siteId, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const changes: IssueChange[] = ids.map((id) => ({ id, row: byId.get(id) }));
    const content = contents.get(base.list);
    try {
      if (!content) throw new Error('open list: no content behind a cached list');
      const next = content.withChanges(changes);
      return { version, list: next === content ? base.list : toCachedList(next) };
    } catch (error) {
      options.onApplyFailed?.(error);
      return { version, list: await readWhole(siteId) };
    }
  }

  function keep(entry: Entry, snapshot: Snapshot) {
    if (entry.current && entry.current.version >= snapshot.version) return;
    entry.current = snapshot;
    // Every later snapshot starts from this one (or a newer one), so what it includes is no longer needed.
    for (const [id, at] of entry.changed) if (at <= snapshot.version) entry.changed.delete(id);
  }

  function markRebuild(entry: Entry) {
    entry.version += 1;
    entry.rebuildFrom = entry.version;
    entry.changed.clear();
  }

  /** The site's list as of now: the current snapshot, the one being made for this version, or a new one. */
  function snapshotOf(siteId: string, entry: Entry): Promise<Snapshot> {
    const { version, current, next } = entry;
    if (current?.version === version) return Promise.resolve(current);
    if (next?.version === version) return next.snapshot;
    // A change heard while a snapshot is being made is applied on top of it once it is made: the snapshot
    // (read before the change may have been committed) is never handed out for requests after the change.
    // Without one being made, the read starts now rather than a tick later: on PGlite queries run one at a time in
    // the order sent, and the work that follows a report (webhooks, notifications) would otherwise go first.
    const snapshot = next
      ? next.snapshot.catch(() => entry.current).then((from) => advance(siteId, entry, from, version))
      : advance(siteId, entry, current, version);
    const made = { version, snapshot };
    entry.next = made;
    // A failed read is not kept, nor tried again in the background: the next request tries again from the last
    // snapshot kept.
    snapshot.then(
      (result) => {
        keep(entry, result);
        if (entry.next !== made) return;
        entry.next = undefined;
        // Changes heard while this one was made.
        if (entry.version !== result.version) applySoon(siteId, entry);
      },
      () => {
        if (entry.next === made) entry.next = undefined;
      },
    );
    return snapshot;
  }

  /**
   * With isApplyingAtOnce: brings a cached list up to date in the background, one snapshot at a time (changes
   * heard while one is made wait for it and are applied together). Not while changes cannot be heard.
   */
  function applySoon(siteId: string, entry: Entry) {
    if (!options.isApplyingAtOnce || entry.next || !entry.current) return;
    if (entries.get(siteId) !== entry || (options.isKeeping && !options.isKeeping())) return;
    // A failure is left to the next request, which tries again.
    snapshotOf(siteId, entry).catch(() => {});
  }

  return {
    get(siteId) {
      if (options.isKeeping && !options.isKeeping()) return readWhole(siteId);
      const entry: Entry = entries.get(siteId) ?? { version: 0, rebuildFrom: 0, changed: new Map() };
      setBounded(entries, siteId, entry, maxSites);
      return snapshotOf(siteId, entry).then((snapshot) => snapshot.list);
    },
    change(siteId, issueId) {
      const entry = entries.get(siteId);
      if (!entry) return;
      entry.version += 1;
      entry.changed.set(issueId, entry.version);
      if (entry.changed.size > maxChangedIssues) markRebuild(entry);
      applySoon(siteId, entry);
    },
    invalidate(siteId) {
      const entry = entries.get(siteId);
      if (entry) markRebuild(entry);
    },
    invalidateAll() {
      for (const entry of entries.values()) markRebuild(entry);
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
