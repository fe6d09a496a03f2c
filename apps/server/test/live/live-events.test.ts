import { type Issue, issue } from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import {
  createTestIssue,
  createTestSite,
  createTestUser,
  publicSiteHeaders,
  signInHeaders,
} from '../support/factories';
import { liveBoundMs, openSse, type SseConnection, waitFor } from './sse-client';

interface LiveEvent {
  type: 'issue.created' | 'issue.resolved';
  issue: Issue;
}

describe('GET /api/site/{siteId}/issues/events (live updates)', () => {
  let t: TestApp;
  let baseUrl: string;
  const connections: SseConnection[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    // A real socket: server-sent events are a response that never ends, which inject() cannot read.
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const connection of connections) connection.close();
    await t.close();
  });
  const db = () => t.testDatabase.database.db;
  const hub = () => t.app.deps.liveHub;

  async function connect(siteId: string, headers: Record<string, string>) {
    const connection = await openSse(`${baseUrl}/api/site/${siteId}/issues/events`, headers);
    connections.push(connection);
    return connection;
  }

  async function memberOfNewSite() {
    const user = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [user.id] });
    return { user, site, headers: await signInHeaders(db(), user.id) };
  }

  /** What the public report endpoint does after its insert: the row, then the domain event. */
  async function reportIssue(siteId: string, title: string) {
    const row = await createTestIssue(db(), { siteId, title, priority: 'HIGH', category: 'SECURITY' });
    t.app.deps.events.emit('issue.created', row);
    return row;
  }

  it('streams a new issue of the site to a member at once, then its resolution', async () => {
    const { site, headers } = await memberOfNewSite();
    const stream = await connect(site.id, headers);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await waitFor(() => stream.received().includes(': connected'), liveBoundMs, 'the connected comment');
    expect(stream.received()).toContain('retry: 2000');

    const row = await reportIssue(site.id, 'Door alarm ringing');
    const created = await stream.nextData<LiveEvent>((e) => e.type === 'issue.created' && e.issue.id === row.id);
    expect(created.issue).toMatchObject({
      id: row.id,
      siteId: site.id,
      title: 'Door alarm ringing',
      status: 'OPEN',
      priority: { id: 'HIGH', level: 3 },
      category: { id: 'SECURITY' },
      photos: [],
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${row.id}/resolve`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const resolved = await stream.nextData<LiveEvent>((e) => e.type === 'issue.resolved' && e.issue.id === row.id);
    expect(resolved.issue).toMatchObject({ status: 'RESOLVED', closedAt: res.json().closedAt });
  });

  it('streams an issue a visitor reports through the public endpoint, as it was triaged', async () => {
    const { site, headers } = await memberOfNewSite();
    const stream = await connect(site.id, headers);
    await waitFor(() => stream.received().includes(': connected'), liveBoundMs, 'the stream to open');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      payload: { title: 'Toilet overflowing', description: 'Water on the floor', location: 'Ground floor toilets' },
    });
    expect(res.statusCode).toBe(201);
    // The visitor's answer also carries their status link; the live event is the issue itself.
    const reported = issue.parse(res.json());
    const event = await stream.nextData<LiveEvent>((e) => e.issue.id === reported.id);
    expect(event).toEqual({ type: 'issue.created', issue: reported });
  });

  it("sends a screen only its own site's issues", async () => {
    const mine = await memberOfNewSite();
    const theirs = await memberOfNewSite();
    const stream = await connect(mine.site.id, mine.headers);
    const foreign = await reportIssue(theirs.site.id, 'Their secret issue');
    const own = await reportIssue(mine.site.id, 'My issue');
    await stream.nextData<LiveEvent>((e) => e.issue.id === own.id);
    expect(stream.received()).not.toContain(foreign.id);
    expect(stream.received()).not.toContain('Their secret issue');
  });

  it('reaches every open screen of the site', async () => {
    const { site, headers } = await memberOfNewSite();
    const screens = await Promise.all([connect(site.id, headers), connect(site.id, headers)]);
    const row = await reportIssue(site.id, 'Seen twice');
    await Promise.all(screens.map((screen) => screen.nextData<LiveEvent>((e) => e.issue.id === row.id)));
  });

  it('forgets a screen when its connection closes', async () => {
    const { site, headers } = await memberOfNewSite();
    const stream = await connect(site.id, headers);
    await waitFor(() => hub().clientCount(site.id) === 1, liveBoundMs, 'the screen to be registered');
    stream.close();
    await waitFor(() => hub().clientCount(site.id) === 0, liveBoundMs, 'the screen to be removed');
  });

  it('answers 404 to a non-member, 401 when signed out and 400 for a malformed site id', async () => {
    const { site } = await memberOfNewSite();
    const stranger = await memberOfNewSite();
    const foreign = await fetch(`${baseUrl}/api/site/${site.id}/issues/events`, { headers: stranger.headers });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Site not found' });
    const anonymous = await fetch(`${baseUrl}/api/site/${site.id}/issues/events`);
    expect(anonymous.status).toBe(401);
    const malformed = await fetch(`${baseUrl}/api/site/not-a-site/issues/events`, { headers: stranger.headers });
    expect(malformed.status).toBe(400);
    expect(hub().clientCount(site.id)).toBe(0);
  });
});
