import { chatRequest } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChatTimeoutError } from '../../adapters/assistant/port/chat-engine';
import { sendEventStream, toEventStream } from '../../lib/event-stream';
import { publicSiteParams } from '../../lib/route-params';
import { bodyLimits } from '../../plugins/body-limits';
import { rateLimits } from '../../plugins/rate-limits';
import { publicSiteOf } from '../../plugins/site-access';
import { perSiteRateLimit } from '../../plugins/site-rate-limit';
import { chatTurnAtOnce, endStreamOnError, streamChatTurn } from './chat-stream';
import { createChatPhotoLoader } from './load-chat-photo';

/** Longest a chat turn may take before the engine is stopped (it then apologises). */
export const chatTurnTimeoutMs = 90_000;

class ClientGoneError extends Error {
  override name = 'ClientGoneError';
}

/** POST /api/public/site/{siteId}/issue-reporting/chat: one assistant turn as a server-sent event stream. */
export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, database, storage, chatEngine: engine } = app.deps;
  const limits = rateLimits.chat;
  app.log.info({ engine: engine.kind, provider: config.AI_PROVIDER }, 'chat assistant ready');

  r.post(
    '/api/public/site/:siteId/issue-reporting/chat',
    {
      schema: { params: publicSiteParams, body: chatRequest },
      bodyLimit: bodyLimits.chat,
      config: { rateLimit: limits.perAddress },
      // Only JSON is compressed (plugins/compression.ts), never an event stream: skip the per-answer check.
      compress: false,
      preHandler: [app.requirePublicSite, perSiteRateLimit(app, limits.perSite)],
    },
    async (request, reply) => {
      const site = publicSiteOf(request);
      const turn = {
        messages: request.body.messages,
        language: request.body.language,
        submittedDraftIds: new Set(request.body.submittedDraftIds ?? []),
        site: { name: site.name, purpose: site.purpose, operatingHours: site.operatingHours },
      };
      const onEngineError = (error: unknown) =>
        request.log.warn({ err: error }, 'chat engine failed; the visitor got an apology');
      // A turn the engine answers at once needs no stream slot, timeout or abort signal: it is over now.
      if (engine.replyAtOnce) return sendEventStream(reply, chatTurnAtOnce(engine.replyAtOnce, turn, onEngineError));

      // Throws 429 (this address holds too many) or 503 (this process holds too many) before any work.
      const releaseSlot = app.streamSlots.acquire(request.ip);

      // Stop the engine (and its provider call) when the visitor disconnects or the turn runs too long.
      const controller = new AbortController();
      const timeout = setTimeout(
        () => controller.abort(new ChatTimeoutError('The chat turn took too long')),
        chatTurnTimeoutMs,
      );
      reply.raw.once('close', () => {
        releaseSlot();
        clearTimeout(timeout);
        if (!reply.raw.writableFinished) controller.abort(new ClientGoneError('The visitor disconnected'));
      });

      const chunks = streamChatTurn(
        engine,
        {
          ...turn,
          signal: controller.signal,
          loadPhoto: createChatPhotoLoader({ db: database.db, storage, siteId: site.id }),
        },
        onEngineError,
      );
      async function* withCleanup() {
        try {
          yield* endStreamOnError(chunks, request.body.language, (error) =>
            request.log.error({ err: error }, 'chat stream failed after it started'),
          );
        } finally {
          clearTimeout(timeout);
        }
      }

      return sendEventStream(reply, await toEventStream(withCleanup()));
    },
  );
}
