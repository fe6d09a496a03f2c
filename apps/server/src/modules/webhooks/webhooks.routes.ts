import {
  createdWebhook,
  createWebhookRequest,
  webhookDeliveryList,
  webhookList,
  webhookTestAccepted,
} from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteParams } from '../../lib/route-params';
import { rateLimits } from '../../plugins/rate-limits';
import { signedInUser } from '../../plugins/signed-in-user';
import { findOwnedSite } from '../members';
import { createWebhook, deleteWebhook, findSiteWebhook, listWebhookDeliveries, listWebhooks } from './manage-webhooks';
import { queueTestEvent } from './queue-webhook-deliveries';

const webhookParams = siteParams.extend({ webhookId: z.uuid('must be a webhook id') });

/**
 * A site's webhook endpoints, their delivery log and the test event. Owners only: an endpoint's URL can hold
 * a receiver's own secret (Slack and Teams URLs do), and its events carry the site's issues.
 */
export async function webhooksRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, config } = app.deps;
  const db = database.db;

  r.get(
    '/api/site/:siteId/webhooks',
    { preHandler: app.requireUser, schema: { params: siteParams, response: { 200: webhookList } } },
    async (request) => {
      const site = await findOwnedSite(db, signedInUser(request).id, request.params.siteId);
      return listWebhooks(db, site.id);
    },
  );

  r.post(
    '/api/site/:siteId/webhooks',
    {
      preHandler: app.requireUser,
      // Each creation resolves a host name.
      config: { rateLimit: rateLimits.createWebhook.perAddress },
      schema: { params: siteParams, body: createWebhookRequest, response: { 201: createdWebhook } },
    },
    async (request, reply) => {
      const site = await findOwnedSite(db, signedInUser(request).id, request.params.siteId);
      const created = await createWebhook(db, {
        siteId: site.id,
        ...request.body,
        allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      });
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/api/site/:siteId/webhooks/:webhookId',
    { preHandler: app.requireUser, schema: { params: webhookParams } },
    async (request, reply) => {
      const site = await findOwnedSite(db, signedInUser(request).id, request.params.siteId);
      await deleteWebhook(db, site.id, request.params.webhookId);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/site/:siteId/webhooks/:webhookId/deliveries',
    { preHandler: app.requireUser, schema: { params: webhookParams, response: { 200: webhookDeliveryList } } },
    async (request) => {
      const site = await findOwnedSite(db, signedInUser(request).id, request.params.siteId);
      const endpoint = await findSiteWebhook(db, site.id, request.params.webhookId);
      return listWebhookDeliveries(db, endpoint.id);
    },
  );

  r.post(
    '/api/site/:siteId/webhooks/:webhookId/test',
    {
      preHandler: app.requireUser,
      // Each test is an outgoing request to an address the owner chose.
      config: { rateLimit: rateLimits.testWebhook.perAddress },
      schema: { params: webhookParams, response: { 202: webhookTestAccepted } },
    },
    async (request, reply) => {
      const site = await findOwnedSite(db, signedInUser(request).id, request.params.siteId);
      const endpoint = await findSiteWebhook(db, site.id, request.params.webhookId);
      const accepted = await queueTestEvent({ jobs, publicUrl: config.PUBLIC_URL, site, webhookId: endpoint.id });
      return reply.status(202).send(accepted);
    },
  );
}
