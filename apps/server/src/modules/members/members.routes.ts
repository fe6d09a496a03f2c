import {
  acceptedInvitation,
  acceptInvitationRequest,
  changeMemberRoleRequest,
  inviteMemberRequest,
  memberNotificationRequest,
  pendingInvitation,
  siteMembers,
} from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { acceptInvitation } from './accept-invitation';
import { changeMemberRole, removeMember, updateMemberNotifications } from './change-membership';
import { findMembership, findOwnedSite } from './find-membership';
import { inviteMember, revokeInvitation } from './invite-member';
import { listSiteMembers } from './list-site-members';

const memberParams = siteParams.extend({ userId: z.uuid('must be a member id') });
const invitationParams = siteParams.extend({ invitationId: z.uuid('must be an invitation id') });

/** A site's team: members, roles, invitations and each member's own notification preference. */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, mailer, config, access } = app.deps;
  const db = database.db;

  r.get(
    '/api/site/:siteId/members',
    { preHandler: app.requireUser, schema: { params: siteParams, response: { 200: siteMembers } } },
    async (request) => {
      const user = signedInUser(request);
      const { site, role } = await findMembership(db, user.id, request.params.siteId);
      return listSiteMembers(db, { siteId: site.id, userId: user.id, myRole: role });
    },
  );

  r.post(
    '/api/site/:siteId/invitations',
    {
      preHandler: app.requireUser,
      schema: { params: siteParams, body: inviteMemberRequest, response: { 201: pendingInvitation } },
      // Each invitation sends an email.
      config: { rateLimit: rateLimits.inviteMember.perAddress },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const site = await findOwnedSite(db, user.id, request.params.siteId);
      const invitation = await inviteMember({
        db,
        mailer,
        publicUrl: config.PUBLIC_URL,
        site,
        inviter: user,
        email: request.body.email,
      });
      return reply.status(201).send(invitation);
    },
  );

  r.delete(
    '/api/site/:siteId/invitations/:invitationId',
    { preHandler: app.requireUser, schema: { params: invitationParams } },
    async (request, reply) => {
      const site = await findOwnedSite(db, signedInUser(request).id, request.params.siteId);
      await revokeInvitation(db, { siteId: site.id, invitationId: request.params.invitationId });
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/invitations/accept',
    {
      preHandler: app.requireUser,
      schema: { body: acceptInvitationRequest, response: { 200: acceptedInvitation } },
      config: { rateLimit: rateLimits.acceptInvitation.perAddress },
    },
    async (request) => acceptInvitation(db, { token: request.body.token, user: signedInUser(request) }),
  );

  r.delete(
    '/api/site/:siteId/members/:userId',
    { preHandler: app.requireUser, schema: { params: memberParams } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { site, role } = await findMembership(db, user.id, request.params.siteId);
      await removeMember(db, { siteId: site.id, actor: { id: user.id, role }, userId: request.params.userId });
      // Refused at once here, and on the other instances when the notice arrives.
      await access.announce({ kind: 'member', siteId: site.id, userId: request.params.userId });
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/site/:siteId/members/:userId/role',
    { preHandler: app.requireUser, schema: { params: memberParams, body: changeMemberRoleRequest } },
    async (request, reply) => {
      const site = await findOwnedSite(db, signedInUser(request).id, request.params.siteId);
      await changeMemberRole(db, { siteId: site.id, userId: request.params.userId, role: request.body.role });
      await access.announce({ kind: 'member', siteId: site.id, userId: request.params.userId });
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/site/:siteId/notifications',
    { preHandler: app.requireUser, schema: { params: siteParams, body: memberNotificationRequest } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { site } = await findMembership(db, user.id, request.params.siteId);
      await updateMemberNotifications(db, {
        siteId: site.id,
        userId: user.id,
        preference: request.body.notificationPreference,
      });
      return reply.status(204).send();
    },
  );
}
