import { createIssueRequest, createIssueResponse } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { publicSiteParams } from '../../lib/route-params';
import { bodyLimits } from '../../plugins/body-limits';
import { rateLimits } from '../../plugins/rate-limits';
import { publicSiteOf } from '../../plugins/site-access';
import { perSiteRateLimit } from '../../plugins/site-rate-limit';
import { submitVisitorReport, toIssueDto } from '../issues';
import { createStatusToken } from './status-token';

// The managers' translation belongs to the issue's first report, maybe another visitor's: never sent back.
const pickReportText = (report: { title: string; description: string; location: string }) => ({
  title: report.title,
  description: report.description,
  location: report.location,
  translation: null,
});

const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

function readIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && idempotencyKeyPattern.test(value)) return value;
  throw new AppError('BAD_REQUEST', 'Invalid Idempotency-Key header', {
    'Idempotency-Key': ['must be 1 to 200 visible ASCII characters, sent once'],
  });
}

/** POST /api/public/site/{siteId}/issues: a visitor submits the drafted report (spec section 7). */
export async function publicIssuesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, events, storage, triage, duplicateJudge, appSecret: secret } = app.deps;
  const limits = rateLimits.createIssue;

  r.post(
    '/api/public/site/:siteId/issues',
    {
      schema: {
        params: publicSiteParams,
        body: createIssueRequest,
        response: { 200: createIssueResponse, 201: createIssueResponse },
      },
      bodyLimit: bodyLimits.createIssue,
      config: { rateLimit: limits.perAddress },
      preHandler: [app.requirePublicSite, perSiteRateLimit(app, limits.perSite)],
    },
    async (request, reply) => {
      const site = publicSiteOf(request);
      const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
      const created = await submitVisitorReport({
        db: database.db,
        events,
        storage,
        site,
        request: request.body,
        idempotencyKey,
        triage,
        duplicateJudge,
        onJudgeFailure: (error) =>
          request.log.warn({ err: error }, 'model duplicate check failed; the trigram thresholds decided'),
      });
      // The visitor sees their own words and photos, not another visitor's report of the same issue.
      const ownReport = { ...created.issue, ...pickReportText(created.report) };
      return reply.status(created.isNew ? 201 : 200).send({
        ...toIssueDto(ownReport, created.photoIds),
        statusToken: createStatusToken(secret, created.report.id),
        alreadyReported: created.alreadyReported,
      });
    },
  );
}
