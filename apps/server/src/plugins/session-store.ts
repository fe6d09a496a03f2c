import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UserRow } from '../db/row-types';
import { sessions, users } from '../db/schema';

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

/**
 * The user behind a session id, or null when it is unknown, past its absolute expiry or idle for
 * too long. Expired sessions are deleted; a live one has its last-seen time refreshed (at most
 * once a minute, to keep writes off the hot path).
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionUser | null> {
  const idHash = hashSessionId(sessionId);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row) return null;
  const idleLimit = row.session.lastSeenAt.getTime() + policy.idleHours * 3_600_000;
  if (row.session.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(sessionId)));
}
