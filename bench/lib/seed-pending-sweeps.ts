import { randomBytes } from 'node:crypto';
import {
  createSession,
  type Database,
  issues,
  sessionCookieName,
  siteMembers,
  sites,
  users,
  webhooks,
} from '@sitewatch/server/testing';
import { benchSiteValues, categories, priorities } from './seed-open-issues';

/**
 * A backlog for the background sweeps as production data looks after an instance died with work unqueued:
 * `sites` sites, each with a member who wants every email and a webhook endpoint (subscribed hours before),
 * `pendingPerSite` open issues from the last hours whose notifications and `issue.created` deliveries were
 * never queued, and as many older resolved issues whose work is long done. The member's cookie reads the lists.
 */
export async function seedPendingSweeps(
  database: Database,
  options: { sites: number; pendingPerSite: number; webhookUrl: string },
): Promise<{ siteIds: string[]; cookie: string }> {
  const { db } = database;
  const now = Date.now();
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'https://bench.local',
      subject: 'bench',
      email: 'bench@example.com',
      name: 'Bench',
      notificationForPriority: 'LOW',
    })
    .returning();
  if (!user) throw new Error('seed failed');
  const siteIds: string[] = [];
  for (let s = 0; s < options.sites; s++) {
    const [site] = await db
      .insert(sites)
      .values(benchSiteValues(`Benchmark Superstore ${s + 1}`))
      .returning();
    if (!site) throw new Error('seed failed');
    siteIds.push(site.id);
    await db.insert(siteMembers).values({ siteId: site.id, userId: user.id, role: 'owner' });
    await db.insert(webhooks).values({
      siteId: site.id,
      url: options.webhookUrl,
      format: 'standard',
      events: ['issue.created', 'issue.resolved'],
      secret: `whsec_${randomBytes(24).toString('base64')}`,
      createdAt: new Date(now - 24 * 60 * 60_000),
    });
    const total = options.pendingPerSite * 2;
    for (let start = 0; start < total; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, total - start) }, (_, j) => {
        const i = start + j;
        const isPending = i < options.pendingPerSite;
        // Pending: two minutes to about an hour old (inside the webhook sweep's window); done: a day old.
        const createdAt = new Date(isPending ? now - 2 * 60_000 - i * 3_000 : now - 24 * 60 * 60_000 - i * 60_000);
        return {
          siteId: site.id,
          title: `Water leaking from the ceiling (${i})`,
          description: 'Water is dripping through the ceiling tiles and pooling on the floor by the tills.',
          location: `Aisle ${i % 40}`,
          priority: priorities[i % priorities.length] ?? ('LOW' as const),
          category: categories[i % categories.length] ?? ('CLEANING' as const),
          status: isPending ? ('OPEN' as const) : ('RESOLVED' as const),
          createdAt,
          closedAt: isPending ? null : new Date(createdAt.getTime() + 60 * 60_000),
          notificationsQueuedAt: isPending ? null : createdAt,
        };
      });
      await db.insert(issues).values(rows);
    }
  }
  const sessionId = await createSession(db, user.id, { idleHours: 24, maxDays: 30 });
  return { siteIds, cookie: `${sessionCookieName}=${sessionId}` };
}
