import { siteInsightsPath, siteIssuePath } from '@sitewatch/shared/paths';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgBossSchema } from '../../src/adapters/background-jobs/pg-boss-queue';
import type { Mailer } from '../../src/adapters/mail/mailer';
import { sentEmails, siteMembers, users, weeklySummaries } from '../../src/db/schema';
import { sendWeeklySummary } from '../../src/modules/weekly-summary/send-weekly-summary';
import { weekMs } from '../../src/modules/weekly-summary/summary-week';
import { sweepWeeklySummaries, weeklySummaryQueue } from '../../src/modules/weekly-summary/sweep-weekly-summaries';
import {
  claimWeeklySummary,
  findWeeklySummaryState,
  sendingLeaseMs,
} from '../../src/modules/weekly-summary/weekly-summary-claims';
import { waitFor } from '../background-jobs/wait-for';
import { buildSecondInstance, buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestTeam, createTestUser, signInHeaders } from '../support/factories';
import { readOutbox } from '../support/outbox';
import { testDatabaseKind } from '../support/test-database';

let t: TestApp;
const db = () => t.testDatabase.database.db;
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const publicUrl = 'https://sitewatch.example.com';

/**
 * The fake clock: 06:30 UTC on the Monday after the real one, so the summed-up week [weekStart, weekStart + 7 d)
 * is the real current week (nothing about the suite's real time is frozen into the figures).
 */
const realNow = Date.now();
const thisMonday = (() => {
  const d = new Date(realNow);
  const dayStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * day;
})();
const weekStart = thisMonday;
const sendAt = weekStart + weekMs + 6 * hour + 30 * minute;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const optIn = async (siteId: string, userId: string, enabled = true) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/site/${siteId}/weekly-summary`,
    headers: await signInHeaders(db(), userId),
    payload: { enabled },
  });
  expect(res.statusCode).toBe(200);
};

/**
 * The seeded site (the default targets: CRITICAL 1 h, HIGH 4 h, MEDIUM 2 days, LOW 7 days), W = weekStart:
 * 1. Kitchen, MEDIUM, reported W − 10 d, open: due W − 8 d, 15 days late at the send.
 * 2. Kitchen, LOW, reported W (the week's first moment), resolved W + 1 d.
 * 3. Kitchen, HIGH, reported W + 3 d, open: due W + 3 d 4 h, 4 days late.
 * 4. Lobby, CRITICAL, reported W + 6 d 23 h, open: due W + 7 d, 6 h 30 min late.
 * 5. Lobby, MEDIUM, reported W + 5 d, resolved W + 5 d 1 h.
 * 6. Car park, LOW, reported W − 20 d, resolved W + 4 d.
 * 7. Car park, MEDIUM, reported W + 7 d 1 h (after the week), open, due in two days.
 * 8. Roof, HIGH, reported W − 3 d, resolved W − 1 d (before the week).
 * 9. Stairs, MEDIUM, reported W + 2 d, resolved W + 7 d (the next week's first moment).
 * Reported in the week: 2, 3, 4, 5, 9 = 5. Resolved in it: 2, 5, 6 = 3 (9 is the next week's). Open at the send:
 * 1, 3, 4, 7 = 4; overdue: 1, 3, 4 = 3, the latest first. Repeat places (the same place within 30 days):
 * Kitchen, 2 issues in the week, both repeats (2 follows 1 by 10 days, 3 follows 2); Lobby, 2 issues, 1 repeat.
 */
async function seedSite() {
  const { owner, member, site } = await createTestTeam(db());
  const at = (offset: number) => new Date(weekStart + offset);
  const issue = (
    location: string,
    priority: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW',
    created: number,
    closed?: number,
  ) =>
    createTestIssue(db(), {
      siteId: site.id,
      title: `${priority.toLowerCase()} at ${location.toLowerCase()}, ${created / hour} h`,
      location,
      priority,
      createdAt: at(created),
      ...(closed === undefined ? {} : { status: 'RESOLVED' as const, closedAt: at(closed) }),
    });
  const leak = await issue('Kitchen', 'MEDIUM', -10 * day);
  await issue('Kitchen', 'LOW', 0, day);
  const fridge = await issue('Kitchen', 'HIGH', 3 * day);
  const door = await issue('Lobby', 'CRITICAL', 6 * day + 23 * hour);
  await issue('Lobby', 'MEDIUM', 5 * day, 5 * day + hour);
  await issue('Car park', 'LOW', -20 * day, 4 * day);
  await issue('Car park', 'MEDIUM', 7 * day + hour);
  await issue('Roof', 'HIGH', -3 * day, -day);
  await issue('Stairs', 'MEDIUM', 2 * day, 7 * day);
  return { owner, member, site, overdue: [leak, fridge, door] };
}

const summaryEmailsTo = (siteId: string) =>
  db()
    .select()
    .from(sentEmails)
    .where(like(sentEmails.dedupeKey, `weekly-summary:${siteId}:%`));
async function summaryJobsFor(siteId: string): Promise<number> {
  const { rows } = await t.testDatabase.database.executeSql(
    `SELECT count(*)::int AS count FROM ${pgBossSchema}.job WHERE name = $1 AND data->>'siteId' = $2`,
    [weeklySummaryQueue, siteId],
  );
  return Number((rows[0] as { count: number }).count);
}
/** The site's summaries of the week not marked sent. */
const pendingFor = (siteId: string) =>
  db()
    .select()
    .from(weeklySummaries)
    .where(and(eq(weeklySummaries.siteId, siteId), isNull(weeklySummaries.sentAt)));
/**
 * The weekly summaries in the outbox for this address (English or German subject). The seeded overdue issues
 * also bring the owners their overdue notices, which are not counted here.
 */
const summaryMailsTo = async (email: string) =>
  (await readOutbox(t.config.DATA_DIR, email)).filter((mail) =>
    /\] (Weekly summary|Wochenübersicht): /.test(mail.subject),
  );
const keyOf = (siteId: string, userId: string) => ({ siteId, userId, weekStart: new Date(weekStart) });

/**
 * Moves the clock to `moment` (Date only, and it keeps ticking: the queue's timers and its worker run as usual):
 * the sweep and the job's sender read it.
 */
function setClock(moment: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(moment);
}

describe('the weekly summary email', () => {
  it('sends each opted-in member one summary of the week: its numbers, what is overdue, the repeat places', async () => {
    const { owner, member, site, overdue } = await seedSite();
    const optedOut = await createTestUser(db());
    const neverOptedIn = await createTestUser(db());
    await db()
      .insert(siteMembers)
      .values([
        { siteId: site.id, userId: optedOut.id },
        { siteId: site.id, userId: neverOptedIn.id },
      ]);
    await optIn(site.id, owner.id);
    await optIn(site.id, member.id);
    await optIn(site.id, optedOut.id);
    await optIn(site.id, optedOut.id, false);
    await db().update(users).set({ locale: 'de-DE' }).where(eq(users.id, member.id));

    setClock(sendAt);
    await sweepWeeklySummaries({ db: db(), jobs: t.app.deps.jobs });
    await waitFor(async () => (await summaryEmailsTo(site.id)).length >= 2, { what: 'the two summaries' });

    const [mail, ...more] = await summaryMailsTo(owner.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toMatch(new RegExp(`^\\[${site.name}\\] Weekly summary: \\d+ \\w+ – \\d+ \\w+ \\d{4}$`));
    const text = mail?.text ?? '';
    expect(text).toContain(`Your week at ${site.name}`);
    expect(text).toContain('Issues reported: 5\nIssues resolved: 3\nOpen now: 4\nOverdue now: 3');
    const link = (id: string) => `${publicUrl}${siteIssuePath(site.id, id)}`;
    const [leak, fridge, door] = overdue.map((issue) => issue as { id: string; title: string });
    const overdueLines = [
      `- ${leak?.title}: 15 days overdue · Medium · Kitchen\n  ${link(leak?.id ?? '')}`,
      `- ${fridge?.title}: 4 days overdue · High · Kitchen\n  ${link(fridge?.id ?? '')}`,
      `- ${door?.title}: 6 hrs overdue · Critical · Lobby\n  ${link(door?.id ?? '')}`,
    ];
    expect(text).toContain(`Overdue now:\n${overdueLines.join('\n')}\n`);
    expect(text).toContain(
      'Places that keep coming back:\n- Kitchen: 2 issues, 2 within 30 days of the one before\n' +
        '- Lobby: 2 issues, 1 within 30 days of the one before\n',
    );
    expect(text).toContain(`View insights: ${publicUrl}${siteInsightsPath(site.id)}`);

    // The member's browser is German: the words, the spans and the dates are German.
    const [german] = await summaryMailsTo(member.email);
    expect(german?.subject).toMatch(
      new RegExp(`^\\[${site.name}\\] Wochenübersicht: \\d+\\. \\S+ – \\d+\\. \\S+ \\d{4}$`),
    );
    expect(german?.text).toContain('Gemeldete Probleme: 5\nErledigte Probleme: 3\nJetzt offen: 4\nJetzt überfällig: 3');
    expect(german?.text).toContain('15 Tg. überfällig · Mittel · Kitchen');
    expect(german?.text).toContain('Kitchen: 2 Probleme, 2 innerhalb von 30 Tagen nach dem vorigen');
    expect(german?.text).toContain('Auswertungen ansehen');

    expect(await summaryMailsTo(optedOut.email)).toHaveLength(0);
    expect(await summaryMailsTo(neverOptedIn.email)).toHaveLength(0);

    // Later sweeps of the week, the same hour or the next, find nothing left to send.
    await waitFor(async () => (await pendingFor(site.id)).length === 0, { what: 'both marked sent' });
    await sweepWeeklySummaries({ db: db(), jobs: t.app.deps.jobs });
    await sweepWeeklySummaries({ db: db(), jobs: t.app.deps.jobs, now: new Date(sendAt + 3 * hour) });
    expect(await summaryJobsFor(site.id)).toBe(2);
    expect(await summaryEmailsTo(site.id)).toHaveLength(2);
    const rows = await db().select().from(weeklySummaries).where(eq(weeklySummaries.siteId, site.id));
    expect(rows.map((row) => row.weekStart.getTime())).toEqual([weekStart, weekStart]);
    for (const row of rows) expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(sendAt);
  });

  it('sends once when sweeps and senders race, and only one claim of many gets through', async () => {
    const { owner, site } = await seedSite();
    await optIn(site.id, owner.id);
    // The queue's worker sends with the clock it reads, so it reads the same one as the direct senders.
    setClock(sendAt);
    const now = new Date(sendAt);
    const jobs = t.app.deps.jobs;
    await Promise.all([0, 1, 2].map(() => sweepWeeklySummaries({ db: db(), jobs, now })));
    const direct = await Promise.all(
      [0, 1, 2].map(() =>
        sendWeeklySummary({ db: db(), mailer: t.app.deps.mailer, publicUrl, key: keyOf(site.id, owner.id), now }),
      ),
    );
    // The queue's worker races these three: whoever wins, one email.
    expect(direct.filter((outcome) => outcome === 'sent').length).toBeLessThanOrEqual(1);
    await waitFor(async () => (await findWeeklySummaryState(db(), keyOf(site.id, owner.id))) === 'sent', {
      what: 'the summary marked sent',
    });
    expect(await summaryJobsFor(site.id)).toBe(1);
    expect(await summaryEmailsTo(site.id)).toHaveLength(1);
    expect(await summaryMailsTo(owner.email)).toHaveLength(1);

    const other = await seedSite();
    await optIn(other.site.id, other.owner.id);
    const key = keyOf(other.site.id, other.owner.id);
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimWeeklySummary(db(), key, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('gives the claim back when the send fails, so a retry sends it; a runner that died holds it only for its lease', async () => {
    const { owner, site } = await seedSite();
    await optIn(site.id, owner.id);
    const key = keyOf(site.id, owner.id);
    const now = new Date(sendAt);
    const failing: Mailer = {
      ...t.app.deps.mailer,
      send: () => Promise.reject(new Error('SMTP 451 try again later')),
    };
    await expect(sendWeeklySummary({ db: db(), mailer: failing, publicUrl, key, now })).rejects.toThrow('SMTP 451');
    expect(await findWeeklySummaryState(db(), key)).toBe('none');
    const mailer = t.app.deps.mailer;
    expect(await sendWeeklySummary({ db: db(), mailer, publicUrl, key, now })).toBe('sent');
    expect(await sendWeeklySummary({ db: db(), mailer, publicUrl, key, now })).toBe('already-sent');
    expect(await summaryMailsTo(owner.email)).toHaveLength(1);

    // A runner claims and dies before sending: the claim holds until its lease runs out, then the sweep and the
    // job take it again.
    const other = await seedSite();
    await optIn(other.site.id, other.owner.id);
    const held = keyOf(other.site.id, other.owner.id);
    expect(await claimWeeklySummary(db(), held, now)).toBe(true);
    const inLease = new Date(sendAt + sendingLeaseMs - minute);
    await sweepWeeklySummaries({ db: db(), jobs: t.app.deps.jobs, now: inLease });
    expect(await summaryJobsFor(other.site.id)).toBe(0);
    expect(await sendWeeklySummary({ db: db(), mailer, publicUrl, key: held, now: inLease })).toBe('held');
    const afterLease = new Date(sendAt + sendingLeaseMs);
    expect(await sendWeeklySummary({ db: db(), mailer, publicUrl, key: held, now: afterLease })).toBe('sent');
    expect(await summaryMailsTo(other.owner.email)).toHaveLength(1);
  });

  it('sends nothing to a member who turned it off before the sweep, or who left the site', async () => {
    const { owner, member, site } = await seedSite();
    await optIn(site.id, owner.id);
    await optIn(site.id, member.id);
    await optIn(site.id, owner.id, false);
    await db()
      .delete(siteMembers)
      .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, member.id)));
    const now = new Date(sendAt);
    await sweepWeeklySummaries({ db: db(), jobs: t.app.deps.jobs, now });
    expect(
      await sendWeeklySummary({ db: db(), mailer: t.app.deps.mailer, publicUrl, key: keyOf(site.id, owner.id), now }),
    ).toBe('not-opted-in');
    expect(await summaryJobsFor(site.id)).toBe(0);
    expect(await summaryEmailsTo(site.id)).toHaveLength(0);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'sends once when two app instances on one database sweep at the same moment',
    async () => {
      const second = await buildSecondInstance(t, { PUBLIC_URL: publicUrl });
      try {
        const { owner, member, site } = await seedSite();
        const otherSite = await createTestSite(db(), { memberIds: [owner.id] });
        await optIn(site.id, owner.id);
        await optIn(site.id, member.id);
        await optIn(otherSite.id, owner.id);
        const now = new Date(sendAt);
        await Promise.all([
          sweepWeeklySummaries({ db: db(), jobs: t.app.deps.jobs, now }),
          sweepWeeklySummaries({ db: second.app.deps.database.db, jobs: second.app.deps.jobs, now }),
        ]);
        await waitFor(async () => (await summaryEmailsTo(site.id)).length >= 2, { what: 'the site’s summaries' });
        await waitFor(async () => (await summaryEmailsTo(otherSite.id)).length >= 1, { what: 'the other site’s' });
        expect(await summaryJobsFor(site.id)).toBe(2);
        const recipients = (await summaryEmailsTo(site.id)).map((row) => row.recipient).sort();
        expect(recipients).toEqual([owner.email, member.email].sort());
        // One email per member per site: the owner of both sites gets two (each instance writes its own outbox,
        // so the sent emails are read from the shared table).
        expect((await summaryEmailsTo(otherSite.id)).map((row) => row.recipient)).toEqual([owner.email]);
        expect(await summaryJobsFor(otherSite.id)).toBe(1);
      } finally {
        await second.close();
      }
    },
  );
});
