import type { Issue } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { testDatabaseKind } from '../support/test-database';
import { liveBoundMs, openSse, type SseConnection, waitFor } from './sse-client';

describe('live updates when the server shuts down', () => {
  it('ends open streams so shutting down does not wait for them', async () => {
    const t = await buildTestApp();
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const user = await createTestUser(t.testDatabase.database.db);
    const site = await createTestSite(t.testDatabase.database.db, { memberIds: [user.id] });
    const stream = await openSse(
      `${baseUrl}/api/site/${site.id}/issues/events`,
      await signInHeaders(t.testDatabase.database.db, user.id),
    );
    await waitFor(() => stream.received().includes(': connected'), liveBoundMs, 'the stream to open');
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(stream.nextData(() => true)).rejects.toThrow(/stream ended/);
  });
});

// Fan-out between instances goes through PostgreSQL LISTEN/NOTIFY; PGlite has one process only,
// so this part runs in the PostgreSQL project (TEST_DATABASE_URL set, as in CI).
describe.runIf(testDatabaseKind === 'postgres')('live updates across two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: (() => Promise<void>) | undefined;
  let stream: SseConnection | undefined;

  beforeAll(async () => {
    a = await buildTestApp();
    const second = await buildSecondInstance(a);
    b = second.app;
    closeB = second.close;
  });
  afterAll(async () => {
    stream?.close();
    await closeB?.();
    await a?.close();
  });

  it('an issue created through instance A reaches a screen on instance B at once', async () => {
    const db = a.testDatabase.database.db;
    const user = await createTestUser(db);
    const site = await createTestSite(db, { memberIds: [user.id] });
    const urlB = await b.listen({ host: '127.0.0.1', port: 0 });
    stream = await openSse(`${urlB}/api/site/${site.id}/issues/events`, await signInHeaders(db, user.id));
    await waitFor(() => (stream?.received() ?? '').includes(': connected'), liveBoundMs, 'the stream on B to open');

    const row = await createTestIssue(db, { siteId: site.id, title: 'Reported on A' });
    a.app.deps.events.emit('issue.created', row);
    const event = await stream.nextData<{ type: string; issue: Issue }>((e) => e.issue.id === row.id);
    expect(event).toMatchObject({ type: 'issue.created', issue: { title: 'Reported on A', status: 'OPEN' } });
  });
});
