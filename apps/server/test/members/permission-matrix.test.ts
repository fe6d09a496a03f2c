import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAssignments, issueReports, siteInvitations, siteMembers, webhooks } from '../../src/db/schema';
import { signJobToken } from '../../src/modules/assignments/job-token';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';

type Role = 'owner' | 'member' | 'removed member' | 'other tenant' | 'anonymous' | 'contractor link';
const roles: Role[] = ['owner', 'member', 'removed member', 'other tenant', 'anonymous', 'contractor link'];

interface Fixture {
  siteId: string;
  issueId: string;
  invitationId: string;
  targetUserId: string;
  /** A second visitor's report attached to the issue (a duplicate a manager may split back out). */
  attachedReportId: string;
  /** A webhook endpoint of the site (owners manage them). */
  webhookId: string;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  url(f: Fixture): string;
  payload?: (f: Fixture) => unknown;
  /** What an owner gets; members get the same unless ownerOnly (then 403). */
  allowed: number;
  ownerOnly?: boolean;
  /** Streams never end under inject: only the refusals are checked. */
  isStream?: boolean;
}

const base = (f: Fixture) => `/api/site/${f.siteId}`;
const issue = (f: Fixture) => `${base(f)}/issues/${f.issueId}`;

/** Every signed-in route of a site, with what its callers get. */
const cases: RouteCase[] = [
  { method: 'GET', path: '/api/site/:siteId', url: base, allowed: 200 },
  {
    method: 'POST',
    path: '/api/site/:siteId/report',
    url: (f) => `${base(f)}/report`,
    payload: () => ({}),
    allowed: 202,
  },
  { method: 'GET', path: '/api/site/:siteId/issues/open', url: (f) => `${base(f)}/issues/open`, allowed: 200 },
  {
    method: 'GET',
    path: '/api/site/:siteId/issues/events',
    url: (f) => `${base(f)}/issues/events`,
    allowed: 200,
    isStream: true,
  },
  {
    method: 'GET',
    path: '/api/site/:siteId/issues/export.csv',
    url: (f) => `${base(f)}/issues/export.csv?from=2026-01-01&to=2026-12-31`,
    allowed: 200,
  },
  {
    method: 'GET',
    path: '/api/site/:siteId/issues/resolved',
    url: (f) => `${base(f)}/issues/resolved?q=door`,
    allowed: 200,
  },
  {
    method: 'GET',
    path: '/api/site/:siteId/insights',
    url: (f) => `${base(f)}/insights?weeks=4`,
    allowed: 200,
  },
  { method: 'GET', path: '/api/site/:siteId/issues/:issueId', url: issue, allowed: 200 },
  {
    method: 'POST',
    path: '/api/site/:siteId/issues/:issueId/resolve',
    url: (f) => `${issue(f)}/resolve`,
    allowed: 200,
  },
  {
    method: 'GET',
    path: '/api/site/:siteId/issues/:issueId/activity',
    url: (f) => `${issue(f)}/activity`,
    allowed: 200,
  },
  {
    method: 'POST',
    path: '/api/site/:siteId/issues/:issueId/assignment',
    url: (f) => `${issue(f)}/assignment`,
    payload: (f) => ({ memberUserId: f.targetUserId }),
    allowed: 200,
  },
  {
    method: 'DELETE',
    path: '/api/site/:siteId/issues/:issueId/assignment',
    url: (f) => `${issue(f)}/assignment`,
    allowed: 204,
  },
  {
    method: 'POST',
    path: '/api/site/:siteId/issues/:issueId/notes',
    url: (f) => `${issue(f)}/notes`,
    payload: () => ({ text: 'Checked' }),
    allowed: 201,
  },
  {
    method: 'POST',
    path: '/api/site/:siteId/issues/:issueId/triage',
    url: (f) => `${issue(f)}/triage`,
    payload: () => ({ priorityId: 'CRITICAL' }),
    allowed: 200,
  },
  {
    method: 'POST',
    path: '/api/site/:siteId/issues/:issueId/reports/:reportId/split',
    url: (f) => `${issue(f)}/reports/${f.attachedReportId}/split`,
    allowed: 201,
  },
  {
    method: 'POST',
    path: '/api/site/:siteId/invitations',
    url: (f) => `${base(f)}/invitations`,
    payload: () => ({ email: 'new.person@example.com' }),
    allowed: 201,
    ownerOnly: true,
  },
  {
    method: 'DELETE',
    path: '/api/site/:siteId/invitations/:invitationId',
    url: (f) => `${base(f)}/invitations/${f.invitationId}`,
    allowed: 204,
    ownerOnly: true,
  },
  { method: 'GET', path: '/api/site/:siteId/members', url: (f) => `${base(f)}/members`, allowed: 200 },
  {
    method: 'DELETE',
    path: '/api/site/:siteId/members/:userId',
    url: (f) => `${base(f)}/members/${f.targetUserId}`,
    allowed: 204,
    ownerOnly: true,
  },
  {
    method: 'POST',
    path: '/api/site/:siteId/members/:userId/role',
    url: (f) => `${base(f)}/members/${f.targetUserId}/role`,
    payload: () => ({ role: 'owner' }),
    allowed: 204,
    ownerOnly: true,
  },
  {
    method: 'GET',
    path: '/api/site/:siteId/webhooks',
    url: (f) => `${base(f)}/webhooks`,
    allowed: 200,
    ownerOnly: true,
  },
  {
    method: 'POST',
    path: '/api/site/:siteId/webhooks',
    url: (f) => `${base(f)}/webhooks`,
    payload: () => ({ url: 'https://203.0.113.10/sitewatch', format: 'standard', events: ['issue.created'] }),
    allowed: 201,
    ownerOnly: true,
  },
  {
    method: 'DELETE',
    path: '/api/site/:siteId/webhooks/:webhookId',
    url: (f) => `${base(f)}/webhooks/${f.webhookId}`,
    allowed: 204,
    ownerOnly: true,
  },
  {
    method: 'GET',
    path: '/api/site/:siteId/webhooks/:webhookId/deliveries',
    url: (f) => `${base(f)}/webhooks/${f.webhookId}/deliveries`,
    allowed: 200,
    ownerOnly: true,
  },
  {
    method: 'POST',
    path: '/api/site/:siteId/webhooks/:webhookId/test',
    url: (f) => `${base(f)}/webhooks/${f.webhookId}/test`,
    allowed: 202,
    ownerOnly: true,
  },
  {
    method: 'PUT',
    path: '/api/site/:siteId/notifications',
    url: (f) => `${base(f)}/notifications`,
    payload: () => ({ notificationPreference: 'HIGH' }),
    allowed: 204,
  },
  {
    method: 'PUT',
    path: '/api/site/:siteId/response-targets',
    url: (f) => `${base(f)}/response-targets`,
    payload: () => ({ CRITICAL: 60, HIGH: 240, MEDIUM: 2880, LOW: 10080 }),
    allowed: 200,
    ownerOnly: true,
  },
  { method: 'GET', path: '/api/site/:siteId/weekly-summary', url: (f) => `${base(f)}/weekly-summary`, allowed: 200 },
  {
    method: 'PUT',
    path: '/api/site/:siteId/weekly-summary',
    url: (f) => `${base(f)}/weekly-summary`,
    payload: () => ({ enabled: true }),
    allowed: 200,
  },
];

/** "METHOD path" of every route in Fastify's printed route tree. */
function listRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ]*)(?:├── |└── )?(\S+) \(([^)]+)\)/);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4 + (line.includes('── ') ? 1 : 0);
    stack.length = depth;
    stack[depth] = match[2] as string;
    const path = stack.join('');
    for (const method of (match[3] as string).split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('permission matrix over every manager route of a site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  it('covers every /api/site/:siteId route the app serves', () => {
    const served = listRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      r.includes(' /api/site/:siteId'),
    );
    expect(served.length).toBeGreaterThan(10);
    expect(served.sort()).toEqual(cases.map((c) => `${c.method} ${c.path}`).sort());
  });

  /** A fresh site per call: owner, member, removed member, a target member, an issue, an invitation. */
  async function createFixture() {
    const owner = await createTestUser(db());
    const member = await createTestUser(db());
    const removed = await createTestUser(db());
    const target = await createTestUser(db());
    const stranger = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [] });
    await db()
      .insert(siteMembers)
      .values([
        { siteId: site.id, userId: owner.id, role: 'owner' },
        { siteId: site.id, userId: member.id },
        { siteId: site.id, userId: removed.id },
        { siteId: site.id, userId: target.id },
      ]);
    await createTestSite(db(), { memberIds: [stranger.id] });
    const issue = await createTestIssue(db(), { siteId: site.id });
    const [invitation] = await db()
      .insert(siteInvitations)
      .values({
        siteId: site.id,
        email: 'waiting@example.com',
        tokenHash: `h-${issue.id}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    // The issue is assigned to a member, and a contractor holds a valid job link of this site.
    await db().insert(issueAssignments).values({ issueId: issue.id, siteId: site.id, assigneeUserId: target.id });
    const [contract] = await db()
      .insert(issueAssignments)
      .values({
        issueId: issue.id,
        siteId: site.id,
        contractorEmail: 'fixer@example.com',
        expiresAt: new Date(Date.now() + 86_400_000),
        revokedAt: new Date(),
      })
      .returning();
    const jobToken = signJobToken(Buffer.from(t.config.APP_SECRET as string), site.id, {
      assignmentId: contract?.id as string,
      expiresAt: Date.now() + 86_400_000,
    });
    // Two visitors reported the issue; the second report was attached to it as a duplicate.
    const reportOf = (createdAt: Date) => ({
      issueId: issue.id,
      siteId: site.id,
      title: issue.title,
      description: issue.description,
      location: issue.location,
      priority: issue.priority,
      category: issue.category,
      createdAt,
    });
    const [, attached] = await db()
      .insert(issueReports)
      .values([reportOf(new Date(Date.now() - 60_000)), reportOf(new Date())])
      .returning();
    await db().delete(siteMembers).where(eq(siteMembers.userId, removed.id));
    const headersOf: Record<Role, Record<string, string>> = {
      owner: await signInHeaders(db(), owner.id),
      member: await signInHeaders(db(), member.id),
      'removed member': await signInHeaders(db(), removed.id),
      'other tenant': await signInHeaders(db(), stranger.id),
      anonymous: { 'x-sitewatch-csrf': '1' },
      // A contractor has no session, only the job token: it opens nothing on manager routes.
      'contractor link': { authorization: `Bearer ${jobToken}`, 'x-sitewatch-csrf': '1' },
    };
    const [webhook] = await db()
      .insert(webhooks)
      .values({
        siteId: site.id,
        url: 'https://hooks.example.com/existing',
        format: 'standard',
        events: ['issue.created'],
        secret: 'whsec_dGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQ=',
      })
      .returning();
    const fixture: Fixture = {
      siteId: site.id,
      issueId: issue.id,
      invitationId: invitation?.id as string,
      targetUserId: target.id,
      attachedReportId: attached?.id as string,
      webhookId: webhook?.id as string,
    };
    return { fixture, headersOf };
  }

  function expectedStatus(c: RouteCase, role: Role): number {
    if (role === 'anonymous' || role === 'contractor link') return 401;
    if (role === 'removed member' || role === 'other tenant') return 404;
    if (role === 'member' && c.ownerOnly) return 403;
    return c.allowed;
  }

  for (const c of cases) {
    it(`${c.method} ${c.path}`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const role of roles) {
        const expected = expectedStatus(c, role);
        if (c.isStream && expected === c.allowed) continue;
        // A fresh site per caller: one caller's change (a removal, a withdrawal) cannot decide the next answer.
        const { fixture, headersOf } = await createFixture();
        const res = await t.app.inject({
          method: c.method,
          url: c.url(fixture),
          headers: headersOf[role],
          ...(c.payload ? { payload: c.payload(fixture) as object } : {}),
        });
        got[role] = res.statusCode;
        want[role] = expected;
        if (expected === 404) {
          // Nothing of the site leaks to outsiders.
          expect(res.body).not.toContain(fixture.issueId);
        }
      }
      expect(got).toEqual(want);
    });
  }
});
