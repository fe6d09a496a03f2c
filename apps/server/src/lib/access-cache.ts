import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { SiteRow, UserRow } from '../db/row-types';
import { setBounded } from './bounded-map';

/** Where instances tell each other that a session, a user, a membership or a site changed. */
export const accessChangesChannel = 'sitewatch_access_changes';

/** What changed: every cached answer that depends on it is dropped. */
const accessChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), idHash: z.string() }),
  z.object({ kind: z.literal('user'), userId: z.string() }),
  z.object({ kind: z.literal('member'), userId: z.string(), siteId: z.string() }),
  // A site's row changed (renamed, settings, code, removed): its public answer and its memberships go.
  z.object({ kind: z.literal('site'), siteId: z.string() }),
]);
export type AccessChange = z.infer<typeof accessChange>;
/** A change as the cache applied it, or `all` when it dropped every answer (an unreadable notice, missed notices). */
export type HeardAccessChange = AccessChange | { kind: 'all' };

/** A live session as last read from the database. */
export interface CachedSession {
  user: UserRow;
  expiresAt: number;
  lastSeenAt: number;
}

export interface AccessCache {
  /** A counter that moves on every drop: read it before a query, pass it to remember. */
  version(): number;
  findSession(idHash: string): CachedSession | undefined;
  /** Kept only if nothing was dropped since `version` was read, so a lookup racing a logout is not kept. */
  rememberSession(idHash: string, session: CachedSession, version: number): void;
  isMember(userId: string, siteId: string): boolean;
  rememberMember(userId: string, siteId: string, version: number): void;
  /** The site row a visitor's public call checks its code against (site-access.ts). */
  findSite(siteId: string): SiteRow | undefined;
  rememberSite(site: SiteRow, version: number): void;
  /** Drops on this instance at once, then tells the other instances through NOTIFY. */
  announce(change: AccessChange): Promise<void>;
  /**
   * Hears every change the cache applies, announced here or heard from another instance, so that what holds
   * access longer than a request (a live stream) can end it too; the returned function stops hearing.
   */
  onChange(handler: (change: HeardAccessChange) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Stamped<T> {
  value: T;
  storedAt: number;
}

/**
 * Who is signed in and who is a member of which site, so that a signed-in request for a cached list runs
 * no query; and the site rows visitors' public calls are checked against, so that a chat turn runs none
 * either (that lookup was the largest share of a turn's CPU on PGlite). Only positive answers are kept (an
 * unknown session, a non-member or an unknown site is asked again), and every change that takes an answer
 * back (logout, expiry, sign-in, account change, member removed, role changed, site changed) drops it here
 * at once and on the other instances through LISTEN/NOTIFY, as issue changes fan out.
 * The TTL is only a backstop for a notice lost while an instance's listening connection was down: it bounds
 * how long such an instance could still accept an ended session.
 */
export function createAccessCache(options: {
  database: Database;
  log: FastifyBaseLogger;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): AccessCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, Stamped<CachedSession>>();
  const members = new Map<string, Stamped<true>>();
  const sites = new Map<string, Stamped<SiteRow>>();
  let version = 0;
  let unlisten: (() => Promise<void>) | undefined;
  const changeHandlers = new Set<(change: HeardAccessChange) => void>();
  const memberKey = (userId: string, siteId: string) => `${userId}:${siteId}`;

  function fresh<T>(map: Map<string, Stamped<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt >= ttlMs) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  function store<T>(map: Map<string, Stamped<T>>, key: string, value: T, seen: number): void {
    if (seen !== version || !options.database.isListening()) return;
    setBounded(map, key, { value, storedAt: now() }, maxEntries);
  }

  function drop(change: AccessChange): void {
    version += 1;
    if (change.kind === 'session') {
      sessions.delete(change.idHash);
    } else if (change.kind === 'member') {
      members.delete(memberKey(change.userId, change.siteId));
    } else if (change.kind === 'site') {
      sites.delete(change.siteId);
      for (const key of members.keys()) if (key.endsWith(`:${change.siteId}`)) members.delete(key);
    } else {
      for (const [key, entry] of sessions) if (entry.value.user.id === change.userId) sessions.delete(key);
      for (const key of members.keys()) if (key.startsWith(`${change.userId}:`)) members.delete(key);
    }
    tell(change);
  }

  function tell(change: HeardAccessChange): void {
    for (const handler of changeHandlers) {
      try {
        handler(change);
      } catch (error) {
        options.log.error({ err: error, change }, 'access cache: a change handler failed');
      }
    }
  }

  function dropAll(): void {
    version += 1;
    sessions.clear();
    members.clear();
    sites.clear();
  }

  function receive(payload: string): void {
    let change: AccessChange;
    try {
      change = accessChange.parse(JSON.parse(payload));
    } catch {
      // Unreadable: drop everything rather than keep an answer that may have been taken back.
      dropAll();
      options.log.warn({ payload }, 'access cache: a malformed notice cleared the cache');
      tell({ kind: 'all' });
      return;
    }
    drop(change);
  }

  // While the listening connection is down, changes on other instances go unheard: nothing is kept from
  // the moment it drops (store checks isListening), and what was kept meanwhile goes again once it is back.
  let stopHearingGaps: (() => void) | undefined;
  const onGap = (state: 'lost' | 'restored') => {
    dropAll();
    options.log.warn({ state }, `access cache: change notices ${state}, cache cleared`);
    // What was missed meanwhile may have taken access back: held streams end once listening is back (while it is
    // down they hear nothing, issue changes included, as those come by the same connection).
    if (state === 'restored') tell({ kind: 'all' });
  };

  return {
    version: () => version,
    findSession: (idHash) => fresh(sessions, idHash),
    rememberSession: (idHash, session, seen) => store(sessions, idHash, session, seen),
    isMember: (userId, siteId) => fresh(members, memberKey(userId, siteId)) === true,
    rememberMember: (userId, siteId, seen) => store(members, memberKey(userId, siteId), true, seen),
    findSite: (siteId) => fresh(sites, siteId),
    rememberSite: (site, seen) => store(sites, site.id, site, seen),
    async announce(change) {
      drop(change);
      await options.database.notify(accessChangesChannel, JSON.stringify(change)).catch((error: unknown) => {
        // The other instances fall back on the TTL.
        options.log.error({ err: error, change }, 'access cache: could not announce a change');
      });
    },
    onChange(handler) {
      changeHandlers.add(handler);
      return () => {
        changeHandlers.delete(handler);
      };
    },
    async start() {
      stopHearingGaps ??= options.database.onNoticesGap(onGap);
      unlisten ??= await options.database.listen(accessChangesChannel, receive);
    },
    async stop() {
      stopHearingGaps?.();
      stopHearingGaps = undefined;
      await unlisten?.();
      unlisten = undefined;
      dropAll();
    },
  };
}
