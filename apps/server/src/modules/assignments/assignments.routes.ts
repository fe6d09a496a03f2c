import {
  addNoteRequest,
  addPhotoRequest,
  assignIssueRequest,
  issue,
  issueAssignment,
  jobView,
  uploadTarget,
} from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteIssueParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { normalizeContentType } from '../files';
import { memberActor, resolveIssue, toIssueWithPhotos } from '../issues';
import { findMemberSite } from '../sites';
import { assignIssue, withdrawAssignment } from './assign-issue';
import { addJobNote, addJobPhoto, createJobPhotoTarget, loadJobView } from './contractor-work';
import { findJob } from './find-job';
import { handBackFollowUps } from './hand-back-follow-up';

// The site id is checked by findJob (a bad one is the same 404 as a bad token).
const jobParams = z.object({ siteId: z.string().max(64), token: z.string().min(1).max(300) });
const uploadQuery = z.object({ contentType: z.string().max(100).optional() });

/** Assigning issues (members) and the contractor's job link (no sign-in, the signed token is the key). */
export async function assignmentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, events, mailer, storage, config, appSecret: secret } = app.deps;
  const db = database.db;
  const stopHandingBack = handBackFollowUps({ db, events, mailer, secret, publicUrl: config.PUBLIC_URL, log: app.log });
  app.addHook('onClose', async () => stopHandingBack());

  r.post(
    '/api/site/:siteId/issues/:issueId/assignment',
    {
      preHandler: app.requireUser,
      schema: { params: siteIssueParams, body: assignIssueRequest, response: { 200: issueAssignment } },
      config: { rateLimit: rateLimits.assignIssue.perAddress },
    },
    async (request) => {
      const user = signedInUser(request);
      const site = await findMemberSite(db, user.id, request.params.siteId);
      return assignIssue({
        db,
        events,
        mailer,
        secret,
        publicUrl: config.PUBLIC_URL,
        site,
        issueId: request.params.issueId,
        request: request.body,
        actor: memberActor(user),
      });
    },
  );

  r.delete(
    '/api/site/:siteId/issues/:issueId/assignment',
    { preHandler: app.requireUser, schema: { params: siteIssueParams } },
    async (request, reply) => {
      const user = signedInUser(request);
      const site = await findMemberSite(db, user.id, request.params.siteId);
      await withdrawAssignment(db, events, {
        siteId: site.id,
        issueId: request.params.issueId,
        actor: memberActor(user),
      });
      return reply.status(204).send();
    },
  );

  const jobRateLimit = { rateLimit: rateLimits.contractorJob.perAddress };

  r.get(
    '/api/public/site/:siteId/jobs/:token',
    { schema: { params: jobParams, response: { 200: jobView } }, config: jobRateLimit },
    async (request, reply) => {
      const job = await findJob(db, secret, request.params);
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return loadJobView(db, storage, job);
    },
  );

  r.post(
    '/api/public/site/:siteId/jobs/:token/notes',
    { schema: { params: jobParams, body: addNoteRequest }, config: jobRateLimit },
    async (request, reply) => {
      const job = await findJob(db, secret, request.params);
      await addJobNote(db, events, job, request.body.text);
      return reply.status(201).send();
    },
  );

  r.get(
    '/api/public/site/:siteId/jobs/:token/photos/upload',
    { schema: { params: jobParams, querystring: uploadQuery, response: { 200: uploadTarget } }, config: jobRateLimit },
    async (request) => {
      const job = await findJob(db, secret, request.params);
      return createJobPhotoTarget({ db, storage, job, contentType: normalizeContentType(request.query.contentType) });
    },
  );

  r.post(
    '/api/public/site/:siteId/jobs/:token/photos',
    { schema: { params: jobParams, body: addPhotoRequest }, config: jobRateLimit },
    async (request, reply) => {
      const job = await findJob(db, secret, request.params);
      await addJobPhoto({ db, storage, events, job, fileKey: request.body.fileKey });
      return reply.status(201).send();
    },
  );

  r.post(
    '/api/public/site/:siteId/jobs/:token/done',
    { schema: { params: jobParams, response: { 200: issue } }, config: jobRateLimit },
    async (request) => {
      const job = await findJob(db, secret, request.params);
      const row = await resolveIssue(db, events, { siteId: job.site.id, issueId: job.issue.id, resolvedBy: job.actor });
      return toIssueWithPhotos(db, row);
    },
  );
}
