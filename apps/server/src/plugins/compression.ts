import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON answers smaller than this go out as they are: compressing them costs more than it saves. */
export const compressThresholdBytes = 2048;

/**
 * Brotli or gzip for JSON answers above the threshold. Answers that are already compressed (the cached
 * open list, the prebuilt web assets) pass through; event streams are never buffered by a compressor.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: compressThresholdBytes,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    // Quality 4 keeps brotli's CPU close to gzip's on answers built per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
