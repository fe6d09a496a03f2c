import { EventEmitter } from 'node:events';
import type { IssueRow } from '../modules/issues/issue-dto';

/** What happened in this process, for the parts that react (live updates, notifications). */
export interface DomainEventMap {
  'issue.created': [IssueRow];
  'issue.resolved': [IssueRow];
  /** Another visitor's report was attached to this open issue (its priority may have risen). */
  'issue.report-attached': [IssueRow];
}

export type DomainEvents = EventEmitter<DomainEventMap>;

export function createDomainEvents(): DomainEvents {
  const events = new EventEmitter<DomainEventMap>();
  // Every open live screen adds a listener; the default cap of 10 would warn for nothing.
  events.setMaxListeners(0);
  return events;
}
