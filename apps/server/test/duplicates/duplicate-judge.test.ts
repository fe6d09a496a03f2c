import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmDuplicateJudge } from '../../src/adapters/assistant/llm/llm-duplicate-judge';
import type { DuplicateCandidate, DuplicateJudge } from '../../src/adapters/assistant/port/duplicate-judge';
import { issueReports } from '../../src/db/schema';
import type { TriageIssue } from '../../src/modules/intake/triage/triage-types';
import { submitVisitorReport } from '../../src/modules/issues/submit-visitor-report';
import { failingModel, generatingModel, hangingModel } from '../assistant/support/mock-models';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite } from '../support/factories';

const cleaning: TriageIssue = async () => ({
  priority: 'MEDIUM',
  category: 'CLEANING',
  source: 'rules',
  languages: [],
});

const englishSpill = { title: 'Milk spill', description: 'Milk all over the floor', location: 'Aisle 3' };
// A spill told in Spanish, in another aisle: the built-in reading keeps it apart (the aisle numbers differ),
// so only the judge can merge it.
const spanishSpill = {
  title: 'Derrame de leche',
  description: 'Hay leche por todo el suelo',
  location: 'Pasillo 7',
  language: 'es',
};
const sameWords = { title: 'Milk spill', description: 'Milk spilled all over the floor', location: 'Aisle 3' };

describe('duplicates judged by the configured model, with the trigram thresholds as fallback', () => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await buildTestApp(webOnly);
  });
  afterAll(async () => {
    await t.close();
  });

  async function siteWithSpill() {
    const site = await createTestSite(db());
    const spill = await createTestIssue(db(), { siteId: site.id, ...englishSpill });
    return { site, spill };
  }
  const submit = (
    site: Awaited<ReturnType<typeof createTestSite>>,
    request: { title: string; description: string; location: string; language?: string },
    judge: DuplicateJudge | null,
    onJudgeFailure?: (error: unknown) => void,
  ) =>
    submitVisitorReport({
      db: db(),
      events: t.app.deps.events,
      storage: t.app.deps.storage,
      site,
      request: { photoFileKeys: [], ...request },
      triage: cleaning,
      duplicateJudge: judge,
      onJudgeFailure,
    });

  it('attaches a report in another language when the model says it is the same problem', async () => {
    const { site, spill } = await siteWithSpill();
    // Without a model the built-in reading keeps them apart.
    const alone = await submit(site, spanishSpill, null);
    expect(alone.alreadyReported).toBe(false);

    const other = await siteWithSpill();
    const model = generatingModel('{"sameProblemAs":1}');
    const judged = await submit(other.site, spanishSpill, createLlmDuplicateJudge({ model, timeoutMs: 1000 }));
    expect(judged.alreadyReported).toBe(true);
    expect(judged.issue.id).toBe(other.spill.id);
    const reports = await db().select().from(issueReports).where(eq(issueReports.issueId, other.spill.id));
    expect(reports.map((report) => report.language)).toEqual(['es']);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(spill.id).not.toBe(other.spill.id);
  });

  it('keeps a report apart when the model says none is the same, even where the thresholds would merge', async () => {
    const { site, spill } = await siteWithSpill();
    const judge = createLlmDuplicateJudge({ model: generatingModel('{"sameProblemAs":0}'), timeoutMs: 1000 });
    const result = await submit(site, sameWords, judge);
    expect(result.alreadyReported).toBe(false);
    expect(result.issue.id).not.toBe(spill.id);
  });

  it('falls back to the thresholds when the model fails or hangs, and the report is stored either way', async () => {
    const failures: unknown[] = [];
    const down = await siteWithSpill();
    const failing = createLlmDuplicateJudge({ model: failingModel(), timeoutMs: 1000 });
    const merged = await submit(down.site, sameWords, failing, (error) => failures.push(error));
    expect(merged.alreadyReported).toBe(true);
    expect(merged.issue.id).toBe(down.spill.id);
    expect(failures).toHaveLength(1);

    const slow = await siteWithSpill();
    const hanging = createLlmDuplicateJudge({ model: hangingModel(), timeoutMs: 150 });
    const started = Date.now();
    const apart = await submit(slow.site, spanishSpill, hanging, (error) => failures.push(error));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(apart.alreadyReported).toBe(false);
    expect(apart.isNewIssue).toBe(true);
    expect(failures).toHaveLength(2);
  });

  it('shows the judge only a few open issues of the same category, with personal details masked', async () => {
    const site = await createTestSite(db());
    for (let index = 0; index < 7; index++) {
      await createTestIssue(db(), { siteId: site.id, ...englishSpill, title: `Milk spill ${index}` });
    }
    const resolved = await createTestIssue(db(), {
      siteId: site.id,
      ...englishSpill,
      status: 'RESOLVED',
      closedAt: new Date(),
    });
    const otherCategory = await createTestIssue(db(), { siteId: site.id, ...englishSpill, category: 'SECURITY' });
    const seen: DuplicateCandidate[][] = [];
    const reports: string[] = [];
    const judge: DuplicateJudge = {
      async pickDuplicate(report, candidates) {
        seen.push(candidates);
        reports.push(JSON.stringify(report));
        return null;
      },
    };
    await submit(site, { ...sameWords, description: 'Milk on the floor, call me at visitor@example.com' }, judge);
    const ids = seen[0]?.map((candidate) => candidate.id) ?? [];
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain(resolved.id);
    expect(ids).not.toContain(otherCategory.id);
    expect(reports[0]).not.toContain('visitor@example.com');
  });
});
