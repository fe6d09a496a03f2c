import cookie from '@fastify/cookie';
import { csrfHeaderName, csrfHeaderValue } from '@sitewatch/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import {
  createSession,
  deleteSession,
  findLiveSession,
  type LiveSession,
  type SessionPolicy,
  type SessionUser,
  sessionCookieName,
} from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser: the signed-in manager. */
    user: SessionUser | null;
    /** Set by requireUser: the session it was checked by (what a held stream ends with). */
    signedInSession: LiveSession | null;
  }
  interface FastifyInstance {
    /** preHandler for every manager route: 401 without a live session, 403 on a cross-site write. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Starts a session for the user and sets the httpOnly SameSite cookie. */
    startSession: (reply: FastifyReply, userId: string) => Promise<void>;
    /** Deletes the request's session server-side and clears the cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence: the cookie is SameSite=Lax, and every state-changing
 * request must carry a custom header, which a cross-site form or fetch cannot send without a
 * CORS preflight (which this server never grants).
 */
export function assertSameSiteWrite(request: FastifyRequest): void {
  if (safeMethods.has(request.method)) return;
  if (request.headers[csrfHeaderName] !== csrfHeaderValue) {
    throw new AppError('FORBIDDEN', `Missing ${csrfHeaderName} header`);
  }
}

export async function registerSession(app: FastifyInstance): Promise<void> {
  const { config, database, access } = app.deps;
  const policy: SessionPolicy = { idleHours: config.SESSION_IDLE_HOURS, maxDays: config.SESSION_MAX_DAYS };
  const secure = config.PUBLIC_URL.startsWith('https:');
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('signedInSession', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    assertSameSiteWrite(request);
    const sessionId = request.cookies[sessionCookieName];
    const session = sessionId ? await findLiveSession(database.db, sessionId, policy, { cache: access }) : null;
    if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in');
    request.user = session.user;
    request.signedInSession = session;
  });

  app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
    const sessionId = await createSession(database.db, userId, policy);
    reply.setCookie(sessionCookieName, sessionId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: policy.maxDays * 86_400,
    });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = request.cookies[sessionCookieName];
    if (sessionId) await deleteSession(database.db, sessionId, access);
    reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });
}
