import type { Issue } from '@sitewatch/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import type { DomainEvents } from '../../lib/domain-events';
import { formatSseData, sseHeartbeat } from '../../lib/event-stream';
import { type IssueChangeNotice, issueChangeNotice, issueEventsChannel } from './live-message';
import type { StreamHolder } from './stream-revocation';

/** One open live screen: whose access it holds, where its events go and how to end it. */
export interface LiveClient extends StreamHolder {
  /** Writes a chunk; answers false when the client cannot keep up and should be dropped. */
  write(chunk: string): boolean;
  close(): void;
}

export interface LiveHubOptions {
  database: Pick<Database, 'listen' | 'notify' | 'onNoticesGap'>;
  events: DomainEvents;
  log: FastifyBaseLogger;
  /** Loads the issue as the API shows it; null when it no longer exists. */
  loadIssue(issueId: string): Promise<Issue | null>;
  heartbeatMs?: number;
}

/**
 * Live issue updates for every instance. A change made here is announced through the database
 * (NOTIFY); every instance, this one included, hears it (LISTEN) and sends the issue's current
 * state to its own screens of that site. On PostgreSQL this crosses instances; on PGlite it stays
 * in-process, which is all there is.
 */
export class LiveHub {
  private readonly clientsBySite = new Map<string, Set<LiveClient>>();
  /** Every screen, whatever its sites (a portfolio's is under each of its sites, and may have none). */
  private readonly clients = new Set<LiveClient>();
  /** Notices of one site are handled in order, so a late load cannot undo a newer state. */
  private readonly siteQueues = new Map<string, Promise<void>>();
  private unlisten: (() => Promise<void>) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly options: LiveHubOptions) {}

  private readonly announceCreated = (row: IssueRow) => this.announce('issue.created', row);
  private readonly announceResolved = (row: IssueRow) => this.announce('issue.resolved', row);
  private readonly announceUpdated = (row: IssueRow) => this.announce('issue.updated', row);

  /**
   * Screens heard nothing while the listening connection was down: once it is back, their streams end and the
   * browsers reconnect, which loads their lists again (the list cache was dropped meanwhile).
   */
  private readonly onNoticesGap = (state: 'lost' | 'restored') => {
    if (state !== 'restored') return;
    this.closeAll();
  };
  private stopHearingGaps: (() => void) | undefined;

  async start(): Promise<void> {
    this.stopHearingGaps = this.options.database.onNoticesGap(this.onNoticesGap);
    this.unlisten = await this.options.database.listen(issueEventsChannel, (payload) => this.receive(payload));
    this.options.events.on('issue.created', this.announceCreated);
    this.options.events.on('issue.resolved', this.announceResolved);
    this.options.events.on('issue.updated', this.announceUpdated);
    // Screens upsert an open issue on 'issue.created', so a new report count and priority show at once.
    this.options.events.on('issue.report-attached', this.announceCreated);
    // Heartbeats keep proxies from closing idle streams and reveal clients that went away.
    this.heartbeat = setInterval(() => this.broadcast(null, sseHeartbeat), this.options.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.stopHearingGaps?.();
    this.options.events.off('issue.created', this.announceCreated);
    this.options.events.off('issue.resolved', this.announceResolved);
    this.options.events.off('issue.updated', this.announceUpdated);
    this.options.events.off('issue.report-attached', this.announceCreated);
    clearInterval(this.heartbeat);
    await this.unlisten?.();
    this.closeAll();
    await Promise.allSettled(this.siteQueues.values());
  }

  /**
   * Adds a screen, registered under each of its sites (one for a site's screen, every site of the user for the
   * portfolio's); the returned function removes it (call it when the connection closes).
   */
  add(client: LiveClient): () => void {
    this.clients.add(client);
    for (const siteId of client.siteIds) {
      let clients = this.clientsBySite.get(siteId);
      if (!clients) {
        clients = new Set();
        this.clientsBySite.set(siteId, clients);
      }
      clients.add(client);
    }
    return () => this.remove(client);
  }

  /** Ends the screens that match (their access was taken back); their browsers reconnect and are checked again. */
  closeWhere(matches: (client: LiveClient) => boolean): void {
    for (const client of [...this.clients]) {
      if (!matches(client)) continue;
      this.remove(client);
      client.close();
    }
  }

  /** Open screens: of one site (a portfolio's screen counts for each of its sites), or all of them. */
  clientCount(siteId?: string): number {
    if (siteId) return this.clientsBySite.get(siteId)?.size ?? 0;
    return this.clients.size;
  }

  private closeAll(): void {
    for (const client of this.clients) client.close();
    this.clients.clear();
    this.clientsBySite.clear();
  }

  private remove(client: LiveClient): void {
    if (!this.clients.delete(client)) return;
    for (const siteId of client.siteIds) {
      const clients = this.clientsBySite.get(siteId);
      if (!clients?.delete(client)) continue;
      if (clients.size === 0) this.clientsBySite.delete(siteId);
    }
  }

  private announce(type: IssueChangeNotice['type'], row: IssueRow): void {
    const notice: IssueChangeNotice = { type, siteId: row.siteId, issueId: row.id };
    this.options.database.notify(issueEventsChannel, JSON.stringify(notice)).catch((error: unknown) => {
      this.options.log.error({ err: error, notice }, 'live updates: could not announce an issue change');
    });
  }

  private receive(payload: string): void {
    let notice: IssueChangeNotice;
    try {
      notice = issueChangeNotice.parse(JSON.parse(payload));
    } catch {
      this.options.log.warn({ payload }, 'live updates: ignored a malformed notice');
      return;
    }
    // Every notice, from any instance: the site's cached open list is stale now.
    this.options.events.emit('issue.changed', { siteId: notice.siteId, issueId: notice.issueId });
    // Screens of other sites, or none at all on this instance: nothing to load.
    if (this.clientCount(notice.siteId) === 0) return;
    const previous = this.siteQueues.get(notice.siteId) ?? Promise.resolve();
    const next = previous.then(() => this.deliver(notice));
    this.siteQueues.set(notice.siteId, next);
    void next.finally(() => {
      if (this.siteQueues.get(notice.siteId) === next) this.siteQueues.delete(notice.siteId);
    });
  }

  private async deliver(notice: IssueChangeNotice): Promise<void> {
    try {
      const issue = await this.options.loadIssue(notice.issueId);
      if (!issue || issue.siteId !== notice.siteId) return;
      // The screen goes by the issue's current status, whatever the kind of notice: an issue
      // resolved before its 'created' notice was handled is never shown as open.
      this.broadcast(notice.siteId, formatSseData({ type: notice.type, issue }));
    } catch (error) {
      this.options.log.error({ err: error, notice }, 'live updates: could not load a changed issue');
    }
  }

  private broadcast(siteId: string | null, chunk: string): void {
    const targets = siteId ? (this.clientsBySite.get(siteId) ?? new Set<LiveClient>()) : this.clients;
    for (const client of [...targets]) {
      if (!client.write(chunk)) {
        this.remove(client);
        client.close();
      }
    }
  }
}
