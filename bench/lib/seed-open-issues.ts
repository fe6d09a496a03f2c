import { randomBytes } from 'node:crypto';
import {
  createSession,
  type Database,
  files,
  issuePhotos,
  issues,
  sessionCookieName,
  siteMembers,
  sites,
  users,
} from '@sitewatch/server/testing';

export const priorities = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export const categories = ['CLEANING', 'SECURITY', 'PLUMBING', 'IT', 'MECHANICAL_ELECTRICAL'] as const;

/** A seeded site's row: a superstore with a fresh, unguessable code. */
export const benchSiteValues = (name = 'Benchmark Superstore') => ({
  idCode: randomBytes(16).toString('base64url'),
  name,
  companyName: 'Benchmark Superstore',
  type: 'PROPERTY_OWNER' as const,
  postcode: 'SW1A 1AA',
  operatingHours: '24/7',
  purpose: 'retail',
});

/**
 * A manager with a session and one site per count, each with that many open issues (a third with one
 * or two photos) plus resolved ones that must not show.
 */
export async function seedOpenIssues(
  database: Database,
  openCounts: number[],
): Promise<{ siteIds: string[]; cookie: string }> {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({ issuer: 'https://bench.local', subject: 'bench', email: 'bench@example.com', name: 'Bench' })
    .returning();
  if (!user) throw new Error('seed failed');
  const siteIds: string[] = [];
  for (const count of openCounts) {
    const [site] = await db.insert(sites).values(benchSiteValues()).returning();
    if (!site) throw new Error('seed failed');
    siteIds.push(site.id);
    await db.insert(siteMembers).values({ siteId: site.id, userId: user.id });
    const now = Date.now();
    const total = count + 200;
    for (let start = 0; start < total; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, total - start) }, (_, j) => {
        const i = start + j;
        return {
          siteId: site.id,
          title: `Water leaking from the ceiling (${i})`,
          description: 'Water is dripping through the ceiling tiles and pooling on the floor by the tills.',
          location: `Aisle ${i % 40}`,
          priority: priorities[i % priorities.length] ?? ('LOW' as const),
          category: categories[i % categories.length] ?? ('OTHER' as const),
          status: i < count ? ('OPEN' as const) : ('RESOLVED' as const),
          createdAt: new Date(now - i * 60_000),
          closedAt: i < count ? null : new Date(now),
        };
      });
      const inserted = await db.insert(issues).values(rows).returning({ id: issues.id, status: issues.status });
      const withPhotos = inserted.filter((row, i) => row.status === 'OPEN' && i % 3 === 0);
      const photos = withPhotos.flatMap((row, i) =>
        Array.from({ length: 1 + (i % 2) }, (_, position) => ({
          key: `issue-reporting-images/bench-${row.id}-${position}.jpg`,
          issueId: row.id,
          position,
        })),
      );
      if (photos.length === 0) continue;
      await db.insert(files).values(
        photos.map((photo) => ({
          key: photo.key,
          siteId: site.id,
          folder: 'issue-reporting-images' as const,
          status: 'attached',
          contentType: 'image/jpeg',
          sizeBytes: 120_000,
        })),
      );
      await db
        .insert(issuePhotos)
        .values(photos.map((photo) => ({ issueId: photo.issueId, fileKey: photo.key, position: photo.position })));
    }
  }
  const sessionId = await createSession(db, user.id, { idleHours: 24, maxDays: 30 });
  return { siteIds, cookie: `${sessionCookieName}=${sessionId}` };
}
