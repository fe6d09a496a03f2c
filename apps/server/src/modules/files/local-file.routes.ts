import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type LocalFileStorage, localFilesPathPrefix } from '../../adapters/storage/local-storage';
import { isValidStorageKey } from '../../adapters/storage/storage-key';
import { files } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { exemptFromBodyBudget } from '../../plugins/body-budget';
import { receiveLocalUpload } from './receive-local-upload';

const signedQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
  type: z.string().max(100).optional(),
});

function keyFromParams(params: unknown): string {
  const key = (params as { '*'?: string })['*'] ?? '';
  if (!isValidStorageKey(key)) throw notFound('File not found');
  return key;
}

/** The PUT and GET behind local storage's signed URLs; the signature is the permission (no session). */
export async function localFileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  const storage = app.deps.storage as LocalFileStorage;

  // Bodies of any type arrive as the raw stream: receiveLocalUpload checks, limits and sniffs them itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // A photo of up to 10 MB arrives here, unparsed: its signature and receiveLocalUpload's size check limit it.
  const upload = { schema: { querystring: signedQuery }, config: exemptFromBodyBudget };
  r.put(`${localFilesPathPrefix}*`, upload, async (request) => {
    const length = request.headers['content-length'];
    return receiveLocalUpload({
      db: database.db,
      storage,
      upload: {
        key: keyFromParams(request.params),
        expires: request.query.expires,
        signature: request.query.signature,
        signedType: request.query.type || undefined,
        contentTypeHeader: request.headers['content-type'],
        contentLength: length === undefined ? undefined : Number(length),
        body: request.body as Readable,
      },
    });
  });

  r.get(`${localFilesPathPrefix}*`, { schema: { querystring: signedQuery } }, async (request, reply) => {
    const key = keyFromParams(request.params);
    const check = storage.signer.verify(
      { method: 'GET', key, expires: request.query.expires, contentType: '' },
      request.query.signature,
    );
    if (!check.ok) {
      throw new AppError('FORBIDDEN', check.reason === 'expired' ? 'This link has expired' : 'This link is not valid');
    }
    const [row] = await database.db.select().from(files).where(eq(files.key, key)).limit(1);
    if (!row || (row.status !== 'stored' && row.status !== 'attached')) throw notFound('File not found');
    const opened = await storage.openReadStream(key);
    if (!opened) throw notFound('File not found');
    const secondsLeft = Math.max(0, request.query.expires - Math.floor(Date.now() / 1000));
    return reply
      .header('content-type', row.contentType ?? 'application/octet-stream')
      .header('content-length', opened.sizeBytes)
      .header('content-disposition', 'inline')
      .header('cache-control', `private, max-age=${secondsLeft}`)
      .send(opened.stream);
  });
}
