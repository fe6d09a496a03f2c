import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, publicSiteHeaders } from '../support/factories';

describe('load shedding and held streams', () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  beforeAll(async () => {
    t = await buildTestApp({ ...webOnly, STREAMS_MAX_PER_ADDRESS: '1' });
    site = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a stream slot back when the answer ends', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/site/${site.id}/issue-reporting/chat`,
        headers: publicSiteHeaders(site),
        remoteAddress: '10.42.0.1',
        payload: { messages: [{ id: '0123abcd', type: 'userMessage', content: 'The door is broken' }], language: 'en' },
      });
      // One slot per address: a second and third answer only work because each one gave it back.
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.streamSlots.held).toBe(0);
  });
});

describe('load shedding', () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  beforeAll(async () => {
    // A heap limit every process is past: the process counts as overloaded from the first sample.
    t = await buildTestApp({ ...webOnly, LOAD_MAX_HEAP_MB: '1' });
    site = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with Retry-After at once when overloaded, while /api/health still answers', async () => {
    let shed: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    // The first sample is taken shortly after start-up.
    for (let attempt = 0; attempt < 50 && shed?.statusCode !== 503; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      shed = await t.app.inject({
        method: 'GET',
        url: `/api/public/site/${site.id}`,
        headers: publicSiteHeaders(site),
      });
    }
    expect(shed?.statusCode).toBe(503);
    expect(Number(shed?.headers['retry-after'])).toBeGreaterThan(0);
    expect(shed?.json()).toMatchObject({ code: 'UNAVAILABLE' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
