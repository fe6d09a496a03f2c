import { createIssueResponse, issueDetail, openIssueRowList, visitorReportStatus } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer, MailMessage } from '../../src/adapters/mail/mailer';
import { issueReports, issues, visitorEmails } from '../../src/db/schema';
import { attachReport } from '../../src/modules/issues/attach-report';
import { maskedEmail, maskedPhone } from '../../src/modules/issues/mask-personal-details';
import { saveVisitorEmail } from '../../src/modules/visitor-reports/save-visitor-email';
import {
  purgeExpiredVisitorEmails,
  sendVisitorFixedEmails,
} from '../../src/modules/visitor-reports/send-visitor-fixed-emails';
import { readStatusToken } from '../../src/modules/visitor-reports/status-token';
import { webOnly } from '../assistant/support/web-only';
import { createTestUpload } from '../public-issues/support/stored-upload';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, publicSiteHeaders, signInHeaders } from '../support/factories';
import { readOutbox } from '../support/outbox';

let addressCounter = 0;
const nextAddress = () => `10.14.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const dayMs = 24 * 60 * 60 * 1000;

function fakeMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: message.messageId ?? 'x' };
    },
    async close() {},
  };
}

describe('visitor reports: status link, fixed email, still a problem, duplicates, masking', () => {
  let t: TestApp;
  type Site = Awaited<ReturnType<typeof createTestSite>>;
  let site: Site;
  let otherSite: Site;
  let managerHeaders: Record<string, string>;
  let otherManagerHeaders: Record<string, string>;
  const db = () => t.testDatabase.database.db;
  const secret = () => Buffer.from(t.config.APP_SECRET ?? '', 'utf8');

  beforeAll(async () => {
    t = await buildTestApp(webOnly);
    const manager = await createTestUser(db());
    const otherManager = await createTestUser(db());
    site = await createTestSite(db(), { memberIds: [manager.id] });
    otherSite = await createTestSite(db(), { memberIds: [otherManager.id] });
    managerHeaders = await signInHeaders(db(), manager.id);
    otherManagerHeaders = await signInHeaders(db(), otherManager.id);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function report(body: Record<string, unknown>, target: Site = site) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${target.id}/issues`,
      headers: publicSiteHeaders(target),
      remoteAddress: nextAddress(),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return createIssueResponse.parse(res.json());
  }
  const status = (token: string, target: Site = site) =>
    t.app.inject({
      method: 'GET',
      url: `/api/public/site/${target.id}/reports/${token}`,
      headers: publicSiteHeaders(target),
    });
  const publicPost = (path: string, payload: Record<string, unknown>, target: Site = site) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/site/${target.id}/reports/${path}`,
      headers: publicSiteHeaders(target),
      remoteAddress: nextAddress(),
      payload,
    });
  const resolve = (issueId: string) =>
    t.app.inject({ method: 'POST', url: `/api/site/${site.id}/issues/${issueId}/resolve`, headers: managerHeaders });
  const detail = async (issueId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/${issueId}`,
      headers: managerHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    return issueDetail.parse(res.json());
  };

  describe('status link', () => {
    it('gives each report an unguessable token whose page shows the report and its state', async () => {
      const upload = await createTestUpload(db(), { siteId: site.id });
      const created = await report({
        title: 'Broken shelf',
        description: 'The top shelf hangs loose',
        location: 'Aisle 9',
        photoFileKeys: [upload],
        language: 'de',
      });
      expect(created.alreadyReported).toBe(false);
      expect(readStatusToken(secret(), created.statusToken)).not.toBeNull();

      const res = await status(created.statusToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      const body = visitorReportStatus.parse(res.json());
      expect(body).toMatchObject({ title: 'Broken shelf', location: 'Aisle 9', state: 'received', language: 'de' });
      expect(body.photos).toHaveLength(1);
      expect(body.fixedAt).toBeUndefined();

      const photo = await t.app.inject({
        method: 'GET',
        url: `/api/public/reports/${created.statusToken}/photos/${body.photos[0]?.id}`,
      });
      expect(photo.statusCode).toBe(302);

      const assigned = await t.app.inject({
        method: 'POST',
        url: `/api/site/${site.id}/issues/${created.id}/assignment`,
        headers: managerHeaders,
        payload: { contractorEmail: 'fixer@example.com' },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const handled = visitorReportStatus.parse((await status(created.statusToken)).json());
      expect(handled.state).toBe('being-handled');

      await resolve(created.id);
      const fixed = visitorReportStatus.parse((await status(created.statusToken)).json());
      expect(fixed.state).toBe('fixed');
      expect(fixed.fixedAt).toBeGreaterThan(0);
    });

    it('answers 404 for a forged token, another site, and another report’s photo; 400 for a malformed one', async () => {
      const created = await report({
        title: 'Door stuck',
        description: 'Fire door is stuck open',
        location: 'Stairs B',
      });
      const other = await report({ title: 'Dirty table', description: 'Sticky table', location: 'Food court' });
      const forged = `${created.statusToken.slice(0, 32)}${'A'.repeat(43)}`;
      expect((await status(forged)).statusCode).toBe(404);
      expect((await status(created.statusToken, otherSite)).statusCode).toBe(404);
      expect((await status('not-a-token')).statusCode).toBe(400);
      const upload = await createTestUpload(db(), { siteId: site.id });
      const withPhoto = await report({
        title: 'Graffiti',
        description: 'Paint on the wall',
        location: 'Car park',
        photoFileKeys: [upload],
      });
      const photoId = withPhoto.photos[0]?.id;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/reports/${other.statusToken}/photos/${photoId}`,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('fixed email', () => {
    it('checks the address and the consent field by field', async () => {
      const created = await report({ title: 'Loose tile', description: 'Floor tile is loose', location: 'Entrance' });
      const bad = await publicPost(`${created.statusToken}/email`, { email: 'not-an-address', consent: false });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['consent', 'email']);
      const elsewhere = await publicPost(
        `${created.statusToken}/email`,
        { email: 'a@example.com', consent: true },
        otherSite,
      );
      expect(elsewhere.statusCode).toBe(404);
    });

    it('sends one email in the visitor’s language on resolve, then deletes the address; never shown to managers', async () => {
      const created = await report({
        title: 'Mokra podłoga',
        description: 'Woda na podłodze przy wejściu',
        location: 'Wejście główne',
        language: 'pl',
      });
      const saved = await publicPost(`${created.statusToken}/email`, { email: 'gosc@example.com', consent: true });
      expect(saved.statusCode).toBe(204);
      expect(visitorReportStatus.parse((await status(created.statusToken)).json()).hasEmail).toBe(true);
      expect(JSON.stringify(await detail(created.id))).not.toContain('gosc@example.com');

      expect((await resolve(created.id)).statusCode).toBe(200);
      const mailer = fakeMailer();
      const options = { db: db(), mailer, secret: secret(), publicUrl: 'http://localhost:3000', issueId: created.id };
      expect(await sendVisitorFixedEmails(options)).toBe(1);
      const [message] = mailer.sent;
      expect(message?.to).toBe('gosc@example.com');
      expect(message?.subject).toBe('Naprawione: Mokra podłoga');
      expect(message?.text).toContain(`/feedback/${site.id}/${site.idCode}/report/${created.statusToken}`);
      expect(message?.html).toContain('lang="pl"');
      const left = await db().select().from(visitorEmails);
      expect(left.find((row) => row.email === 'gosc@example.com')).toBeUndefined();
      expect(await sendVisitorFixedEmails(options)).toBe(0);
      expect(mailer.sent).toHaveLength(1);
    });

    it('deletes an address after 90 days when the issue was never fixed (fake clock)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = new Date('2026-12-01T10:00:00Z');
      vi.setSystemTime(start);
      const created = await report({ title: 'Bench broken', description: 'A bench is broken', location: 'Garden' });
      const [row] = await db().select().from(issueReports).where(eq(issueReports.issueId, created.id));
      await saveVisitorEmail(db(), { reportId: row?.id ?? '', email: 'later@example.com' });
      const stillThere = async () =>
        (await db().select().from(visitorEmails).where(eq(visitorEmails.email, 'later@example.com'))).length;

      vi.setSystemTime(new Date(start.getTime() + 89 * dayMs));
      await purgeExpiredVisitorEmails(db());
      expect(await stillThere()).toBe(1);
      vi.setSystemTime(new Date(start.getTime() + 90 * dayMs + 60_000));
      expect(await purgeExpiredVisitorEmails(db())).toBeGreaterThanOrEqual(1);
      expect(await stillThere()).toBe(0);
    });
  });

  describe('still a problem', () => {
    it('is refused while open, then creates a new report linked both ways', async () => {
      const created = await report({
        title: 'Heater off',
        description: 'The heater in the lobby is cold',
        location: 'Lobby',
      });
      const early = await publicPost(`${created.statusToken}/still-a-problem`, {});
      expect(early.statusCode).toBe(409);
      await resolve(created.id);
      const res = await publicPost(`${created.statusToken}/still-a-problem`, { note: 'Still cold this morning' });
      expect(res.statusCode).toBe(201);
      const { statusToken } = res.json() as { statusToken: string };
      const again = await publicPost(`${created.statusToken}/still-a-problem`, {});
      expect((again.json() as { statusToken: string }).statusToken).toBe(statusToken);

      expect(visitorReportStatus.parse((await status(statusToken)).json()).state).toBe('received');
      const reportId = readStatusToken(secret(), statusToken) ?? '';
      const [followUp] = await db().select().from(issueReports).where(eq(issueReports.id, reportId));
      const newIssue = await detail(followUp?.issueId ?? '');
      expect(newIssue.followsIssueId).toBe(created.id);
      expect(newIssue.description).toBe('Still cold this morning');
      expect((await detail(created.id)).followedByIssueIds).toEqual([newIssue.id]);
    });

    it('goes back to whoever had the job: the contractor gets a fresh job link for the new issue', async () => {
      const created = await report({ title: 'Gate stuck', description: 'The yard gate sticks', location: 'Yard' });
      const contractorEmail = `fixer-${created.id.slice(0, 8)}@example.com`;
      const assign = (issueId: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/site/${site.id}/issues/${issueId}/assignment`,
          headers: managerHeaders,
          payload: { contractorEmail },
        });
      expect((await assign(created.id)).statusCode).toBe(200);
      await resolve(created.id);
      const res = await publicPost(`${created.statusToken}/still-a-problem`, { note: 'Sticks again' });
      expect(res.statusCode).toBe(201);
      const reportId = readStatusToken(secret(), (res.json() as { statusToken: string }).statusToken) ?? '';
      const [followUp] = await db().select().from(issueReports).where(eq(issueReports.id, reportId));
      const newIssueId = followUp?.issueId ?? '';
      const assignee = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/site/${site.id}/issues/${newIssueId}/activity`,
          headers: managerHeaders,
        });
        return (res.json() as { assignment: { contractorEmail: string | null } | null }).assignment?.contractorEmail;
      };
      await expect.poll(assignee).toBe(contractorEmail);
      // The assignment is stored before its email is written: wait for the second job link.
      const jobLinks = async () =>
        (await readOutbox(t.config.DATA_DIR, contractorEmail)).filter((mail) => mail.text.includes('/job/')).length;
      await expect.poll(jobLinks).toBe(2);
    });
  });

  describe('duplicates', () => {
    it('attaches a similar report to the open issue: one row, reported 2 times, every report and photo', async () => {
      const first = await report({
        title: 'Spilled milk',
        description: 'A carton of milk spilled on the floor, it is slippery',
        location: 'Aisle 3',
        language: 'en',
      });
      const upload = await createTestUpload(db(), { siteId: site.id });
      const second = await report({
        title: 'Milk spill on floor',
        description: 'Someone spilled milk on the floor, slippery',
        location: 'aisle 3',
        photoFileKeys: [upload],
        language: 'es',
      });
      expect(second.alreadyReported).toBe(true);
      expect(second.id).toBe(first.id);
      expect(second.statusToken).not.toBe(first.statusToken);
      expect(second.title).toBe('Milk spill on floor');

      const list = await t.app.inject({
        method: 'GET',
        url: `/api/site/${site.id}/issues/open`,
        headers: managerHeaders,
      });
      const rows = openIssueRowList.parse(list.json()).filter((row) => row.id === first.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.reportCount).toBe(2);
      const merged = await detail(first.id);
      expect(merged.reports.map((r) => r.title)).toEqual(['Spilled milk', 'Milk spill on floor']);
      expect(merged.photos).toHaveLength(1);
      expect(merged.reports[1]?.photos).toEqual(merged.photos);

      const unrelated = await report({
        title: 'Broken eggs',
        description: 'A box of eggs dropped and broke',
        location: 'Aisle 3',
      });
      expect(unrelated.alreadyReported).toBe(false);
      expect(unrelated.id).not.toBe(first.id);
    });

    it('raises the issue to the highest priority of its reports', async () => {
      const first = await report({ title: 'Wet floor', description: 'Water on the floor', location: 'Hall 2' });
      const before = await detail(first.id);
      expect(before.priority.id).not.toBe('CRITICAL');
      const attached = await attachReport(db(), {
        issueId: first.id,
        report: {
          siteId: site.id,
          title: 'Wet floor, someone fell',
          description: 'A person slipped on the water',
          location: 'Hall 2',
          language: 'en',
          priority: 'CRITICAL',
          category: before.category.id,
          idempotencyKey: null,
        },
        photoKeys: [],
      });
      expect(attached?.issue.priority).toBe('CRITICAL');
      expect((await detail(first.id)).priority.id).toBe('CRITICAL');
    });

    it('lets a manager split a wrongly attached report back out, with its photos; not the first, not another site', async () => {
      const first = await report({
        title: 'Leaking tap',
        description: 'The tap in the kitchen is leaking water',
        location: 'Staff kitchen',
      });
      const upload = await createTestUpload(db(), { siteId: site.id });
      const second = await report({
        title: 'Tap leaking',
        description: 'Kitchen tap leaking water all the time',
        location: 'Staff kitchen',
        photoFileKeys: [upload],
      });
      expect(second.id).toBe(first.id);
      const merged = await detail(first.id);
      const [firstReport, secondReport] = merged.reports;
      const split = (reportId: string, headers = managerHeaders, siteId = site.id) =>
        t.app.inject({
          method: 'POST',
          url: `/api/site/${siteId}/issues/${first.id}/reports/${reportId}/split`,
          headers,
        });

      expect((await split(secondReport?.id ?? '', otherManagerHeaders)).statusCode).toBe(404);
      expect((await split(secondReport?.id ?? '', otherManagerHeaders, otherSite.id)).statusCode).toBe(404);
      expect((await split(firstReport?.id ?? '')).statusCode).toBe(409);
      const res = await split(secondReport?.id ?? '');
      expect(res.statusCode).toBe(201);
      const created = res.json() as { id: string; title: string; photos: unknown[] };
      expect(created.title).toBe('Tap leaking');
      expect(created.photos).toHaveLength(1);
      const after = await detail(first.id);
      expect(after.reports).toHaveLength(1);
      expect(after.reportCount).toBeUndefined();
      expect(after.photos).toHaveLength(0);
      // The visitor's status link follows the report to its own issue.
      expect(visitorReportStatus.parse((await status(second.statusToken)).json()).photos).toHaveLength(1);
    });
  });

  describe('masking', () => {
    it('masks emails and phone numbers in the stored title, description and location', async () => {
      const created = await report({
        title: 'Call 07700 900123 about the leak',
        description: 'Email me at jan.kowalski@example.com or +48 601 234 567',
        location: 'Room 12, ask for anna@example.org',
      });
      const [row] = await db().select().from(issues).where(eq(issues.id, created.id));
      expect(row?.title).toBe(`Call ${maskedPhone} about the leak`);
      expect(row?.description).toBe(`Email me at ${maskedEmail} or ${maskedPhone}`);
      expect(row?.location).toBe(`Room 12, ask for ${maskedEmail}`);
      expect(JSON.stringify(created)).not.toMatch(/example\.(com|org)|900123|601 234/);
    });
  });
});
