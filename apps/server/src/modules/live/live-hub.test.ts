import { type Issue, parseSseText } from '@sitewatch/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import { accessChangesChannel, createAccessCache } from '../../lib/access-cache';
import { createDomainEvents } from '../../lib/domain-events';
import { type LiveClient, LiveHub } from './live-hub';
import { issueEventsChannel } from './live-message';
import { hearRevocations, type StreamHolder } from './stream-revocation';

const siteA = '11111111-1111-4111-8111-111111111111';
const siteB = '22222222-2222-4222-8222-222222222222';
const issueId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function issueOf(id: string, siteId: string, status: Issue['status'] = 'OPEN'): Issue {
  return {
    id,
    siteId,
    title: `Issue ${id}`,
    description: 'd',
    location: 'l',
    createdAt: 0,
    status,
    priority: { id: 'LOW', level: 1 },
    category: { id: 'OTHER' },
    photos: [],
  };
}

function rowOf(id: string, siteId: string): IssueRow {
  return { id, siteId } as IssueRow;
}

/** LISTEN/NOTIFY in memory: what one database does for the instances connected to it. */
function fakeDatabase() {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<(state: 'lost' | 'restored') => void>();
  return {
    listen: vi.fn(async (channel: string, onPayload: (payload: string) => void) => {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    }),
    notify: vi.fn(async (channel: string, payload: string) => {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    }),
    listenerCount: (channel: string) => listeners.get(channel)?.size ?? 0,
    gapHandlers,
    onNoticesGap(handler: (state: 'lost' | 'restored') => void) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    isListening: () => true,
    /** The listening connection drops or comes back. */
    gap(state: 'lost' | 'restored') {
      for (const handler of gapHandlers) handler(state);
    },
  };
}

function fakeClient(siteId: string, accepts = true, holder: Partial<StreamHolder> = {}) {
  const chunks: string[] = [];
  const client: LiveClient & { chunks: string[]; closed: boolean } = {
    siteIds: [siteId],
    userId: 'user-1',
    sessionIdHash: 'session-1',
    ...holder,
    chunks,
    closed: false,
    write(chunk) {
      chunks.push(chunk);
      return accepts;
    },
    close() {
      client.closed = true;
    },
  };
  return client;
}

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const dataOf = (chunks: string[]) =>
  parseSseText(chunks.join('')).map((data) => JSON.parse(data) as { type: string; issue: Issue });

describe('LiveHub', () => {
  const hubs: LiveHub[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const hub of hubs.splice(0)) await hub.stop();
  });

  async function startHub(options: {
    database?: ReturnType<typeof fakeDatabase>;
    loadIssue?: (id: string) => Promise<Issue | null>;
    heartbeatMs?: number;
  }) {
    const database = options.database ?? fakeDatabase();
    const events = createDomainEvents();
    const loadIssue = vi.fn(options.loadIssue ?? (async (id: string) => issueOf(id, siteA)));
    const hub = new LiveHub({ database, events, log, loadIssue, heartbeatMs: options.heartbeatMs });
    await hub.start();
    hubs.push(hub);
    return { hub, database, events, loadIssue };
  }

  it("announces domain events through the database and sends the issue to that site's screens only", async () => {
    const { hub, database, events, loadIssue } = await startHub({});
    const screenA = fakeClient(siteA);
    const screenB = fakeClient(siteB);
    hub.add(screenA);
    hub.add(screenB);
    events.emit('issue.created', rowOf(issueId(1), siteA));
    await vi.waitFor(() => expect(dataOf(screenA.chunks)).toHaveLength(1));
    expect(database.notify).toHaveBeenCalledWith(
      issueEventsChannel,
      JSON.stringify({ type: 'issue.created', siteId: siteA, issueId: issueId(1) }),
    );
    expect(dataOf(screenA.chunks)[0]).toEqual({ type: 'issue.created', issue: issueOf(issueId(1), siteA) });
    expect(screenB.chunks).toEqual([]);
    expect(loadIssue).toHaveBeenCalledTimes(1);
  });

  it("sends a portfolio screen (issue 29) the changes of each of its sites once, and none of another's", async () => {
    const { hub, events } = await startHub({ loadIssue: async (id) => issueOf(id, id === issueId(3) ? siteB : siteA) });
    const portfolio = fakeClient(siteA, true, { siteIds: [siteA, siteB], isPortfolio: true });
    const alone = fakeClient(siteA, true, { siteIds: [] });
    hub.add(portfolio);
    hub.add(alone);
    expect(hub.clientCount(siteA)).toBe(1);
    expect(hub.clientCount()).toBe(2);
    events.emit('issue.created', rowOf(issueId(1), siteA));
    events.emit('issue.created', rowOf(issueId(3), siteB));
    await vi.waitFor(() => expect(dataOf(portfolio.chunks)).toHaveLength(2));
    expect(
      dataOf(portfolio.chunks)
        .map((event) => event.issue.id)
        .sort(),
    ).toEqual([issueId(1), issueId(3)]);
    expect(alone.chunks).toEqual([]);
    hub.closeWhere((client) => client === portfolio);
    expect(portfolio.closed).toBe(true);
    expect([hub.clientCount(siteA), hub.clientCount(siteB), hub.clientCount()]).toEqual([0, 0, 1]);
  });

  it('delivers what another instance announced on the same database', async () => {
    const database = fakeDatabase();
    const origin = await startHub({ database });
    const other = await startHub({ database });
    const screen = fakeClient(siteA);
    other.hub.add(screen);
    origin.events.emit('issue.resolved', rowOf(issueId(2), siteA));
    await vi.waitFor(() => expect(dataOf(screen.chunks).map((e) => e.type)).toEqual(['issue.resolved']));
    // The origin has no screens of that site, so it loads nothing.
    expect(origin.loadIssue).not.toHaveBeenCalled();
  });

  it('keeps the order of changes to one site even when an earlier load is slower', async () => {
    let releaseFirst: () => void = () => {};
    const firstLoad = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let calls = 0;
    const { hub, events } = await startHub({
      loadIssue: async (id) => {
        calls += 1;
        if (calls === 1) {
          await firstLoad;
          return issueOf(id, siteA, 'OPEN');
        }
        return issueOf(id, siteA, 'RESOLVED');
      },
    });
    const screen = fakeClient(siteA);
    hub.add(screen);
    events.emit('issue.created', rowOf(issueId(3), siteA));
    events.emit('issue.resolved', rowOf(issueId(3), siteA));
    await vi.waitFor(() => expect(calls).toBe(1));
    releaseFirst();
    await vi.waitFor(() => expect(dataOf(screen.chunks)).toHaveLength(2));
    expect(dataOf(screen.chunks).map((e) => [e.type, e.issue.status])).toEqual([
      ['issue.created', 'OPEN'],
      ['issue.resolved', 'RESOLVED'],
    ]);
  });

  it('skips malformed notices, missing issues and issues of another site', async () => {
    const database = fakeDatabase();
    const { hub, loadIssue } = await startHub({
      database,
      loadIssue: async (id) => (id === issueId(5) ? issueOf(id, siteB) : null),
    });
    const screen = fakeClient(siteA);
    hub.add(screen);
    await database.notify(issueEventsChannel, 'not json');
    await database.notify(
      issueEventsChannel,
      JSON.stringify({ type: 'issue.deleted', siteId: siteA, issueId: issueId(4) }),
    );
    await database.notify(
      issueEventsChannel,
      JSON.stringify({ type: 'issue.created', siteId: siteA, issueId: issueId(4) }),
    );
    await database.notify(
      issueEventsChannel,
      JSON.stringify({ type: 'issue.created', siteId: siteA, issueId: issueId(5) }),
    );
    await vi.waitFor(() => expect(loadIssue).toHaveBeenCalledTimes(2));
    await hub.stop();
    expect(dataOf(screen.chunks)).toEqual([]);
    expect(log.warn).toHaveBeenCalled();
  });

  it('drops a screen that cannot keep up and removes screens on request', async () => {
    const { hub, events } = await startHub({});
    const slow = fakeClient(siteA, false);
    const fine = fakeClient(siteA);
    const remove = hub.add(slow);
    const removeFine = hub.add(fine);
    expect(hub.clientCount(siteA)).toBe(2);
    events.emit('issue.created', rowOf(issueId(6), siteA));
    await vi.waitFor(() => expect(slow.closed).toBe(true));
    expect(hub.clientCount(siteA)).toBe(1);
    remove();
    removeFine();
    expect(hub.clientCount()).toBe(0);
  });

  it('ends every screen once missed notices are possible and listening is back, so browsers reload their lists', async () => {
    const { hub, database } = await startHub({});
    const screens = [fakeClient(siteA), fakeClient(siteB)];
    for (const screen of screens) hub.add(screen);
    database.gap('lost');
    expect(screens.map((screen) => screen.closed)).toEqual([false, false]);
    database.gap('restored');
    expect(screens.map((screen) => screen.closed)).toEqual([true, true]);
    expect(hub.clientCount()).toBe(0);
    await hub.stop();
    expect(database.gapHandlers.size).toBe(0);
  });

  it('sends heartbeats to every screen', async () => {
    vi.useFakeTimers();
    const { hub } = await startHub({ heartbeatMs: 1000 });
    const screen = fakeClient(siteA);
    const other = fakeClient(siteB);
    hub.add(screen);
    hub.add(other);
    // A portfolio's screen is under two sites but hears one heartbeat; one without sites hears it too.
    const portfolio = fakeClient(siteA, true, { siteIds: [siteA, siteB] });
    const empty = fakeClient(siteA, true, { siteIds: [] });
    hub.add(portfolio);
    hub.add(empty);
    vi.advanceTimersByTime(2500);
    expect(screen.chunks).toEqual([': heartbeat\n\n', ': heartbeat\n\n']);
    expect(other.chunks).toHaveLength(2);
    expect(portfolio.chunks).toHaveLength(2);
    expect(empty.chunks).toHaveLength(2);
  });

  it('stop closes every screen, stops listening and ignores later domain events', async () => {
    const database = fakeDatabase();
    const { hub, events } = await startHub({ database });
    const screen = fakeClient(siteA);
    hub.add(screen);
    expect(database.listenerCount(issueEventsChannel)).toBe(1);
    await hub.stop();
    expect(screen.closed).toBe(true);
    expect(hub.clientCount()).toBe(0);
    expect(database.listenerCount(issueEventsChannel)).toBe(0);
    events.emit('issue.created', rowOf(issueId(7), siteA));
    expect(database.notify).not.toHaveBeenCalled();
  });

  it('ends the streams whose access another instance took back, at once, and no others', async () => {
    const database = fakeDatabase();
    const asDatabase = database as unknown as Database;
    // Instance A announces; instance B holds the streams. Each has its own access cache on the same database.
    const accessA = createAccessCache({ database: asDatabase, log });
    const accessB = createAccessCache({ database: asDatabase, log });
    await accessA.start();
    await accessB.start();
    const { hub } = await startHub({ database });
    const revocations = hearRevocations(accessB, (isRevoked) => hub.closeWhere(isRevoked));
    const screen = (siteId: string, userId: string, sessionIdHash: string) => {
      const client = fakeClient(siteId, true, { userId, sessionIdHash });
      hub.add(client);
      return client;
    };
    const ann = { a: screen(siteA, 'ann', 'ann-laptop'), b: screen(siteB, 'ann', 'ann-laptop') };
    const annPhone = screen(siteA, 'ann', 'ann-phone');
    const bob = { a: screen(siteA, 'bob', 'bob-laptop'), b: screen(siteB, 'bob', 'bob-laptop') };
    const closed = () => [ann.a, ann.b, annPhone, bob.a, bob.b].map((client) => client.closed);

    // Removed from one site (or a role changed): that user's streams of that site.
    await accessA.announce({ kind: 'member', userId: 'ann', siteId: siteA });
    expect(closed()).toEqual([true, false, true, false, false]);
    // Logout or a replaced session: that session's streams, whichever site.
    await accessA.announce({ kind: 'session', idHash: 'bob-laptop' });
    expect(closed()).toEqual([true, false, true, true, true]);
    expect(hub.clientCount()).toBe(1);
    // The user's account: all of their streams.
    await accessA.announce({ kind: 'user', userId: 'ann' });
    expect(closed()).toEqual([true, true, true, true, true]);
    expect(hub.clientCount()).toBe(0);

    // A site's row changed: that site's streams.
    const onA = screen(siteA, 'cat', 'cat-1');
    const onB = screen(siteB, 'cat', 'cat-1');
    await accessA.announce({ kind: 'site', siteId: siteB });
    expect([onA.closed, onB.closed]).toEqual([false, true]);
    // An unreadable notice could have been any change: every stream.
    await database.notify(accessChangesChannel, '{"kind":"member"');
    expect(onA.closed).toBe(true);
    revocations.stop();
    await accessA.stop();
    await accessB.stop();
  });

  it('ends every stream once change notices missed while listening was down may have taken access back', async () => {
    const database = fakeDatabase();
    const access = createAccessCache({ database: database as unknown as Database, log });
    await access.start();
    const { hub } = await startHub({ database });
    const revocations = hearRevocations(access, (isRevoked) => hub.closeWhere(isRevoked));
    const mark = revocations.mark();
    database.gap('lost');
    expect(revocations.revokedSince(mark, { userId: 'ann', sessionIdHash: 'ann-1', siteIds: [siteA] })).toBe(false);
    database.gap('restored');
    expect(revocations.revokedSince(mark, { userId: 'ann', sessionIdHash: 'ann-1', siteIds: [siteA] })).toBe(true);
    revocations.stop();
    await access.stop();
  });
});
