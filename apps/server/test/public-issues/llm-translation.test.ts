import { issueDetail, openIssueRowList } from '@sitewatch/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportTranslator } from '../../src/adapters/assistant/port/report-translator';
import { issueReports, issues } from '../../src/db/schema';
import {
  sweepUntranslatedReports,
  translateReportQueue,
  translateStoredReport,
} from '../../src/modules/issues/translate-report';
import { completion, type RecordedRequest, startFakeOpenAiServer } from '../assistant/support/fake-openai-server';
import { webOnly } from '../assistant/support/web-only';
import { waitFor } from '../background-jobs/wait-for';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, publicSiteHeaders, signInHeaders } from '../support/factories';

const isTranslation = (request: RecordedRequest) => JSON.stringify(request.body).includes('into language');
const isTriage = (request: RecordedRequest) => JSON.stringify(request.body).includes('You classify issue reports');

const polishSpill = {
  title: 'Rozlane mleko',
  description: 'Mleko na podłodze, dzwońcie 07700 900123',
  location: 'Alejka 3',
  language: 'pl',
};
const englishText = {
  title: 'Spilled milk',
  description: 'Milk on the floor, call [phone hidden]',
  location: 'Aisle 3',
};

describe('reports translated for managers when a model is configured', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let headers: Record<string, string>;
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer(0);
    fake.setScript((request) => {
      if (isTranslation(request)) return { kind: 'json', body: completion(JSON.stringify(englishText)) };
      if (isTriage(request)) return { kind: 'json', body: completion('{"priority":"MEDIUM","category":"CLEANING"}') };
      return { kind: 'json', body: completion('{"sameProblemAs":0}') };
    });
    t = await buildTestApp({
      ...webOnly,
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'translation-model',
      AI_BASE_URL: fake.baseUrl,
      AI_TRIAGE_TIMEOUT_MS: '20000',
    });
    const manager = await createTestUser(db());
    site = await createTestSite(db(), { memberIds: [manager.id] });
    headers = await signInHeaders(db(), manager.id);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  let addressCounter = 0;
  const submit = async (report: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      remoteAddress: `10.6.0.${(addressCounter++ % 250) + 1}`,
      payload: report,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; translation?: unknown };
  };
  const openList = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/open`, headers });
    return openIssueRowList.parse(res.json());
  };
  const detail = async (issueId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/${issueId}`, headers });
    return issueDetail.parse(res.json());
  };
  const reportsOf = (issueId: string) => db().select().from(issueReports).where(eq(issueReports.issueId, issueId));
  const queuedJobs = async (reportId: string) =>
    (
      await db().execute<{ id: string }>(
        sql`SELECT id FROM pgboss.job WHERE name = ${translateReportQueue} AND data->>'reportId' = ${reportId}`,
      )
    ).rows.length;

  it('queues a translation after the report is stored, without making the visitor wait for it', async () => {
    const created = await submit(polishSpill);
    expect(created.translation).toBeUndefined();
    expect(fake.requests.filter(isTranslation)).toHaveLength(0);
    const [report] = await reportsOf(created.id);
    expect(await waitFor(async () => (await queuedJobs(report?.id ?? '')) === 1, { what: 'the queued job' })).toBe(
      true,
    );

    const english = await submit({ title: 'Broken bin', description: 'The bin lid is broken', location: 'Car park' });
    const [englishReport] = await reportsOf(english.id);
    expect(await queuedJobs(englishReport?.id ?? '')).toBe(0);
  });

  it('stores the translation with masked text sent, and the cached list and the detail show it at once', async () => {
    const created = await submit(polishSpill);
    // The list is cached before the translation lands.
    const before = (await openList()).find((issue) => issue.id === created.id);
    expect(before?.language).toBe('pl');
    expect(before?.translation).toBeUndefined();

    const [report] = await reportsOf(created.id);
    const translator = t.app.deps.reportTranslator;
    if (!translator || !report) throw new Error('a translator and a report are expected');
    // What the job does.
    const issue = await translateStoredReport({ db: db(), translator, reportId: report.id });
    if (issue) t.app.deps.events.emit('issue.updated', issue);

    const sent = JSON.stringify(fake.requests.filter(isTranslation).at(-1)?.body);
    expect(sent).toContain('Mleko na podłodze');
    expect(sent).not.toContain('900123');

    const expected = { language: 'en', ...englishText };
    const after = await waitFor(async () => (await openList()).find((row) => row.id === created.id)?.translation, {
      what: 'the translated list row',
    });
    // The row carries what it shows: the translated title and location; the description is on the detail.
    expect(after).toEqual({ language: 'en', title: englishText.title, location: englishText.location });
    const shown = await detail(created.id);
    expect(shown.title).toBe('Rozlane mleko');
    expect(shown.translation).toEqual(expected);
    expect(shown.reports[0]?.translation).toEqual(expected);
  });

  it('translates an attached report on its own, leaves the issue’s words alone, and never translates twice', async () => {
    const first = await submit({ title: 'Lampa', description: 'Lampa nie działa', location: 'Biuro', language: 'pl' });
    const [firstReport] = await reportsOf(first.id);
    const calls: string[] = [];
    const translator: ReportTranslator = {
      async translate(report) {
        calls.push(report.title);
        return { title: `EN ${report.title}`, description: 'translated', location: 'translated' };
      },
    };
    await translateStoredReport({ db: db(), translator, reportId: firstReport?.id ?? '' });
    // Attach a second, different report to the same issue directly.
    const [attached] = await db()
      .insert(issueReports)
      .values({
        issueId: first.id,
        siteId: site.id,
        title: 'Światło',
        description: 'Nie ma światła',
        location: 'Biuro',
        language: 'pl',
        priority: 'MEDIUM',
        category: 'CLEANING',
      })
      .returning();
    const issue = await translateStoredReport({ db: db(), translator, reportId: attached?.id ?? '' });
    expect(issue?.id).toBe(first.id);
    const [row] = await db().select().from(issues).where(eq(issues.id, first.id));
    expect(row?.translation?.title).toBe('EN Lampa');
    expect((await detail(first.id)).reports.map((report) => report.translation?.title)).toEqual([
      'EN Lampa',
      'EN Światło',
    ]);
    expect(await translateStoredReport({ db: db(), translator, reportId: attached?.id ?? '' })).toBeNull();
    expect(calls).toEqual(['Lampa', 'Światło']);
  });

  it('stores nothing when the translator fails, so the job retries', async () => {
    const created = await submit({ title: 'Kosz', description: 'Pełny kosz', location: 'Wejście', language: 'pl' });
    const [report] = await reportsOf(created.id);
    const failing: ReportTranslator = {
      async translate() {
        throw new Error('provider down');
      },
    };
    await expect(translateStoredReport({ db: db(), translator: failing, reportId: report?.id ?? '' })).rejects.toThrow(
      'provider down',
    );
    const [stored] = await reportsOf(created.id);
    expect(stored?.translation).toBeNull();
  });

  it('queues again, from the sweep, reports of the last day left untranslated (a lost event or a long outage)', async () => {
    const created = await submit({ title: 'Fenster', description: 'Fenster kaputt', location: 'Büro', language: 'de' });
    const minute = 60_000;
    const now = Date.now();
    const stored = async (language: string | null, ageMs: number, translated = false) => {
      const [row] = await db()
        .insert(issueReports)
        .values({
          issueId: created.id,
          siteId: site.id,
          title: 'Fenster',
          description: 'Fenster kaputt',
          location: 'Büro',
          language,
          priority: 'MEDIUM',
          category: 'CLEANING',
          createdAt: new Date(now - ageMs),
          translation: translated ? { language: 'en', ...englishText } : null,
        })
        .returning();
      return row?.id ?? '';
    };
    const lost = await stored('de', 10 * minute);
    const fresh = await stored('de', 0);
    const stale = await stored('de', 25 * 60 * minute);
    const done = await stored('de', 10 * minute, true);
    const english = await stored('en', 10 * minute);
    const unknown = await stored(null, 10 * minute);

    await sweepUntranslatedReports({ db: db(), jobs: t.app.deps.jobs, now: new Date(now) });
    expect(await queuedJobs(lost)).toBe(1);
    for (const id of [fresh, stale, done, english, unknown]) expect(await queuedJobs(id)).toBe(0);
  });
});
