import { addNoteRequest, issueActivityView } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteIssueParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { addIssueNote, findSiteIssue, memberActor } from '../issues';
import { findMemberSite } from '../sites';
import { listIssueActivity } from './list-issue-activity';

/** The issue detail's timeline (members only) and a member's notes on it. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, events } = app.deps;
  const db = database.db;

  r.get(
    '/api/site/:siteId/issues/:issueId/activity',
    { preHandler: app.requireUser, schema: { params: siteIssueParams, response: { 200: issueActivityView } } },
    async (request) => {
      const site = await findMemberSite(db, signedInUser(request).id, request.params.siteId);
      return listIssueActivity(db, await findSiteIssue(db, site.id, request.params.issueId));
    },
  );

  r.post(
    '/api/site/:siteId/issues/:issueId/notes',
    {
      preHandler: app.requireUser,
      schema: { params: siteIssueParams, body: addNoteRequest },
      config: { rateLimit: rateLimits.addNote.perAddress },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const site = await findMemberSite(db, user.id, request.params.siteId);
      const issue = await findSiteIssue(db, site.id, request.params.issueId);
      await addIssueNote(db, events, { issue, actor: memberActor(user), text: request.body.text });
      return reply.status(201).send();
    },
  );
}
