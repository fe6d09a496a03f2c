import type { Db } from '../../db/client';
import type { IssueRow } from '../../db/row-types';
import type { DomainEvents } from '../../lib/domain-events';
import { type ActivityActor, recordActivity } from './record-activity';

/** A note on an issue's timeline; open detail screens refresh through the event. */
export async function addIssueNote(
  db: Db,
  events: DomainEvents,
  options: { issue: IssueRow; actor: ActivityActor; text: string },
): Promise<void> {
  await recordActivity(db, {
    issueId: options.issue.id,
    kind: 'note',
    actor: options.actor,
    details: { text: options.text },
  });
  events.emit('issue.updated', options.issue);
}
