import { updateUserLocaleRequest, updateUserRequest, user } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/signed-in-user';
import { listUserSites } from './list-user-sites';
import { updateAccount } from './update-account';
import { updateLocale } from './update-locale';
import { toUserDto } from './user-dto';

/** GET /api/user and POST /api/user (spec section 7); PATCH /api/user takes the browser's language. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/api/user', { preHandler: app.requireUser, schema: { response: { 200: user } } }, async (request, reply) => {
    const current = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return toUserDto(current, await listUserSites(db, current.id));
  });

  r.post(
    '/api/user',
    { preHandler: app.requireUser, schema: { body: updateUserRequest, response: { 200: user } } },
    async (request) => {
      const updated = await updateAccount(db, signedInUser(request).id, request.body);
      // Sessions cached on every instance carry the account: they reread it.
      await app.deps.access.announce({ kind: 'user', userId: updated.id });
      return toUserDto(updated, await listUserSites(db, updated.id));
    },
  );

  r.patch(
    '/api/user',
    { preHandler: app.requireUser, schema: { body: updateUserLocaleRequest, response: { 200: user } } },
    async (request) => {
      const { user: updated, changed } = await updateLocale(db, signedInUser(request), request.body.locale);
      if (changed) await app.deps.access.announce({ kind: 'user', userId: updated.id });
      return toUserDto(updated, await listUserSites(db, updated.id));
    },
  );
}
