import { visitorEmailRetentionDays } from '@sitewatch/shared';
import type { Db } from '../../db/client';
import { visitorEmails } from '../../db/schema';

const dayMs = 24 * 60 * 60 * 1000;

/** Keeps the visitor's address for the one "fixed" email; a second address replaces the first. */
export async function saveVisitorEmail(db: Db, options: { reportId: string; email: string; now?: Date }) {
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + visitorEmailRetentionDays * dayMs);
  await db
    .insert(visitorEmails)
    .values({ reportId: options.reportId, email: options.email, createdAt: now, expiresAt })
    .onConflictDoUpdate({ target: visitorEmails.reportId, set: { email: options.email, createdAt: now, expiresAt } });
}
