import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UserRow } from '../db/row-types';
import { sessions, users } from '../db/schema';
import type { AccessCache } from '../lib/access-cache';

export const sessionCookieName = 'sw_session';

export interface SessionPolicy {
  idleHours: number;
  maxDays: number;
}

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Creates a session; the returned id (256 random bits) goes only into the cookie. */
export async function createSession(db: Db, userId: string, policy: SessionPolicy, now = new Date()): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashSessionId(sessionId),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.maxDays * 86_400_000),
  });
  return sessionId;
}

export type SessionUser = UserRow;

/** A live session: its user, and when it ends unless it is used again (its absolute or idle expiry, the sooner). */
export interface LiveSession {
  user: SessionUser;
  idHash: string;
  endsAt: number;
}

const idleLimitOf = (lastSeenAt: number, policy: SessionPolicy) => lastSeenAt + policy.idleHours * 3_600_000;

/** How often a live session's last-seen time is written: at most once a minute, to keep writes off the hot path. */
const touchEveryMs = 60_000;

/**
 * The user behind a session id, or null when it is unknown, past its absolute expiry or idle for
 * too long. Expired sessions are deleted; a live one has its last-seen time refreshed (at most once
 * a minute). With an access cache, a session read once is answered from memory, under the same
 * expiry rules, until a change drops it.
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  policy: SessionPolicy,
  options: { cache?: AccessCache; now?: Date } = {},
): Promise<SessionUser | null> {
  return (await findLiveSession(db, sessionId, policy, options))?.user ?? null;
}

/** As findSessionUser, with the session's id hash and when it ends (a live stream ends then too). */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  policy: SessionPolicy,
  options: { cache?: AccessCache; now?: Date } = {},
): Promise<LiveSession | null> {
  const { cache } = options;
  const now = (options.now ?? new Date()).getTime();
  const idHash = hashSessionId(sessionId);
  let session = cache?.findSession(idHash);
  if (!session) {
    const version = cache?.version() ?? 0;
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, idHash))
      .limit(1);
    if (!row) return null;
    session = {
      user: row.user,
      expiresAt: row.session.expiresAt.getTime(),
      lastSeenAt: row.session.lastSeenAt.getTime(),
    };
    cache?.rememberSession(idHash, session, version);
  }
  const idleLimit = idleLimitOf(session.lastSeenAt, policy);
  if (session.expiresAt <= now || idleLimit <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    await cache?.announce({ kind: 'session', idHash });
    return null;
  }
  if (now - session.lastSeenAt > touchEveryMs) {
    // Set before the write, so concurrent requests of this session do not write it again.
    session.lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
  }
  return { user: session.user, idHash, endsAt: Math.min(session.expiresAt, idleLimitOf(session.lastSeenAt, policy)) };
}

export async function deleteSession(db: Db, sessionId: string, cache?: AccessCache): Promise<void> {
  const idHash = hashSessionId(sessionId);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  await cache?.announce({ kind: 'session', idHash });
}
