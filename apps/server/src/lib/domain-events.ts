import { EventEmitter } from 'node:events';
import type { IssueRow } from '../db/row-types';

/** What happened in this process, for the parts that react (live updates, notifications). */
export interface DomainEventMap {
  'issue.created': [IssueRow];
  'issue.resolved': [IssueRow];
  /**
   * An issue of a site was created or resolved on some instance (this one included), as heard through
   * the database's LISTEN/NOTIFY: caches of that site's issues drop their copy.
   */
  'issue.changed': [{ siteId: string; issueId: string }];
  /** Triage corrected, assigned, a note or photo added: the issue's list row or timeline changed. */
  'issue.updated': [IssueRow];
  /** Another visitor's report was attached to this open issue (its priority may have risen). */
  'issue.report-attached': [IssueRow];
  /**
   * A visitor said a fixed issue is still a problem: `issue` is the new open issue that follows `followsIssueId`.
   * Whoever had the job goes on with it (modules/assignments).
   */
  'issue.followed-up': [{ issue: IssueRow; followsIssueId: string }];
  /** A visitor's report was stored (a new issue or attached): work on its text (translation) may start. */
  'report.stored': [{ id: string; issueId: string; language: string | null }];
}

export type DomainEvents = EventEmitter<DomainEventMap>;

export function createDomainEvents(): DomainEvents {
  const events = new EventEmitter<DomainEventMap>();
  // Every open live screen adds a listener; the default cap of 10 would warn for nothing.
  events.setMaxListeners(0);
  return events;
}
