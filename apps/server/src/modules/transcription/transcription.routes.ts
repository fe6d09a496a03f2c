import { transcribeRequest, transcribeResponse } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bodyLimits } from '../../plugins/body-limits';
import { rateLimits } from '../../plugins/rate-limits';
import { publicSiteOf } from '../../plugins/site-access';
import { perSiteRateLimit } from '../../plugins/site-rate-limit';
import { TranscriptionTimeoutError, transcribeRecording } from './transcribe-recording';

/** Longest wait for the transcription service. */
export const transcriptionTimeoutMs = 60_000;

/** POST /api/transcribe {fileKey, language?} → {text} (spec section 7), for a site's visitor. */
export async function transcriptionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, storage, transcriber } = app.deps;
  const limits = rateLimits.transcribe;

  r.post(
    '/api/transcribe',
    {
      schema: { body: transcribeRequest, response: { 200: transcribeResponse } },
      bodyLimit: bodyLimits.transcribe,
      config: { rateLimit: limits.perAddress },
      preHandler: [app.requirePublicSite, perSiteRateLimit(app, limits.perSite)],
    },
    async (request, reply) => {
      const site = publicSiteOf(request);
      if (!transcriber) {
        // The site info says voiceInputAvailable: false, so the page hides the microphone.
        throw new AppError(
          'UNAVAILABLE',
          'Voice input is not available: this server has no transcription service configured (TRANSCRIBE_BASE_URL).',
        );
      }
      const controller = new AbortController();
      const timeout = setTimeout(
        () => controller.abort(new TranscriptionTimeoutError('The transcription service took too long')),
        transcriptionTimeoutMs,
      );
      // A visitor who gave up does not keep the transcription service busy.
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('The visitor disconnected'));
      };
      reply.raw.once('close', onClose);
      try {
        return await transcribeRecording({
          db: database.db,
          storage,
          transcriber,
          siteId: site.id,
          fileKey: request.body.fileKey,
          language: request.body.language,
          signal: controller.signal,
        });
      } finally {
        clearTimeout(timeout);
      }
    },
  );
}
