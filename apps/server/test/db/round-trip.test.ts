import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  issuePhotos,
  issues,
  oidcPayloads,
  reportRequests,
  sentEmails,
  sessions,
  siteMembers,
  sites,
  users,
} from '../../src/db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/test-database';

describe(`database round trip (${testDatabaseKind})`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('stores and reads back a row of every table', async () => {
    const { db } = testDb.database;
    const [user] = await db
      .insert(users)
      .values({
        issuer: 'https://issuer.test',
        subject: 'abc',
        email: 'a@example.com',
        notificationForPriority: 'HIGH',
      })
      .returning();
    expect(user?.name).toBeNull();
    expect(user?.createdAt).toBeInstanceOf(Date);

    await db.insert(sessions).values({ idHash: 'h1', userId: user!.id, expiresAt: new Date(Date.now() + 1000) });
    const [site] = await db
      .insert(sites)
      .values({
        idCode: 'code-1',
        name: 'Main Street Store',
        companyName: 'Main Street Store',
        type: 'PROPERTY_OWNER',
        postcode: 'SW1A 1AA',
        operatingHours: '9-5',
        purpose: 'retail',
        feedbackPageSettings: { introText: 'Hello', messageHints: [{ label: 'Wi-Fi', message: 'The Wi-Fi is down' }] },
      })
      .returning();
    await db.insert(siteMembers).values({ siteId: site!.id, userId: user!.id });
    const [issue] = await db
      .insert(issues)
      .values({
        siteId: site!.id,
        title: 'Leak',
        description: 'Water on the floor',
        location: 'Aisle 3',
        priority: 'MEDIUM',
        category: 'PLUMBING',
        language: 'en',
        idempotencyKey: 'key-1',
      })
      .returning();
    await db.insert(files).values({
      key: 'issue-reporting-images/x.jpg',
      siteId: site!.id,
      folder: 'issue-reporting-images',
      status: 'stored',
      contentType: 'image/jpeg',
      sizeBytes: 1234,
    });
    await db.insert(issuePhotos).values({ issueId: issue!.id, fileKey: 'issue-reporting-images/x.jpg', position: 0 });
    await db
      .insert(oidcPayloads)
      .values({ id: 'g1', kind: 'Grant', payload: { a: 1 }, grantId: 'g1', expiresAt: new Date() });
    await db.insert(reportRequests).values({ siteId: site!.id, userId: user!.id, email: 'a@example.com' });
    await db.insert(sentEmails).values({ dedupeKey: 'report:1', recipient: 'a@example.com', subject: 'Report' });

    const [readSite] = await db.select().from(sites).where(eq(sites.id, site!.id));
    expect(readSite?.feedbackPageSettings).toEqual({
      introText: 'Hello',
      messageHints: [{ label: 'Wi-Fi', message: 'The Wi-Fi is down' }],
    });
    const [readIssue] = await db.select().from(issues).where(eq(issues.id, issue!.id));
    expect(readIssue).toMatchObject({ status: 'OPEN', closedAt: null, priority: 'MEDIUM', category: 'PLUMBING' });
    expect(await db.select().from(sessions)).toHaveLength(1);
    expect(await db.select().from(siteMembers)).toHaveLength(1);
    expect((await db.select().from(files))[0]?.sizeBytes).toBe(1234);
    expect(await db.select().from(issuePhotos)).toHaveLength(1);
    expect((await db.select().from(oidcPayloads))[0]?.payload).toEqual({ a: 1 });
    expect((await db.select().from(reportRequests))[0]?.status).toBe('queued');
    expect(await db.select().from(sentEmails)).toHaveLength(1);
  });

  it('enforces one user per issuer and subject, and one issue per idempotency key', async () => {
    const { db } = testDb.database;
    await db.insert(users).values({ issuer: 'https://x.test', subject: 's', email: 'x@example.com' });
    await expect(
      db.insert(users).values({ issuer: 'https://x.test', subject: 's', email: 'y@example.com' }),
    ).rejects.toThrow();
    const [site] = await db.select().from(sites).limit(1);
    const values = {
      siteId: site!.id,
      title: 't',
      description: 'd',
      location: 'l',
      priority: 'LOW' as const,
      category: 'OTHER' as const,
      idempotencyKey: 'same',
    };
    await db.insert(issues).values(values);
    await expect(db.insert(issues).values(values)).rejects.toThrow();
  });

  it('delivers NOTIFY payloads to listeners', async () => {
    const received: string[] = [];
    const unlisten = await testDb.database.listen('sitewatch_test', (payload) => received.push(payload));
    await testDb.database.notify('sitewatch_test', 'hello');
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['hello']);
    await unlisten();
  });
});
