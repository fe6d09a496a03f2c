import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { SessionUser } from './session-store';

/** The manager set by `app.requireUser`; a route that forgot the preHandler answers 401, never a crash. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return request.user;
}
