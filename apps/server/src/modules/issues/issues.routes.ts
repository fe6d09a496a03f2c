import { issue, issueDetail, issueList } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { findMemberSite } from '../sites/find-member-site';
import { signedInUser } from '../sites/signed-in-user';
import { findMemberIssuePhoto } from './find-member-issue-photo';
import { findSiteIssue, toIssueWithPhotos } from './find-site-issue';
import { listOpenIssues } from './list-open-issues';
import { loadIssueDetail } from './load-issue-detail';
import { resolveIssue } from './resolve-issue';

const siteParams = z.object({ siteId: z.uuid('must be a site id') });
const siteIssueParams = siteParams.extend({ issueId: z.uuid('must be an issue id') });
const photoParams = z.object({ issueId: z.uuid('must be an issue id'), photoId: z.uuid('must be a photo id') });

/** How long a photo link stays valid; the redirect itself may be cached a little less. */
const photoUrlSeconds = 300;

/** The manager's issue calls of spec section 7: list open, one issue, resolve, and photos. */
export async function issuesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, events } = app.deps;

  r.get(
    '/api/site/:siteId/issues/open',
    {
      preHandler: app.requireUser,
      schema: { params: siteParams, response: { 200: issueList } },
      // The list is built by typed code (toIssueDto). Checking thousands of issues against the schema
      // again on every answer cost about a quarter of the request; the schema stays as the contract.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const site = await findMemberSite(database.db, signedInUser(request).id, request.params.siteId);
      return listOpenIssues(database.db, site.id);
    },
  );

  r.get(
    '/api/site/:siteId/issues/:issueId',
    { preHandler: app.requireUser, schema: { params: siteIssueParams, response: { 200: issueDetail } } },
    async (request) => {
      const site = await findMemberSite(database.db, signedInUser(request).id, request.params.siteId);
      const row = await findSiteIssue(database.db, site.id, request.params.issueId);
      return loadIssueDetail(database.db, row);
    },
  );

  r.post(
    '/api/site/:siteId/issues/:issueId/resolve',
    {
      preHandler: app.requireUser,
      schema: { params: siteIssueParams, response: { 200: issue } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const site = await findMemberSite(database.db, signedInUser(request).id, request.params.siteId);
      const row = await resolveIssue(database.db, events, { siteId: site.id, issueId: request.params.issueId });
      return toIssueWithPhotos(database.db, row);
    },
  );

  // The path is under /api/public (spec section 7), but photos of visitors' reports are shown only
  // to signed-in members of the issue's site; anyone else, signed in or not, gets the same 404.
  r.get(
    '/api/public/issues/:issueId/photos/:photoId',
    {
      preHandler: async (request, reply) => {
        try {
          await app.requireUser(request, reply);
        } catch (error) {
          if (error instanceof AppError && error.code === 'UNAUTHORIZED') throw notFound('Photo not found');
          throw error;
        }
      },
      schema: { params: photoParams },
    },
    async (request, reply) => {
      const fileKey = await findMemberIssuePhoto(database.db, {
        userId: signedInUser(request).id,
        issueId: request.params.issueId,
        photoId: request.params.photoId,
      });
      const url = await app.deps.storage.createDownloadUrl(fileKey, photoUrlSeconds);
      return reply
        .header('cache-control', `private, max-age=${photoUrlSeconds - 60}`)
        .header('referrer-policy', 'no-referrer')
        .redirect(url, 302);
    },
  );
}
