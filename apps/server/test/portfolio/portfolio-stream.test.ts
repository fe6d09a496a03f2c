import { randomUUID } from 'node:crypto';
import type { Issue } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { liveBoundMs, openSse, type SseConnection, waitFor } from '../live/sse-client';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestTeam, createTestUser, signInHeaders } from '../support/factories';

interface LiveEvent {
  type: string;
  issue: Issue;
}

async function reportIssue(app: FastifyInstance, db: Db, siteId: string) {
  const row = await createTestIssue(db, { siteId, title: `Report ${randomUUID()}` });
  app.deps.events.emit('issue.created', row);
  return row;
}

describe('GET /api/issues/events: the portfolio stream (issue 29)', () => {
  let t: TestApp;
  let baseUrl: string;
  const streams: SseConnection[] = [];
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    // A real socket: server-sent events are a response that never ends, which inject() cannot read.
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    t?.app.server.closeAllConnections();
    await t.close();
  });

  async function openPortfolio(headers: Record<string, string>) {
    const stream = await openSse(`${baseUrl}/api/issues/events`, headers);
    streams.push(stream);
    if (stream.status === 200)
      await waitFor(() => stream.received().includes(': connected'), liveBoundMs, 'the stream');
    return stream;
  }

  it("delivers the changes of both of the user's sites and none of another user's; a removal stops that site's", async () => {
    // The manager: a member of their own site and of a team site owned by someone else; a stranger's site too.
    const team = await createTestTeam(db());
    const manager = team.member;
    const ownSite = await createTestSite(db(), { memberIds: [manager.id] });
    const stranger = await createTestUser(db());
    const strangerSite = await createTestSite(db(), { memberIds: [stranger.id] });
    const headers = await signInHeaders(db(), manager.id);
    const ownerHeaders = await signInHeaders(db(), team.owner.id);

    const stream = await openPortfolio(headers);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/text\/event-stream/);
    // A witness that the stranger's site's events are flowing at all.
    const witness = await openSse(
      `${baseUrl}/api/site/${strangerSite.id}/issues/events`,
      await signInHeaders(db(), stranger.id),
    );
    streams.push(witness);
    await waitFor(() => witness.received().includes(': connected'), liveBoundMs, 'the witness stream');

    const onOwn = await reportIssue(t.app, db(), ownSite.id);
    const onTeam = await reportIssue(t.app, db(), team.site.id);
    const onStranger = await reportIssue(t.app, db(), strangerSite.id);
    const got = await Promise.all([
      stream.nextData<LiveEvent>((event) => event.issue.id === onOwn.id),
      stream.nextData<LiveEvent>((event) => event.issue.id === onTeam.id),
    ]);
    expect(got.map((event) => [event.type, event.issue.siteId])).toEqual([
      ['issue.created', ownSite.id],
      ['issue.created', team.site.id],
    ]);
    await witness.nextData<LiveEvent>((event) => event.issue.id === onStranger.id);
    expect(stream.received()).not.toContain(onStranger.id);

    // The owner removes the manager from the team site: the stream ends at once (the browser reconnects), and the
    // new stream carries the manager's own site and no longer the team site.
    const ended = expect(stream.nextData(() => false)).rejects.toThrow(/stream ended/);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/site/${team.site.id}/members/${manager.id}`,
      headers: ownerHeaders,
    });
    expect(removed.statusCode).toBe(204);
    await ended;
    const again = await openPortfolio(headers);
    const teamAfter = await reportIssue(t.app, db(), team.site.id);
    const ownAfter = await reportIssue(t.app, db(), ownSite.id);
    await again.nextData<LiveEvent>((event) => event.issue.id === ownAfter.id);
    expect(again.received()).not.toContain(teamAfter.id);
    expect(stream.received()).not.toContain(teamAfter.id);
  });

  it('shares the live streams\u2019 rules: a session is required, and the stream counts in the hub', async () => {
    const unsigned = await openSse(`${baseUrl}/api/issues/events`);
    unsigned.close();
    expect(unsigned.status).toBe(401);

    const user = await createTestUser(db());
    const siteA = await createTestSite(db(), { memberIds: [user.id] });
    const siteB = await createTestSite(db(), { memberIds: [user.id] });
    const before = t.app.deps.liveHub.clientCount();
    const stream = await openPortfolio(await signInHeaders(db(), user.id));
    expect(t.app.deps.liveHub.clientCount()).toBe(before + 1);
    expect([t.app.deps.liveHub.clientCount(siteA.id), t.app.deps.liveHub.clientCount(siteB.id)]).toEqual([1, 1]);
    stream.close();
    await waitFor(() => t.app.deps.liveHub.clientCount() === before, liveBoundMs, 'the stream to be removed');
  });
});
