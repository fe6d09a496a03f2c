import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { startLiveRoutesAlone } from './live-routes-alone';
import { openSse, type SseConnection, waitFor } from './sse-client';

describe('live stream bounds', () => {
  let t: TestApp;
  let bounded: FastifyInstance;
  let baseUrl: string;
  const opened: SseConnection[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    ({ server: bounded, baseUrl } = await startLiveRoutesAlone(t, { maxStreams: { perUser: 2, total: 3 } }));
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await bounded.close();
    await t.close();
  });

  async function openLive(url: string, headers: Record<string, string>) {
    const stream = await openSse(url, headers);
    opened.push(stream);
    expect(stream.status).toBe(200);
    await waitFor(() => stream.received().includes(': connected'), 5000, 'the stream to open');
    return stream;
  }

  it('holds a few streams per user and a bounded number in all, and frees a slot when a stream closes', async () => {
    const db = t.testDatabase.database.db;
    const [first, second] = [await createTestUser(db), await createTestUser(db)];
    const site = await createTestSite(db, { memberIds: [first.id, second.id] });
    const [headers, otherHeaders] = [await signInHeaders(db, first.id), await signInHeaders(db, second.id)];
    const url = `${baseUrl}/api/site/${site.id}/issues/events`;
    const [mine] = [await openLive(url, headers), await openLive(url, headers)];

    const third = await fetch(url, { headers });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/live views/),
    });

    // Another member still gets one, up to the process's total of 3.
    await openLive(url, otherHeaders);
    const overTotal = await fetch(url, { headers: otherHeaders });
    expect(overTotal.status).toBe(503);
    expect(overTotal.headers.get('retry-after')).toBeTruthy();

    // A closed stream gives its slot back.
    mine?.close();
    let status = 0;
    const deadline = Date.now() + 5000;
    while (status !== 200 && Date.now() < deadline) {
      const retry = await openSse(url, headers);
      opened.push(retry);
      status = retry.status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });
});
