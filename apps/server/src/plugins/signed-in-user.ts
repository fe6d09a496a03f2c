import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { LiveSession, SessionUser } from './session-store';

/** The manager set by `app.requireUser`; a route that forgot the preHandler answers 401, never a crash. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return request.user;
}

/** The session `app.requireUser` checked: its user, id hash and end (what a held stream ends with). */
export function signedInSession(request: FastifyRequest): LiveSession {
  if (!request.signedInSession) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return request.signedInSession;
}
