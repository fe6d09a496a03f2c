import { type CategoryId, csrfHeaderName, type PriorityId } from '@sitewatch/shared';
import { sitePath } from '@sitewatch/shared/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issues, reportRequests } from '../../src/db/schema';
import { loadReportData } from '../../src/modules/reports/load-report-data';
import { waitFor } from '../background-jobs/wait-for';
import { type SmtpReceiver, startSmtpReceiver } from '../mail/smtp-receiver';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { parsePdf } from './parse-pdf';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

let receiver: SmtpReceiver;
let testApp: TestApp;
let db: TestApp['testDatabase']['database']['db'];
let manager: Awaited<ReturnType<typeof createTestUser>>;
let site: Awaited<ReturnType<typeof createTestSite>>;
let headers: Record<string, string>;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  testApp = await buildTestApp({ SMTP_URL: receiver.url, PUBLIC_URL: 'https://sitewatch.example.com' });
  db = testApp.testDatabase.database.db;
  manager = await createTestUser(db, { email: 'site.manager@example.com' });
  site = await createTestSite(db, { name: 'Riverside Centre', memberIds: [manager.id] });
  headers = await signInHeaders(db, manager.id);
  const now = Date.now();
  const open = (title: string, priority: PriorityId, category: CategoryId, ageMs: number) => ({
    siteId: site.id,
    title,
    description: 'Details',
    location: 'Ground floor',
    priority,
    category,
    createdAt: new Date(now - ageMs),
  });
  await db.insert(issues).values([
    open('Fire exit blocked', 'CRITICAL', 'SECURITY', 2 * hour),
    open('Leaking tap in toilets', 'MEDIUM', 'PLUMBING', 3 * day),
    open('Bins overflowing', 'LOW', 'WASTE_MANAGEMENT', 12 * day),
    open('Wi-Fi slow in café', 'LOW', 'IT', 40 * day),
    // Resolved after 2 h, 4 h and 6 h: the median is 4 h. One 20 days ago, two this week.
    {
      ...open('Spill by entrance', 'MEDIUM', 'CLEANING', 2 * day),
      status: 'RESOLVED',
      closedAt: new Date(now - 2 * day + 2 * hour),
    },
    {
      ...open('Broken light', 'LOW', 'MECHANICAL_ELECTRICAL', 3 * day),
      status: 'RESOLVED',
      closedAt: new Date(now - 3 * day + 4 * hour),
    },
    {
      ...open('Graffiti', 'LOW', 'OTHER', 20 * day),
      status: 'RESOLVED',
      closedAt: new Date(now - 20 * day + 6 * hour),
    },
  ]);
});
afterAll(async () => {
  await testApp.close();
  await receiver.close();
});

function postReport(siteId: string, requestHeaders: Record<string, string>, body: unknown = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/site/${siteId}/report`,
    headers: requestHeaders,
    payload: body as object,
  });
}

describe('POST /api/site/:siteId/report', () => {
  it('answers 202 at once with the email, then the report arrives by SMTP with a readable PDF', async () => {
    const started = Date.now();
    const response = await postReport(site.id, headers);
    expect(response.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(2000);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), email: 'site.manager@example.com' });

    const mail = await waitFor(() => receiver.messages.find((m) => m.parsed.subject?.includes('Riverside Centre')), {
      what: 'the report email',
      timeoutMs: 30_000,
    });
    expect(mail.envelopeTo).toEqual(['site.manager@example.com']);
    expect(mail.parsed.subject).toMatch(/^Sitewatch Report: Riverside Centre \(/);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Critical: 1');
    expect(text).toContain('Low: 2');
    expect(text).toContain('Opened in the last 7 days: 4');
    expect(text).toContain('Opened in the last 30 days: 6');
    expect(text).toContain('Resolved in the last 7 days: 2');
    expect(text).toContain('Resolved in the last 30 days: 3');
    expect(text).toContain('Median time to resolve (last 30 days): 4 h 0 min');
    expect(text).toContain('Wi-Fi slow in café (open 40 d 0 h)');
    expect(text).toContain(`https://sitewatch.example.com${sitePath(site.id)}`);
    // The manager's language is not known: dates in British English.
    expect(text).toMatch(/Generated (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} UTC/);
    expect(mail.parsed.html).toContain('Open issues by category');

    const attachment = mail.parsed.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(attachment?.filename).toMatch(/^sitewatch-report-Riverside-Centre-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await parsePdf(Buffer.from(attachment?.content as ArrayBuffer));
    expect(pdf.title).toBe('Sitewatch report: Riverside Centre');
    for (const expected of [
      'Riverside Centre',
      'Open issues by priority',
      'Open issues by category',
      'Opened and resolved, last 30 days',
      'Oldest open issues',
      'All open issues (4)',
      'Fire exit blocked',
      'Wi-Fi slow in café',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toContain('Spill by entrance');

    await waitFor(
      async () => {
        const [row] = await db.select().from(reportRequests).where(eq(reportRequests.id, body.id));
        return row?.status === 'sent' && row.sentAt instanceof Date;
      },
      { what: 'the request to be marked sent' },
    );
  });

  it('answers 404 to a signed-in manager who is not a member, and for an id that is not a site', async () => {
    const stranger = await createTestUser(db);
    const strangerHeaders = await signInHeaders(db, stranger.id);
    expect((await postReport(site.id, strangerHeaders)).statusCode).toBe(404);
    expect((await postReport('not-a-uuid', headers)).statusCode).toBe(404);
    const rows = await db.select().from(reportRequests).where(eq(reportRequests.userId, stranger.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a session (401) and the CSRF header (403), and rejects unknown body fields (400)', async () => {
    const { [csrfHeaderName]: csrf, ...withoutCsrf } = headers;
    expect((await postReport(site.id, { [csrfHeaderName]: csrf as string })).statusCode).toBe(401);
    expect((await postReport(site.id, withoutCsrf)).statusCode).toBe(403);
    const bad = await postReport(site.id, headers, { format: 'xlsx' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the report in the requester's language", () => {
  it('dates the email and the PDF in German for a German manager, whose language is read when it is sent', async () => {
    const german = await createTestUser(db, { email: 'leitung@example.com', locale: 'en-US' });
    const lindenhof = await createTestSite(db, { name: 'Lindenhof', memberIds: [german.id] });
    await db.insert(issues).values({
      siteId: lindenhof.id,
      title: 'Tür klemmt',
      description: 'Details',
      location: 'Eingang',
      priority: 'HIGH',
      category: 'SECURITY',
      createdAt: new Date(Date.now() - 3 * day),
    });
    const germanHeaders = await signInHeaders(db, german.id);
    // The browser's language changed since the account was made: the report follows the new one.
    expect(
      (
        await testApp.app.inject({
          method: 'PATCH',
          url: '/api/user',
          headers: germanHeaders,
          payload: { locale: 'de-DE' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await postReport(lindenhof.id, germanHeaders)).statusCode).toBe(202);

    const mail = await waitFor(() => receiver.messages.find((m) => m.parsed.subject?.includes('Lindenhof')), {
      what: 'the German report email',
      timeoutMs: 30_000,
    });
    const germanDay = /\d{1,2}\. (Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.) \d{4}/;
    expect(mail.parsed.subject).toMatch(new RegExp(`^Sitewatch Report: Lindenhof \\(${germanDay.source}\\)$`));
    const text = mail.parsed.text ?? '';
    expect(text).toMatch(new RegExp(`Generated (Mo|Di|Mi|Do|Fr|Sa|So)\\., ${germanDay.source}, \\d{2}:\\d{2} UTC`));
    expect(text).toMatch(new RegExp(`Tür klemmt · Security · Eingang · ${germanDay.source}`));

    const attachment = mail.parsed.attachments.find((a) => a.mimeType === 'application/pdf');
    const pdf = await parsePdf(Buffer.from(attachment?.content as ArrayBuffer));
    expect(pdf.text).toMatch(new RegExp(`Generated ${germanDay.source}`));
    expect(pdf.text).toMatch(new RegExp(`Sitewatch · Lindenhof · ${germanDay.source}`));
    // The words stay English.
    expect(pdf.text).toContain('Opened and resolved, last 30 days');
  });
});

describe('loadReportData', () => {
  it('orders open issues by urgency then age, and lists the five oldest', async () => {
    const data = await loadReportData(db, site.id);
    expect(data.openIssues.map((i) => i.title)).toEqual([
      'Fire exit blocked',
      'Leaking tap in toilets',
      'Wi-Fi slow in café',
      'Bins overflowing',
    ]);
    expect(data.oldestOpenIssues[0]?.title).toBe('Wi-Fi slow in café');
    expect(data.medianTimeToResolveMs.allTime).toBe(4 * hour);
    expect(data.daily).toHaveLength(30);
    expect(data.daily.reduce((sum, d) => sum + d.resolved, 0)).toBe(3);
  });
});
