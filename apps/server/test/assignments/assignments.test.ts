import { jobPathPrefix } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAssignments, issues } from '../../src/db/schema';
import { signJobToken } from '../../src/modules/assignments/job-token';
import { makeJpeg } from '../files/sample-files';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { errorBodyOf } from '../support/error-body';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { readLinkFromOutbox, readOutbox } from '../support/outbox';

describe('assignment and the contractor job link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;
  const secret = () => Buffer.from(t.config.APP_SECRET as string, 'utf8');

  async function setup() {
    const owner = await createTestUser(db(), { name: 'Olive Owner' });
    const colleague = await createTestUser(db(), { name: 'Carl Colleague' });
    const site = await createTestSite(db(), { memberIds: [owner.id, colleague.id], name: 'Riverside Depot' });
    const issue = await createTestIssue(db(), { siteId: site.id, title: 'Broken gate', location: 'Yard' });
    return { owner, colleague, site, issue, headers: await signInHeaders(db(), owner.id) };
  }

  async function assignToContractor(siteId: string, issueId: string, headers: Record<string, string>, email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/site/${siteId}/issues/${issueId}/assignment`,
      headers,
      payload: { contractorEmail: email },
    });
    expect(res.statusCode).toBe(200);
    const link = await readLinkFromOutbox(t.config.DATA_DIR, email, `${t.config.PUBLIC_URL}${jobPathPrefix}`);
    const [linkSiteId, token] = link.slice(`${t.config.PUBLIC_URL}${jobPathPrefix}`.length).split('/') as [
      string,
      string,
    ];
    return { res, linkSiteId, token, api: `/api/public/site/${linkSiteId}/jobs/${token}` };
  }

  it('assigns to a member, refuses a non-member, and shows the assignment on the timeline', async () => {
    const { site, issue, headers, colleague } = await setup();
    const stranger = await createTestUser(db());
    const url = `/api/site/${site.id}/issues/${issue.id}/assignment`;
    const notMember = await t.app.inject({ method: 'POST', url, headers, payload: { memberUserId: stranger.id } });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().fieldErrors.memberUserId).toEqual(['Not a member of this site']);
    const bad = await t.app.inject({ method: 'POST', url, headers, payload: { contractorEmail: 'nope' } });
    expect(bad.statusCode).toBe(400);

    const res = await t.app.inject({ method: 'POST', url, headers, payload: { memberUserId: colleague.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      memberUserId: colleague.id,
      memberName: 'Carl Colleague',
      contractorEmail: null,
    });
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/${issue.id}/activity`,
      headers,
    });
    expect(activity.json().assignment.memberUserId).toBe(colleague.id);
    expect(activity.json().activities.at(-1)).toMatchObject({
      kind: 'assigned',
      actor: 'Olive Owner',
      details: { assignee: 'Carl Colleague' },
    });
  });

  it('emails a contractor a job link that shows the issue, takes a note and a photo, and resolves on done', async () => {
    const { site, issue, headers } = await setup();
    const { linkSiteId, api } = await assignToContractor(site.id, issue.id, headers, 'fixer@example.com');
    expect(linkSiteId).toBe(site.id);
    const [mail] = await readOutbox(t.config.DATA_DIR, 'fixer@example.com');
    expect(mail?.subject).toBe('New job at Riverside Depot: Broken gate');

    const view = await t.app.inject({ method: 'GET', url: api });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      siteName: 'Riverside Depot',
      issue: { id: issue.id, location: 'Yard' },
      notes: [],
    });

    expect(
      (await t.app.inject({ method: 'POST', url: `${api}/notes`, payload: { text: 'On my way' } })).statusCode,
    ).toBe(201);
    const emptyNote = await t.app.inject({ method: 'POST', url: `${api}/notes`, payload: { text: '  ' } });
    expect(emptyNote.statusCode).toBe(400);

    const target = await t.app.inject({ method: 'GET', url: `${api}/photos/upload?contentType=image/jpeg` });
    expect(target.statusCode).toBe(200);
    const { url, key } = target.json();
    const put = await t.app.inject({
      method: 'PUT',
      url: url.replace(t.config.PUBLIC_URL, ''),
      headers: { 'content-type': 'image/jpeg' },
      payload: makeJpeg(),
    });
    expect(put.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'POST', url: `${api}/photos`, payload: { fileKey: key } })).statusCode).toBe(
      201,
    );
    // The same photo cannot be attached twice.
    expect((await t.app.inject({ method: 'POST', url: `${api}/photos`, payload: { fileKey: key } })).statusCode).toBe(
      400,
    );

    const withPhoto = await t.app.inject({ method: 'GET', url: api });
    expect(withPhoto.json().photoUrls).toHaveLength(1);
    expect(withPhoto.json().notes.map((n: { text: string }) => n.text)).toEqual(['On my way']);

    const done = await t.app.inject({ method: 'POST', url: `${api}/done` });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('RESOLVED');
    const [row] = await db().select().from(issues).where(eq(issues.id, issue.id));
    expect(done.json().closedAt).toBe(row?.closedAt?.getTime());

    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/${issue.id}/activity`,
      headers,
    });
    expect(activity.json().activities.map((a: { kind: string; actor: string | null }) => [a.kind, a.actor])).toEqual([
      ['reported', null],
      ['triaged', null],
      ['assigned', 'Olive Owner'],
      ['note', 'fixer@example.com'],
      ['photo', 'fixer@example.com'],
      ['resolved', 'fixer@example.com'],
    ]);
    // After done the job can be read but not changed.
    expect((await t.app.inject({ method: 'POST', url: `${api}/notes`, payload: { text: 'More' } })).statusCode).toBe(
      409,
    );
  });

  it('keeps a done job readable but issues no upload address and takes no photo, note or change', async () => {
    const { site, issue, headers } = await setup();
    const { api } = await assignToContractor(site.id, issue.id, headers, 'done@example.com');
    const target = await t.app.inject({ method: 'GET', url: `${api}/photos/upload?contentType=image/jpeg` });
    const { key } = target.json();
    await t.app.inject({
      method: 'PUT',
      url: target.json().url.replace(t.config.PUBLIC_URL, ''),
      headers: { 'content-type': 'image/jpeg' },
      payload: makeJpeg(),
    });
    expect((await t.app.inject({ method: 'POST', url: `${api}/done` })).statusCode).toBe(200);

    const view = await t.app.inject({ method: 'GET', url: api });
    expect(view.statusCode).toBe(200);
    expect(view.json().issue.status).toBe('RESOLVED');

    const refusals = [
      await t.app.inject({ method: 'GET', url: `${api}/photos/upload?contentType=image/jpeg` }),
      await t.app.inject({ method: 'POST', url: `${api}/photos`, payload: { fileKey: key } }),
      await t.app.inject({ method: 'POST', url: `${api}/notes`, payload: { text: 'One more thing' } }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(errorBodyOf(refusal)).toEqual({ code: 'CONFLICT', message: 'This job is already done' });
    }
    // Done again changes nothing and answers the issue as it is.
    const again = await t.app.inject({ method: 'POST', url: `${api}/done` });
    expect(again.statusCode).toBe(200);
    expect(again.json().closedAt).toBe(view.json().issue.closedAt);
    expect((await t.app.inject({ method: 'GET', url: api })).json().photoUrls).toEqual([]);
  });

  it('refuses tampered, other-site, expired, withdrawn and replaced links with the same 404', async () => {
    const { site, issue, headers } = await setup();
    const other = await createTestSite(db());
    const { token, api } = await assignToContractor(site.id, issue.id, headers, 'first@example.com');
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await get(api)).statusCode).toBe(200);

    // A character changed, never left as it was (a token ending in "abc" would have been its own tampering).
    const tampered = await get(`/api/public/site/${site.id}/jobs/${token[0] === 'a' ? 'b' : 'a'}${token.slice(1)}`);
    expect(tampered.statusCode).toBe(404);
    const otherSite = await get(`/api/public/site/${other.id}/jobs/${token}`);
    expect(otherSite.statusCode).toBe(404);
    expect(errorBodyOf(otherSite)).toEqual(errorBodyOf(tampered));
    expect((await get(`/api/public/site/not-a-site/jobs/${token}`)).statusCode).toBe(404);

    const [assignment] = await db().select().from(issueAssignments).where(eq(issueAssignments.issueId, issue.id));
    const expired = signJobToken(secret(), site.id, {
      assignmentId: assignment?.id as string,
      expiresAt: Date.now() - 1000,
    });
    expect((await get(`/api/public/site/${site.id}/jobs/${expired}`)).statusCode).toBe(404);

    // Replaced by a new assignment: the first link stops working, the new one works.
    const second = await assignToContractor(site.id, issue.id, headers, 'second@example.com');
    expect((await get(api)).statusCode).toBe(404);
    expect((await get(second.api)).statusCode).toBe(200);

    // Withdrawn: no link works, done is refused too.
    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: `/api/site/${site.id}/issues/${issue.id}/assignment`,
      headers,
    });
    expect(withdraw.statusCode).toBe(204);
    expect((await get(second.api)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${second.api}/done` })).statusCode).toBe(404);
    const [still] = await db().select().from(issues).where(eq(issues.id, issue.id));
    expect(still?.status).toBe('OPEN');
  });
});
