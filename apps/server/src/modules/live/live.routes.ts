import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEventStream } from '../../lib/event-stream';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { createStreamSlots } from '../../plugins/stream-slots';
import { findIssueDto } from '../issues/find-site-issue';
import { findMemberSite } from '../sites/find-member-site';
import { LiveHub } from './live-hub';

const siteParams = z.object({ siteId: z.uuid('must be a site id') });

/** A client that buffers more than this is not reading; it is dropped and reconnects later. */
const maxBufferedBytes = 512 * 1024;
/**
 * A stream ends after this long and the browser reconnects, which checks the session and the
 * membership again: a signed-out or removed manager stops receiving within this time.
 */
const maxStreamMs = 30 * 60_000;

const hubs = new WeakMap<object, LiveHub>();

/** The live hub of an app (by its deps), to look at connected screens in tests and diagnostics. */
export function liveHubOf(deps: object): LiveHub | undefined {
  return hubs.get(deps);
}

export interface LiveRoutesOptions {
  heartbeatMs?: number;
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
 * (members only). Each event is `data: {"type":"issue.created"|"issue.resolved"|"issue.updated","issue":{...}}`
 * with the issue's current state.
 */
export async function liveRoutes(app: FastifyInstance, options: LiveRoutesOptions = {}): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  const hub = new LiveHub({
    database,
    events: app.deps.events,
    log: app.log,
    loadIssue: (issueId) => findIssueDto(database.db, issueId),
    heartbeatMs: options.heartbeatMs,
  });
  await hub.start();
  hubs.set(app.deps, hub);
  const { perUser, total } = options.maxStreams ?? defaultMaxStreams;
  const slots = createStreamSlots(
    { perAddress: perUser, total },
    'Too many live views are open for your account; close one and try again.',
  );
  // Open streams never finish on their own: end them before the server waits for connections.
  app.addHook('preClose', async () => hub.stop());

  r.get(
    '/api/site/:siteId/issues/events',
    {
      preHandler: app.requireUser,
      schema: { params: siteParams },
      config: { rateLimit: rateLimits.liveEvents.perAddress },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const site = await findMemberSite(database.db, userId, request.params.siteId);
      const releaseSlot = slots.acquire(userId);
      const stream = new PassThrough();
      const remove = hub.add({
        siteId: site.id,
        write: (chunk) => stream.write(chunk) || stream.writableLength < maxBufferedBytes,
        close: () => stream.end(),
      });
      const lifetime = setTimeout(() => stream.end(), options.maxStreamMs ?? maxStreamMs);
      lifetime.unref();
      reply.raw.on('close', () => {
        releaseSlot();
        clearTimeout(lifetime);
        remove();
        stream.destroy();
      });
      // The browser reconnects after 2 s if the stream drops (and then refetches the list).
      stream.write('retry: 2000\n: connected\n\n');
      return sendEventStream(reply, stream);
    },
  );
}
