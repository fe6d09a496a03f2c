import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import { listOpenIssueRows, listOpenIssues } from './list-open-issues';
import { createOpenIssuesCache, type OpenIssuesCache } from './open-issues-cache';

/** The open lists of an instance, kept up to date by the issues' changes while started. */
export interface OpenLists {
  cache: OpenIssuesCache;
  /** Starts hearing changes: this instance's domain events and every instance's change notices. */
  start(): void;
  stop(): void;
}

/**
 * Built once in the composition root (app-deps.ts), started and stopped with the app (app.ts): the routes that
 * serve lists read `cache`, and no route builds or feeds one of its own.
 */
export function createOpenLists(options: {
  database: Database;
  events: DomainEvents;
  log: FastifyBaseLogger;
}): OpenLists {
  const { database, events, log } = options;
  const cache = createOpenIssuesCache({
    load: (siteId) => listOpenIssues(database.db, siteId),
    loadRows: (siteId, issueIds) => listOpenIssueRows(database.db, siteId, issueIds),
    isKeeping: () => database.isListening(),
    isApplyingAtOnce: true,
    onApplyFailed: (error) => log.error({ err: error }, 'open list: a change could not be applied, read whole'),
  });
  const applyChange = (row: { siteId: string; id: string }) => cache.change(row.siteId, row.id);
  const applyNotice = (notice: { siteId: string; issueId: string }) => cache.change(notice.siteId, notice.issueId);
  // This instance's own changes apply at once (read your writes); changes on any instance, this one
  // included, arrive through LISTEN/NOTIFY as issue.changed a moment later.
  const ownChanges = ['issue.created', 'issue.resolved', 'issue.updated', 'issue.report-attached'] as const;
  let stopHearingGaps: (() => void) | undefined;
  return {
    cache,
    start() {
      if (stopHearingGaps) return;
      stopHearingGaps = database.onNoticesGap(() => cache.invalidateAll());
      for (const event of ownChanges) events.on(event, applyChange);
      events.on('issue.changed', applyNotice);
    },
    stop() {
      stopHearingGaps?.();
      stopHearingGaps = undefined;
      for (const event of ownChanges) events.off(event, applyChange);
      events.off('issue.changed', applyNotice);
    },
  };
}
