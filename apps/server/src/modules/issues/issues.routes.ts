import { issue, issueDetail, type OpenIssuesQuery, openIssuesAnswer, openIssuesQuery } from '@sitewatch/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { setBounded } from '../../lib/bounded-map';
import { siteIssueParams, siteParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { findMemberSite, findMemberSiteId } from '../sites';
import { listUserSites } from '../users';
import { combinedEtag, combineOpenLists } from './combined-open-list';
import { findMemberIssuePhoto } from './find-member-issue-photo';
import { findSiteIssue, toIssueWithPhotos } from './find-site-issue';
import { loadIssueDetail } from './load-issue-detail';
import { type CachedOpenList, isNotModified, pickListEncoding } from './open-issues-cache';
import { pageOpenList } from './page-open-list';
import { memberActor } from './record-activity';
import { resolveIssue } from './resolve-issue';

/** Merged lists kept for repeated requests (each named by its sites and their lists' ETags). */
const maxCombinedLists = 50;

/** The sites among `siteIds` that the `siteId` filter names (all of them when it names none). */
function narrowToSites(siteIds: string[], filter: readonly string[]): string[] {
  return filter.length === 0 ? siteIds : siteIds.filter((siteId) => filter.includes(siteId));
}

const photoParams = z.object({ issueId: z.uuid('must be an issue id'), photoId: z.uuid('must be a photo id') });

/** How long a photo link stays valid; the redirect itself may be cached a little less. */
const photoUrlSeconds = 300;

/** The manager's issue calls of spec section 7: list open, one issue, resolve, and photos. */
export async function issuesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, events, access } = app.deps;
  const openLists = app.deps.openLists.cache;

  /** The open list of these sites (already checked to be the user's): one site's cached list, or several merged. */
  async function openListOf(siteIds: string[]): Promise<CachedOpenList> {
    const lists = await Promise.all(siteIds.map((siteId) => openLists.get(siteId)));
    if (siteIds.length === 1 && lists[0]) return lists[0];
    const etag = combinedEtag(siteIds, lists);
    let combined = combinedLists.get(etag);
    if (!combined) {
      combined = combineOpenLists(lists, etag);
      setBounded(combinedLists, etag, combined, maxCombinedLists);
    }
    return combined;
  }
  const combinedLists = new Map<string, CachedOpenList>();

  /** The list, whole or one page, as bytes (no serializer runs), or a 304 when the browser has it. */
  async function sendOpenList(
    request: FastifyRequest,
    reply: FastifyReply,
    list: CachedOpenList,
    query: OpenIssuesQuery,
  ) {
    const isPaged = query.limit !== undefined && list.issueCount > app.deps.config.OPEN_LIST_PAGING_THRESHOLD;
    const page = isPaged ? pageOpenList(list, { ...query, limit: query.limit ?? 0 }, request.url) : undefined;
    const etag = page?.etag ?? list.etag;
    reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'accept-encoding');
    if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = pickListEncoding(request.headers['accept-encoding']);
    // A page is built from rows already checked when cached, so it goes out as bytes (no second check by
    // the response schema), kept with the list like the whole body.
    if (page) {
      const bytes = await list.page(request.url, encoding, () => JSON.stringify(page.body()));
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(bytes);
    }
    if (!encoding) return reply.send(list.body());
    return reply.header('content-encoding', encoding).send(await list.encoded(encoding));
  }

  r.get(
    '/api/site/:siteId/issues/open',
    // The whole list is the cached bytes (a Buffer, so no serializer runs); the response schema describes
    // both answers for the OpenAPI document: the whole list, or one page of a large site (issue 12).
    {
      preHandler: app.requireUser,
      schema: { params: siteParams, querystring: openIssuesQuery, response: { 200: openIssuesAnswer } },
    },
    async (request, typedReply) => {
      // The typed reply only takes the parsed list; this route sends the cached bytes or a 304.
      const reply = typedReply as unknown as FastifyReply;
      // Membership first: the cache never answers for a site the user cannot see.
      const siteId = await findMemberSiteId(database.db, access, signedInUser(request).id, request.params.siteId);
      return sendOpenList(
        request,
        reply,
        await openListOf(narrowToSites([siteId], request.query.siteId)),
        request.query,
      );
    },
  );

  r.get(
    '/api/issues/open',
    // Issue 29, the portfolio: the open issues of every site the user is a member of, the site's list merged
    // (the same sort, filters, paging, ETag and rows, each naming its site). `siteId` narrows it; a site the user
    // is not a member of is left out, answering exactly what a site that does not exist answers.
    { preHandler: app.requireUser, schema: { querystring: openIssuesQuery, response: { 200: openIssuesAnswer } } },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const sites = await listUserSites(database.db, signedInUser(request).id);
      const siteIds = narrowToSites(
        sites.map((site) => site.siteId),
        request.query.siteId,
      );
      return sendOpenList(request, reply, await openListOf(siteIds), request.query);
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
      config: { rateLimit: rateLimits.resolveIssue.perAddress },
    },
    async (request) => {
      const user = signedInUser(request);
      const site = await findMemberSite(database.db, user.id, request.params.siteId);
      const row = await resolveIssue(database.db, events, {
        siteId: site.id,
        issueId: request.params.issueId,
        resolvedBy: memberActor(user),
      });
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
