import { randomBytes } from 'node:crypto';
import { csrfHeaderName, csrfHeaderValue, siteCodeHeaderName, siteIdHeaderName } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { issues, siteMembers, sites, users } from '../../src/db/schema';
import { createSession, sessionCookieName } from '../../src/plugins/session-store';

type UserInsert = typeof users.$inferInsert;
type SiteInsert = typeof sites.$inferInsert;

const unique = () => randomBytes(6).toString('hex');

export async function createTestUser(db: Db, overrides: Partial<UserInsert> = {}) {
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'https://issuer.test',
      subject: `subject-${id}`,
      email: `manager-${id}@example.com`,
      name: `Manager ${id}`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function createTestSite(db: Db, options: { memberIds?: string[] } & Partial<SiteInsert> = {}) {
  const { memberIds = [], ...overrides } = options;
  const [site] = await db
    .insert(sites)
    .values({
      idCode: randomBytes(12).toString('base64url'),
      name: `Site ${unique()}`,
      companyName: 'Test Company',
      type: 'PROPERTY_OWNER',
      postcode: 'SW1A 1AA',
      operatingHours: '9am - 5pm',
      purpose: 'retail',
      ...overrides,
    })
    .returning();
  if (!site) throw new Error('site not created');
  for (const userId of memberIds) await db.insert(siteMembers).values({ siteId: site.id, userId });
  return site;
}

/** A site with an owner and a member (role `member`). */
export async function createTestTeam(db: Db) {
  const owner = await createTestUser(db);
  const member = await createTestUser(db);
  const site = await createTestSite(db, { memberIds: [owner.id, member.id] });
  await db
    .update(siteMembers)
    .set({ role: 'owner' })
    .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, owner.id)));
  return { owner, member, site };
}

type IssueInsert = typeof issues.$inferInsert;

/** An issue straight in the database (no triage, no events); OPEN, MEDIUM, CLEANING unless overridden. */
export async function createTestIssue(db: Db, options: { siteId: string } & Partial<IssueInsert>) {
  const [issue] = await db
    .insert(issues)
    .values({
      title: `Issue ${unique()}`,
      description: 'Water on the floor by the entrance',
      location: 'Entrance',
      priority: 'MEDIUM',
      category: 'CLEANING',
      ...options,
    })
    .returning();
  if (!issue) throw new Error('issue not created');
  return issue;
}

/** Headers of a signed-in manager: the session cookie and the CSRF header. */
export async function signInHeaders(db: Db, userId: string): Promise<Record<string, string>> {
  const sessionId = await createSession(db, userId, { idleHours: 24, maxDays: 30 });
  return { cookie: `${sessionCookieName}=${sessionId}`, [csrfHeaderName]: csrfHeaderValue };
}

/** Headers of a visitor's public call for a site. */
export function publicSiteHeaders(site: { id: string; idCode: string }): Record<string, string> {
  return { [siteIdHeaderName]: site.id, [siteCodeHeaderName]: site.idCode };
}
