import { type CreatedWebhook, type WebhookDelivery, webhookPayload } from '@sitewatch/shared';
import { siteIssuePath } from '@sitewatch/shared/paths';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../background-jobs/wait-for';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import {
  createTestIssue,
  createTestSite,
  createTestUser,
  publicSiteHeaders,
  signInHeaders,
} from '../support/factories';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let t: TestApp;
let receiver: WebhookReceiver;
const db = () => t.testDatabase.database.db;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // Loopback receivers need the operator's allowance; short retry delays keep the retry tests quick.
  t = await buildTestApp({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_LIMIT: '2',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    WEBHOOK_TIMEOUT_MS: '3000',
    PUBLIC_URL: 'https://sitewatch.example.com',
  });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function ownerWithSite() {
  const owner = await createTestUser(db());
  const site = await createTestSite(db(), { memberIds: [], name: 'Riverside Centre' });
  const { siteMembers } = await import('../../src/db/schema');
  await db().insert(siteMembers).values({ siteId: site.id, userId: owner.id, role: 'owner' });
  return { owner, site, headers: await signInHeaders(db(), owner.id) };
}

async function addWebhook(
  siteId: string,
  headers: Record<string, string>,
  body: { url: string; format?: string; events?: string[] },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/site/${siteId}/webhooks`,
    headers,
    payload: { events: ['issue.created', 'issue.resolved'], ...body },
  });
}

async function deliveriesOf(siteId: string, webhookId: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/site/${siteId}/webhooks/${webhookId}/deliveries`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as WebhookDelivery[];
}

/** A receiver of its own per test: each answers the statuses that test needs. */
async function withReceiver(path: string) {
  const own = await startWebhookReceiver(path);
  return own;
}

describe('webhooks', () => {
  it('signs issue.created and issue.resolved the Standard Webhooks way, without personal data', async () => {
    const { site, headers } = await ownerWithSite();
    const created = await addWebhook(site.id, headers, { url: receiver.url });
    expect(created.statusCode).toBe(201);
    const hook = created.json() as CreatedWebhook;
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook).toMatchObject({ url: receiver.url, format: 'standard', events: ['issue.created', 'issue.resolved'] });

    // The secret is shown once: the list never has it.
    const list = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/webhooks`, headers });
    expect(list.json()).toEqual([
      { id: hook.id, url: receiver.url, format: 'standard', events: hook.events, createdAt: hook.createdAt },
    ]);

    const report = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      payload: {
        title: 'Water leaking from the ceiling',
        description: 'Dripping by the tills, call me on 07700 900123 or jo@example.com',
        location: 'Aisle 4',
      },
    });
    expect(report.statusCode).toBe(201);
    const issueId = report.json().id as string;
    const createdEvent = await waitFor(() =>
      receiver.received.find((r) => r.body.includes(issueId) && r.body.includes('"issue.created"')),
    );

    const verifier = new StandardWebhook(hook.secret);
    const verified = webhookPayload.parse(verifier.verify(createdEvent.body, createdEvent.headers));
    expect(verified).toMatchObject({
      type: 'issue.created',
      data: { id: issueId, siteId: site.id, siteName: 'Riverside Centre', location: 'Aisle 4', status: 'OPEN' },
    });
    expect(verified.data.url).toBe(`https://sitewatch.example.com${siteIssuePath(site.id, issueId)}`);
    expect(createdEvent.body).not.toContain('jo@example.com');
    expect(createdEvent.body).not.toContain('07700 900123');
    // A wrong secret does not verify.
    expect(() =>
      new StandardWebhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(
        createdEvent.body,
        createdEvent.headers,
      ),
    ).toThrow();

    const resolve = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${issueId}/resolve`,
      headers,
    });
    expect(resolve.statusCode).toBe(200);
    const resolvedEvent = await waitFor(() =>
      receiver.received.find((r) => r.body.includes(issueId) && r.body.includes('"issue.resolved"')),
    );
    expect(verifier.verify(resolvedEvent.body, resolvedEvent.headers)).toMatchObject({
      type: 'issue.resolved',
      data: { id: issueId, status: 'RESOLVED' },
    });
    expect(resolvedEvent.headers['webhook-id']).not.toBe(createdEvent.headers['webhook-id']);

    const log = await waitFor(async () => {
      const rows = await deliveriesOf(site.id, hook.id, headers);
      return rows.length === 2 ? rows : undefined;
    });
    expect(log.map((row) => [row.eventType, row.status, row.statusCode, row.attempt])).toEqual([
      ['issue.resolved', 'succeeded', 200, 1],
      ['issue.created', 'succeeded', 200, 1],
    ]);
  });

  it('sends only the events an endpoint subscribed to', async () => {
    const { site, headers } = await ownerWithSite();
    const own = await withReceiver('/only-resolved');
    try {
      const created = await addWebhook(site.id, headers, { url: own.url, events: ['issue.resolved'] });
      expect(created.statusCode).toBe(201);
      const issue = await createTestIssue(db(), { siteId: site.id });
      t.app.deps.events.emit('issue.created', issue);
      const resolve = await t.app.inject({
        method: 'POST',
        url: `/api/site/${site.id}/issues/${issue.id}/resolve`,
        headers,
      });
      expect(resolve.statusCode).toBe(200);
      await waitFor(() => own.received.length >= 1);
      expect(own.received.map((r) => JSON.parse(r.body).type)).toEqual(['issue.resolved']);
    } finally {
      await own.close();
    }
  });

  it('retries a failing receiver with backoff: 500, 500, then 200 is three attempts', async () => {
    const { site, headers } = await ownerWithSite();
    const own = await withReceiver('/flaky');
    own.answers.push(500, 500);
    try {
      const hook = (await addWebhook(site.id, headers, { url: own.url })).json() as CreatedWebhook;
      const test = await t.app.inject({
        method: 'POST',
        url: `/api/site/${site.id}/webhooks/${hook.id}/test`,
        headers,
      });
      expect(test.statusCode).toBe(202);
      const log = await waitFor(
        async () => {
          const rows = await deliveriesOf(site.id, hook.id, headers);
          return rows.some((row) => row.status === 'succeeded') ? rows : undefined;
        },
        { timeoutMs: 30_000, what: 'the third attempt' },
      );
      expect(log.map((row) => [row.attempt, row.status, row.statusCode])).toEqual([
        [3, 'succeeded', 200],
        [2, 'retrying', 500],
        [1, 'retrying', 500],
      ]);
      expect(own.received).toHaveLength(3);
      // One message: the same id on every attempt, so a receiver can drop duplicates.
      expect(new Set(own.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
      const verifier = new StandardWebhook(hook.secret);
      for (const attempt of own.received) expect(verifier.verify(attempt.body, attempt.headers)).toBeTruthy();
    } finally {
      await own.close();
    }
  }, 40_000);

  it('gives up after the retry limit and logs the failure', async () => {
    const { site, headers } = await ownerWithSite();
    const own = await withReceiver('/down');
    own.fallbackStatus = 500;
    try {
      const hook = (await addWebhook(site.id, headers, { url: own.url })).json() as CreatedWebhook;
      await t.app.inject({ method: 'POST', url: `/api/site/${site.id}/webhooks/${hook.id}/test`, headers });
      const log = await waitFor(
        async () => {
          const rows = await deliveriesOf(site.id, hook.id, headers);
          return rows.some((row) => row.status === 'failed') ? rows : undefined;
        },
        { timeoutMs: 30_000, what: 'the final failure' },
      );
      // WEBHOOK_RETRY_LIMIT=2: the first attempt and two retries, the last one marked failed.
      expect(log.map((row) => [row.attempt, row.status, row.statusCode])).toEqual([
        [3, 'failed', 500],
        [2, 'retrying', 500],
        [1, 'retrying', 500],
      ]);
      expect(log[0]?.error).toBe('The receiver answered 500');
      expect(own.received).toHaveLength(3);
    } finally {
      await own.close();
    }
  }, 40_000);

  it('does not follow redirects: a 307 is a failed attempt and the other address gets nothing', async () => {
    const { site, headers } = await ownerWithSite();
    const elsewhere = await withReceiver('/elsewhere');
    const redirecting = await startWebhookReceiver('/moved', { location: elsewhere.url });
    redirecting.fallbackStatus = 307;
    try {
      const hook = (await addWebhook(site.id, headers, { url: redirecting.url })).json() as CreatedWebhook;
      await t.app.inject({ method: 'POST', url: `/api/site/${site.id}/webhooks/${hook.id}/test`, headers });
      const [first] = await waitFor(async () => {
        const rows = await deliveriesOf(site.id, hook.id, headers);
        return rows.length > 0 ? rows : undefined;
      });
      expect(first).toMatchObject({ attempt: 1, status: 'retrying', statusCode: 307 });
      expect(elsewhere.received).toHaveLength(0);
    } finally {
      await redirecting.close();
      await elsewhere.close();
    }
  });

  it('formats Slack and Teams messages for their incoming webhooks', async () => {
    const { site, headers } = await ownerWithSite();
    const slack = await withReceiver('/slack');
    const teams = await withReceiver('/teams');
    try {
      for (const [url, format] of [
        [slack.url, 'slack'],
        [teams.url, 'teams'],
      ] as const) {
        const hook = (await addWebhook(site.id, headers, { url, format })).json() as CreatedWebhook;
        await t.app.inject({ method: 'POST', url: `/api/site/${site.id}/webhooks/${hook.id}/test`, headers });
      }
      await waitFor(() => slack.received.length === 1 && teams.received.length === 1);
      const slackBody = JSON.parse(slack.received[0]?.body ?? '{}');
      expect(slackBody.text).toContain('*Test event from Sitewatch for Riverside Centre*');
      expect(slackBody.text).toContain(`|View issue>`);
      const teamsBody = JSON.parse(teams.received[0]?.body ?? '{}');
      expect(teamsBody.type).toBe('message');
      expect(teamsBody.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
      expect(teamsBody.attachments[0].content.body[0].text).toBe('Test event from Sitewatch for Riverside Centre');
    } finally {
      await slack.close();
      await teams.close();
    }
  });

  it('checks the request: http(s) only, at least one event', async () => {
    const { site, headers } = await ownerWithSite();
    const ftp = await addWebhook(site.id, headers, { url: 'ftp://example.com/hook' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().fieldErrors.url).toBeDefined();
    const none = await addWebhook(site.id, headers, { url: receiver.url, events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.events).toEqual(['Choose at least one event']);
  });

  it('deletes an endpoint, and another tenant cannot see or touch it', async () => {
    const { site, headers } = await ownerWithSite();
    const other = await ownerWithSite();
    const hook = (await addWebhook(site.id, headers, { url: receiver.url })).json() as CreatedWebhook;
    // Another owner naming this site, or this webhook under their own site, gets 404.
    for (const url of [
      `/api/site/${site.id}/webhooks`,
      `/api/site/${site.id}/webhooks/${hook.id}/deliveries`,
      `/api/site/${other.site.id}/webhooks/${hook.id}/deliveries`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(receiver.url);
    }
    const crossDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/site/${other.site.id}/webhooks/${hook.id}`,
      headers: other.headers,
    });
    expect(crossDelete.statusCode).toBe(404);
    const crossTest = await t.app.inject({
      method: 'POST',
      url: `/api/site/${other.site.id}/webhooks/${hook.id}/test`,
      headers: other.headers,
    });
    expect(crossTest.statusCode).toBe(404);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/site/${site.id}/webhooks/${hook.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/webhooks`, headers });
    expect(list.json()).toEqual([]);
  });
});

describe('webhook targets without the private-network allowance', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp();
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('checks the address again at delivery: a saved endpoint that now points inside is refused', async () => {
    const sdb = strict.testDatabase.database.db;
    const owner = await createTestUser(sdb);
    const site = await createTestSite(sdb, { memberIds: [] });
    const { siteMembers, webhooks } = await import('../../src/db/schema');
    await sdb.insert(siteMembers).values({ siteId: site.id, userId: owner.id, role: 'owner' });
    const headers = await signInHeaders(sdb, owner.id);
    const inside = await startWebhookReceiver('/inside');
    try {
      // As if its DNS name had changed to a loopback address after it was saved.
      const [hook] = await sdb
        .insert(webhooks)
        .values({
          siteId: site.id,
          url: inside.url,
          format: 'standard',
          events: ['issue.created'],
          secret: 'whsec_AAAA',
        })
        .returning();
      const test = await strict.app.inject({
        method: 'POST',
        url: `/api/site/${site.id}/webhooks/${hook?.id}/test`,
        headers,
      });
      expect(test.statusCode).toBe(202);
      const [first] = await waitFor(async () => {
        const res = await strict.app.inject({
          method: 'GET',
          url: `/api/site/${site.id}/webhooks/${hook?.id}/deliveries`,
          headers,
        });
        const rows = res.json() as WebhookDelivery[];
        return rows.length > 0 ? rows : undefined;
      });
      expect(first).toMatchObject({ attempt: 1, status: 'retrying', statusCode: null });
      expect(first?.error).toMatch(/private, loopback or link-local/);
      expect(inside.received).toHaveLength(0);
    } finally {
      await inside.close();
    }
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:3000/hook',
    'http://localhost:3000/hook',
    'http://192.168.1.20/hook',
    'http://[::ffff:10.0.0.1]/hook',
    'http://2130706433/hook',
  ])('refuses %s with a field error', async (url) => {
    const sdb = strict.testDatabase.database.db;
    const owner = await createTestUser(sdb);
    const site = await createTestSite(sdb, { memberIds: [] });
    const { siteMembers } = await import('../../src/db/schema');
    await sdb.insert(siteMembers).values({ siteId: site.id, userId: owner.id, role: 'owner' });
    const res = await strict.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/webhooks`,
      headers: await signInHeaders(sdb, owner.id),
      payload: { url, format: 'standard', events: ['issue.created'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.url[0]).toMatch(/private, loopback or link-local/);
  });
});
