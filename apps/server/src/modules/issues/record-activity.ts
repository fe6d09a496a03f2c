import type { ActivityKind } from '@sitewatch/shared';
import type { Db } from '../../db/client';
import { issueActivities } from '../../db/schema';

/** Who did something: a member (id and label) or a contractor (label only, their email). */
export interface ActivityActor {
  userId: string | null;
  label: string;
}

type Writer = Pick<Db, 'insert'>;

/** Adds one entry to an issue's timeline; pass the transaction when the change itself is in one. */
export async function recordActivity(
  db: Writer,
  options: { issueId: string; kind: ActivityKind; actor: ActivityActor | null; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(issueActivities).values({
    issueId: options.issueId,
    kind: options.kind,
    actorUserId: options.actor?.userId ?? null,
    actorLabel: options.actor?.label ?? null,
    details: options.details ?? {},
  });
}

/** How a member appears on timelines: their chosen name, else their email. */
export function memberActor(user: { id: string; name: string | null; email: string }): ActivityActor {
  return { userId: user.id, label: user.name ?? user.email };
}
