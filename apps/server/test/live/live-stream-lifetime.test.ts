import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRoutes } from '../../src/modules/live/live.routes';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { registerSession } from '../../src/plugins/session';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { openSse, waitFor } from './sse-client';

describe('live stream lifetime', () => {
  let t: TestApp;
  const shortLived = Fastify({ logger: false });
  let baseUrl: string;

  beforeAll(async () => {
    t = await buildTestApp();
    // The live routes alone, on the same database, with a lifetime short enough to watch.
    shortLived.setValidatorCompiler(validatorCompiler);
    shortLived.setSerializerCompiler(serializerCompiler);
    shortLived.decorate('deps', t.app.deps);
    registerErrorHandler(shortLived);
    await registerSession(shortLived);
    await shortLived.register(liveRoutes, { maxStreamMs: 300 });
    baseUrl = await shortLived.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await shortLived.close();
    await t.close();
  });

  it('ends a stream after its lifetime, so the browser reconnects and the session is checked again', async () => {
    const db = t.testDatabase.database.db;
    const user = await createTestUser(db);
    const site = await createTestSite(db, { memberIds: [user.id] });
    const headers = await signInHeaders(db, user.id);
    const requested = Date.now();
    const stream = await openSse(`${baseUrl}/api/site/${site.id}/issues/events`, headers);
    await waitFor(() => stream.received().includes(': connected'), 5000, 'the stream to open');
    await expect(stream.nextData(() => true, 5000)).rejects.toThrow(/stream ended/);
    // The lifetime runs from the request, so the stream cannot have ended any sooner.
    expect(Date.now() - requested).toBeGreaterThanOrEqual(250);
  });
});
