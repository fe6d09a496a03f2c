import { maxUploadBytes, uploadFolder, uploadTarget } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimits } from '../../plugins/rate-limits';
import { publicSiteOf } from '../../plugins/site-access';
import { createUploadTarget } from './create-upload-target';
import { ensureFileStored } from './ensure-file-stored';
import { localFileRoutes } from './local-file.routes';
import { normalizeContentType } from './sniff-content-type';

const folderParams = z.object({ folder: uploadFolder });
const uploadQuery = z.object({
  /** Optional: binds the URL to one type (S3 then refuses any other Content-Type). */
  contentType: z.string().max(100).optional(),
});
const confirmBody = z.object({ key: z.string().min(1).max(300) });
const storedFile = z.object({ key: z.string(), contentType: z.string(), sizeBytes: z.number() });

/** Spec section 7 upload calls: GET a signed URL for a site's folder, PUT the bytes there. */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, storage } = app.deps;

  r.get(
    '/api/files/upload/:folder',
    {
      preHandler: app.requirePublicSite,
      // Each URL creates a row: a script must not fill the table.
      config: { rateLimit: rateLimits.uploadTarget.perAddress },
      schema: { params: folderParams, querystring: uploadQuery, response: { 200: uploadTarget } },
    },
    async (request) => {
      const site = publicSiteOf(request);
      const contentType = normalizeContentType(request.query.contentType);
      return createUploadTarget({
        db: database.db,
        storage,
        siteId: site.id,
        folder: request.params.folder,
        contentType,
      });
    },
  );

  // Optional check after the PUT: with S3 it inspects the object now (it is checked on first use anyway).
  r.post(
    '/api/files/upload/:folder/confirm',
    {
      preHandler: app.requirePublicSite,
      config: { rateLimit: rateLimits.uploadTarget.perAddress },
      schema: { params: folderParams, body: confirmBody, response: { 200: storedFile } },
    },
    async (request) => {
      const site = publicSiteOf(request);
      const row = await ensureFileStored({
        db: database.db,
        storage,
        siteId: site.id,
        folder: request.params.folder,
        key: request.body.key,
      });
      return { key: row.key, contentType: row.contentType ?? '', sizeBytes: row.sizeBytes ?? 0 };
    },
  );

  if (storage.kind === 'local') await app.register(localFileRoutes);
  app.log.debug({ storage: storage.kind, maxUploadBytes }, 'file uploads ready');
}
