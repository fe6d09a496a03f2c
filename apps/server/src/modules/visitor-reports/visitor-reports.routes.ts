import {
  statusToken,
  stillAProblemRequest,
  stillAProblemResponse,
  visitorEmailRequest,
  visitorReportStatus,
} from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issuePhotos, issueReportPhotos } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { bodyLimits } from '../../plugins/body-limits';
import { rateLimits } from '../../plugins/rate-limits';
import { publicSiteOf } from '../../plugins/site-access';
import { perSiteRateLimit } from '../../plugins/site-rate-limit';
import { submitVisitorReport } from '../issues';
import { findVisitorReport } from './find-visitor-report';
import { loadVisitorReportStatus } from './load-visitor-report-status';
import { saveVisitorEmail } from './save-visitor-email';
import { visitorFixedEmailsQueue } from './send-visitor-fixed-emails';
import { createStatusToken, readStatusToken } from './status-token';

const reportParams = z.object({ siteId: z.string().max(100), token: statusToken });
const photoParams = z.object({ token: statusToken, photoId: z.uuid('must be a photo id') });
const photoUrlSeconds = 300;

/**
 * The visitor's private status link (issue 14). The token is the credential: routes under a site also
 * need the site's headers, so a token used at another site is a 404 like any unknown one.
 */
export async function visitorReportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, events, storage, jobs, triage, appSecret: secret } = app.deps;
  const db = database.db;
  const limits = rateLimits.createIssue;
  const find = (siteId: string, token: string) => findVisitorReport(db, { secret, siteId, token });

  r.get(
    '/api/public/site/:siteId/reports/:token',
    {
      schema: { params: reportParams, response: { 200: visitorReportStatus } },
      config: { rateLimit: rateLimits.statusLink.perAddress },
      preHandler: app.requirePublicSite,
    },
    async (request, reply) => {
      const found = await find(publicSiteOf(request).id, request.params.token);
      // A private page: never kept by a shared cache, and the link never leaks through a Referer.
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return loadVisitorReportStatus(db, found);
    },
  );

  r.post(
    '/api/public/site/:siteId/reports/:token/email',
    {
      schema: { params: reportParams, body: visitorEmailRequest },
      bodyLimit: bodyLimits.visitorEmail,
      config: { rateLimit: limits.perAddress },
      preHandler: [app.requirePublicSite, perSiteRateLimit(app, limits.perSite)],
    },
    async (request, reply) => {
      const { report, issue } = await find(publicSiteOf(request).id, request.params.token);
      await saveVisitorEmail(db, { reportId: report.id, email: request.body.email });
      // Fixed before the address arrived: the email goes out now.
      if (issue.status === 'RESOLVED') await jobs.send(visitorFixedEmailsQueue, { issueId: issue.id });
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/public/site/:siteId/reports/:token/still-a-problem',
    {
      schema: { params: reportParams, body: stillAProblemRequest, response: { 201: stillAProblemResponse } },
      bodyLimit: bodyLimits.stillAProblem,
      config: { rateLimit: limits.perAddress },
      preHandler: [app.requirePublicSite, perSiteRateLimit(app, limits.perSite)],
    },
    async (request, reply) => {
      const site = publicSiteOf(request);
      const { report, issue } = await find(site.id, request.params.token);
      if (issue.status !== 'RESOLVED') {
        throw new AppError('CONFLICT', 'This report is not marked fixed; it is still open.');
      }
      const note = request.body.note;
      const submitted = await submitVisitorReport({
        db,
        events,
        storage,
        site,
        request: {
          title: report.title,
          description: note ? note : report.description,
          location: report.location,
          // Claimed like a report's photos: only this site's stored uploads, each once; any other is a 400.
          photoFileKeys: request.body.photoFileKeys,
          language: request.body.language ?? report.language ?? undefined,
        },
        // One follow-up per report: a double tap or a retry returns the first one.
        idempotencyKey: `still-a-problem:${report.id}`,
        triage,
        followsIssueId: issue.id,
      });
      return reply.status(201).send({ statusToken: createStatusToken(secret, submitted.report.id) });
    },
  );

  // <img> cannot send the site headers: the token in the path is the credential, and only this report's
  // own photos are reachable with it.
  r.get(
    '/api/public/reports/:token/photos/:photoId',
    { schema: { params: photoParams }, config: { rateLimit: rateLimits.reportPhoto.perAddress } },
    async (request, reply) => {
      const reportId = readStatusToken(secret, request.params.token);
      if (!reportId) throw notFound('Photo not found');
      const [row] = await db
        .select({ fileKey: issuePhotos.fileKey })
        .from(issueReportPhotos)
        .innerJoin(issuePhotos, eq(issuePhotos.id, issueReportPhotos.photoId))
        .where(and(eq(issueReportPhotos.reportId, reportId), eq(issueReportPhotos.photoId, request.params.photoId)))
        .limit(1);
      if (!row) throw notFound('Photo not found');
      const url = await storage.createDownloadUrl(row.fileKey, photoUrlSeconds);
      return reply
        .header('cache-control', `private, max-age=${photoUrlSeconds - 60}`)
        .header('referrer-policy', 'no-referrer')
        .redirect(url, 302);
    },
  );
}
