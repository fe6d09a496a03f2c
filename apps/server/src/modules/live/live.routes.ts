import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendEventStream } from '../../lib/event-stream';
import { siteParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInSession } from '../../plugins/signed-in-user';
import { createStreamSlots } from '../../plugins/stream-slots';
import { findMemberSite } from '../sites';
import { listUserSites } from '../users';
import { hearRevocations, type StreamHolder } from './stream-revocation';

/** A client that buffers more than this is not reading; it is dropped and reconnects later. */
const maxBufferedBytes = 512 * 1024;
/**
 * A stream ends after this long anyway and the browser reconnects, which checks the session and the membership
 * again. Revocation does not wait for it: a removal, role change, logout, replaced or expired session ends the
 * stream at once on every instance (hearRevocations), and a stream never outlives its session's expiry.
 */
const maxStreamMs = 30 * 60_000;
/** setTimeout's largest delay; a longer one fires at once. */
const maxTimerMs = 2 ** 31 - 1;

export interface LiveRoutesOptions {
  maxStreamMs?: number;
  /** Open live streams per signed-in user (tabs and devices) and per process. */
  maxStreams?: { perUser: number; total: number };
}

/**
 * A manager keeps a few screens open (tabs, a phone, a wall display); a script that opens streams in a
 * loop would otherwise hold one socket, buffer and hub entry each until the process runs out.
 */
const defaultMaxStreams = { perUser: 12, total: 2000 };

/**
 * GET /api/site/{siteId}/issues/events: server-sent events for a site's Live issues screen
 * (members only), and GET /api/issues/events: the same for every site of the user (the portfolio). Each event is `data: {"type":"issue.created"|"issue.resolved"|"issue.updated","issue":{...}}`
 * with the current state.
 */
export async function liveRoutes(app: FastifyInstance, options: LiveRoutesOptions = {}): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Built, started and stopped with the app (app-deps.ts, app.ts); the routes add and remove screens.
  const { liveHub: hub, database } = app.deps;
  const revocations = hearRevocations(app.deps.access, (isRevoked) => hub.closeWhere(isRevoked));
  // Changes heard from before a request's session check: its stream joins the hub only after the checks.
  const marks = new WeakMap<FastifyRequest, number>();
  const { perUser, total } = options.maxStreams ?? defaultMaxStreams;
  const slots = createStreamSlots(
    { perAddress: perUser, total },
    'Too many live views are open for your account; close one and try again.',
  );
  app.addHook('preClose', () => revocations.stop());

  /** Holds the stream open for the holder's sites until it ends, its access is taken back or the client goes. */
  function openStream(request: FastifyRequest, reply: FastifyReply, holder: StreamHolder, session: { endsAt: number }) {
    const releaseSlot = slots.acquire(holder.userId);
    const stream = new PassThrough();
    const remove = hub.add({
      ...holder,
      write: (chunk) => stream.write(chunk) || stream.writableLength < maxBufferedBytes,
      close: () => stream.end(),
    });
    const end = () => {
      remove();
      stream.end();
    };
    // Ends at the session's expiry at the latest: the reconnect then finds it gone and answers 401.
    const endsInMs = Math.min(options.maxStreamMs ?? maxStreamMs, session.endsAt - Date.now(), maxTimerMs);
    const lifetime = setTimeout(end, Math.max(0, endsInMs));
    lifetime.unref();
    reply.raw.on('close', () => {
      releaseSlot();
      clearTimeout(lifetime);
      remove();
      stream.destroy();
    });
    // The browser reconnects after 2 s if the stream drops (and then refetches the list).
    stream.write('retry: 2000\n: connected\n\n');
    // Taken back while the checks ran: ended at once, and the reconnect is checked again.
    if (revocations.revokedSince(marks.get(request) ?? -1, holder)) end();
    return sendEventStream(reply, stream);
  }

  const markRequest = async (request: FastifyRequest) => {
    marks.set(request, revocations.mark());
  };

  r.get(
    '/api/site/:siteId/issues/events',
    {
      onRequest: markRequest,
      preHandler: app.requireUser,
      schema: { params: siteParams },
      config: { rateLimit: rateLimits.liveEvents.perAddress },
    },
    async (request, reply) => {
      const session = signedInSession(request);
      const userId = session.user.id;
      const site = await findMemberSite(database.db, userId, request.params.siteId);
      return openStream(request, reply, { userId, sessionIdHash: session.idHash, siteIds: [site.id] }, session);
    },
  );

  r.get(
    '/api/issues/events',
    // Issue 29: the portfolio's one stream, the changes of every site the user is a member of, under the same
    // slots, rate limit and revocation as a site's.
    { onRequest: markRequest, preHandler: app.requireUser, config: { rateLimit: rateLimits.liveEvents.perAddress } },
    async (request, reply) => {
      const session = signedInSession(request);
      const userId = session.user.id;
      const sites = await listUserSites(database.db, userId);
      const siteIds = sites.map((site) => site.siteId);
      return openStream(request, reply, { userId, sessionIdHash: session.idHash, siteIds, isPortfolio: true }, session);
    },
  );
}
