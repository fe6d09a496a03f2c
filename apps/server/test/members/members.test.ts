import { invitationPathPrefix } from '@sitewatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInvitations, siteMembers } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { readLinkFromOutbox, readOutbox } from '../support/outbox';

describe('site members and invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDatabase.database.db;

  async function ownedSite() {
    const owner = await createTestUser(db());
    const site = await createTestSite(db(), { memberIds: [] });
    await db().insert(siteMembers).values({ siteId: site.id, userId: owner.id, role: 'owner' });
    return { owner, site, ownerHeaders: await signInHeaders(db(), owner.id) };
  }

  async function invite(siteId: string, headers: Record<string, string>, email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/site/${siteId}/invitations`,
      headers,
      payload: { email },
    });
    expect(res.statusCode).toBe(201);
    const link = await readLinkFromOutbox(t.config.DATA_DIR, email, `${t.config.PUBLIC_URL}${invitationPathPrefix}`);
    return link.split('/').at(-1) as string;
  }

  const accept = async (token: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/invitations/accept', headers, payload: { token } });

  it('makes the creator of a site its owner', async () => {
    const user = await createTestUser(db());
    const headers = await signInHeaders(db(), user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site',
      headers,
      payload: {
        name: 'Depot',
        companyName: 'Depot',
        context: { postcode: 'AB1 2CD', operatingHours: '24/7', purpose: 'warehouse' },
        type: 'PROPERTY_OWNER',
      },
    });
    const members = await t.app.inject({ method: 'GET', url: `/api/site/${res.json().id}/members`, headers });
    expect(members.json()).toMatchObject({
      myRole: 'owner',
      members: [{ userId: user.id, role: 'owner', email: user.email }],
      invitations: [],
    });
  });

  it('emails an invitation that the invited address accepts once after signing in; the site then shows up', async () => {
    const { site, owner, ownerHeaders } = await ownedSite();
    const colleague = await createTestUser(db(), { email: 'Colleague.One@Example.com' });
    const token = await invite(site.id, ownerHeaders, 'colleague.one@example.com');
    const [mail] = await readOutbox(t.config.DATA_DIR, 'colleague.one@example.com');
    expect(mail?.subject).toBe(`${owner.name} invited you to ${site.name} on Sitewatch`);

    const listed = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/members`, headers: ownerHeaders });
    expect(listed.json().invitations).toEqual([expect.objectContaining({ email: 'colleague.one@example.com' })]);

    const colleagueHeaders = await signInHeaders(db(), colleague.id);
    const accepted = await accept(token, colleagueHeaders);
    expect(accepted.statusCode).toBe(200);
    // Who invited them, so the site can say so when it opens.
    expect(accepted.json()).toEqual({ siteId: site.id, siteName: site.name, invitedBy: owner.name });
    // Opening the link again is harmless for the same person.
    const again = await accept(token, colleagueHeaders);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(accepted.json());

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: colleagueHeaders });
    expect(me.json().sites).toEqual([{ siteId: site.id, siteName: site.name }]);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/members`,
      headers: colleagueHeaders,
    });
    expect(members.json().myRole).toBe('member');
    expect(members.json().members.map((m: { userId: string }) => m.userId)).toEqual([owner.id, colleague.id]);
    expect(members.json().invitations).toEqual([]);
  });

  it('takes names on one line: CR/LF in an account or site name never reaches an invitation subject', async () => {
    const user = await createTestUser(db());
    const headers = await signInHeaders(db(), user.id);
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers,
      payload: { name: 'Olive\r\nBcc: evil@example.com' },
    });
    expect(account.statusCode).toBe(200);
    expect(account.json().name).toBe('Olive Bcc: evil@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/site',
      headers,
      payload: {
        name: 'Depot\n\u001b[31m',
        companyName: 'Depot\r\nLtd',
        context: { postcode: 'AB1 2CD', operatingHours: '24/7', purpose: 'warehouse' },
        type: 'PROPERTY_OWNER',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('Depot [31m');
    await invite(created.json().id, headers, 'one.line@example.com');
    const [mail] = await readOutbox(t.config.DATA_DIR, 'one.line@example.com');
    expect(mail?.subject).toBe('Olive Bcc: evil@example.com invited you to Depot [31m on Sitewatch');
  });

  it('shows waiting invitations, and the addresses they went to, to owners only', async () => {
    const { site, ownerHeaders } = await ownedSite();
    const member = await createTestUser(db());
    await db().insert(siteMembers).values({ siteId: site.id, userId: member.id, role: 'member' });
    await invite(site.id, ownerHeaders, 'waiting.person@example.com');

    const asOwner = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/members`, headers: ownerHeaders });
    expect(asOwner.json().invitations).toEqual([expect.objectContaining({ email: 'waiting.person@example.com' })]);
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/members`,
      headers: await signInHeaders(db(), member.id),
    });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().myRole).toBe('member');
    expect(asMember.json().invitations).toEqual([]);
    expect(asMember.body).not.toContain('waiting.person');
  });

  it('refuses a used link for anyone else, a wrong email, an expired and a withdrawn invitation', async () => {
    const { site, ownerHeaders } = await ownedSite();
    const invited = await createTestUser(db(), { email: 'invited@example.com' });
    const stranger = await createTestUser(db(), { email: 'stranger@example.com' });
    const strangerHeaders = await signInHeaders(db(), stranger.id);

    const token = await invite(site.id, ownerHeaders, 'invited@example.com');
    const wrongEmail = await accept(token, strangerHeaders);
    expect(wrongEmail.statusCode).toBe(403);
    expect(wrongEmail.json().message).toMatch(/another email address/);
    expect((await accept(token, await signInHeaders(db(), invited.id))).statusCode).toBe(200);
    // Reused by someone else (even one whose email would match) after it was accepted.
    const twin = await createTestUser(db(), { email: 'invited@example.com', issuer: 'https://other.test' });
    const reused = await accept(token, await signInHeaders(db(), twin.id));
    expect(reused.statusCode).toBe(404);

    const late = await createTestUser(db(), { email: 'late@example.com' });
    const lateToken = await invite(site.id, ownerHeaders, 'late@example.com');
    await db()
      .update(siteInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(siteInvitations.email, 'late@example.com'));
    const expired = await accept(lateToken, await signInHeaders(db(), late.id));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/expired/);

    const withdrawn = await createTestUser(db(), { email: 'withdrawn@example.com' });
    const withdrawnToken = await invite(site.id, ownerHeaders, 'withdrawn@example.com');
    const list = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/members`, headers: ownerHeaders });
    const pending = list.json().invitations.find((i: { email: string }) => i.email === 'withdrawn@example.com');
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/site/${site.id}/invitations/${pending.id}`,
      headers: ownerHeaders,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await accept(withdrawnToken, await signInHeaders(db(), withdrawn.id))).statusCode).toBe(404);

    // A character changed, never left as it was (a token ending in "xx" would have been its own tampering).
    const changed = `${token[0] === 'x' ? 'y' : 'x'}${token.slice(1)}`;
    const tampered = await accept(changed, await signInHeaders(db(), invited.id));
    expect(tampered.statusCode).toBe(404);
    const members = await db().select().from(siteMembers).where(eq(siteMembers.siteId, site.id));
    expect(members.map((m) => m.userId).sort()).toEqual(
      [invited.id, members.find((m) => m.role === 'owner')?.userId].sort(),
    );
  });

  it('lets only owners invite, and answers bad emails with a field error', async () => {
    const { site, ownerHeaders } = await ownedSite();
    const member = await createTestUser(db());
    await db().insert(siteMembers).values({ siteId: site.id, userId: member.id });
    const asMember = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/invitations`,
      headers: await signInHeaders(db(), member.id),
      payload: { email: 'x@example.com' },
    });
    expect(asMember.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/invitations`,
      headers: ownerHeaders,
      payload: { email: 'not an email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toEqual(['Please enter a valid email address']);
    const already = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/invitations`,
      headers: ownerHeaders,
      payload: { email: member.email.toUpperCase() },
    });
    expect(already.statusCode).toBe(409);
  });

  it('removes members (who then get 404), hands over ownership and keeps the last owner', async () => {
    const { site, owner, ownerHeaders } = await ownedSite();
    const member = await createTestUser(db());
    await db().insert(siteMembers).values({ siteId: site.id, userId: member.id });
    const memberHeaders = await signInHeaders(db(), member.id);
    const issue = await createTestIssue(db(), { siteId: site.id });

    // The last owner can neither leave nor step down.
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/api/site/${site.id}/members/${owner.id}`,
      headers: ownerHeaders,
    });
    expect(leave.statusCode).toBe(409);
    const stepDown = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/members/${owner.id}/role`,
      headers: ownerHeaders,
      payload: { role: 'member' },
    });
    expect(stepDown.statusCode).toBe(409);

    // A member cannot remove others or change roles.
    const memberRemoves = await t.app.inject({
      method: 'DELETE',
      url: `/api/site/${site.id}/members/${owner.id}`,
      headers: memberHeaders,
    });
    expect(memberRemoves.statusCode).toBe(403);
    const memberPromotes = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/members/${member.id}/role`,
      headers: memberHeaders,
      payload: { role: 'owner' },
    });
    expect(memberPromotes.statusCode).toBe(403);

    // Hand over: make the member an owner, then the first owner steps down and leaves.
    const promote = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/members/${member.id}/role`,
      headers: ownerHeaders,
      payload: { role: 'owner' },
    });
    expect(promote.statusCode).toBe(204);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/site/${site.id}/members/${owner.id}`,
      headers: ownerHeaders,
    });
    expect(left.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/${issue.id}`,
      headers: ownerHeaders,
    });
    expect(gone.statusCode).toBe(404);
    const [row] = await db()
      .select()
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, member.id)));
    expect(row?.role).toBe('owner');

    const badRole = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/members/${member.id}/role`,
      headers: memberHeaders,
      payload: { role: 'admin' },
    });
    expect(badRole.statusCode).toBe(400);
  });

  it('keeps a per-site notification preference that wins over the account one', async () => {
    const { site, owner, ownerHeaders } = await ownedSite();
    const put = (notificationPreference: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/site/${site.id}/notifications`,
        headers: ownerHeaders,
        payload: { notificationPreference },
      });
    expect((await put('HIGH')).statusCode).toBe(204);
    const listed = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/members`, headers: ownerHeaders });
    expect(listed.json().myNotificationPreference).toBe('HIGH');
    expect((await put('SOMETIMES')).statusCode).toBe(400);
    const { listNotificationRecipients } = await import('../../src/modules/notifications/list-notification-recipients');
    await db().update(siteMembers).set({ notificationPreference: 'none' }).where(eq(siteMembers.userId, owner.id));
    expect(await listNotificationRecipients(db(), { siteId: site.id, priority: 'CRITICAL' })).toEqual([]);
    await db().update(siteMembers).set({ notificationPreference: 'HIGH' }).where(eq(siteMembers.userId, owner.id));
    expect(await listNotificationRecipients(db(), { siteId: site.id, priority: 'MEDIUM' })).toEqual([]);
    expect((await listNotificationRecipients(db(), { siteId: site.id, priority: 'HIGH' })).map((r) => r.id)).toEqual([
      owner.id,
    ]);
  });
});
