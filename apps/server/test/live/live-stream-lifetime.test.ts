import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { startLiveRoutesAlone } from './live-routes-alone';
import { openSse, waitFor } from './sse-client';

describe('live stream lifetime', () => {
  let t: TestApp;
  let shortLived: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ server: shortLived, baseUrl } = await startLiveRoutesAlone(t, { maxStreamMs: 300 }));
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
