import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeSameProblem, readReport } from '../../src/modules/duplicates/duplicate-evidence';
import { findDuplicateIssue, measureSimilarity } from '../../src/modules/duplicates/find-duplicate-issue';
import { createLanguageIdentifier, createTriage, loadTriageClassifier } from '../../src/modules/intake';
import type { TriageIssue } from '../../src/modules/intake/triage/triage-types';
import { createTestIssue, createTestSite } from '../support/factories';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/test-database';
import { type PairKind, type ReportPair, reportPairs } from './duplicate-pairs';

/**
 * The development pairs (the tables and thresholds of duplicate-evidence.ts are tuned on them; the held-out
 * pairs are measured over HTTP in test/intake/duplicates-quality.test.ts): each pair on a site of its own,
 * the first report stored as an open issue, the second looked up with the real built-in triage's category.
 */
interface Outcome {
  pair: ReportPair;
  merged: boolean;
  categories: [string, string];
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const share = (part: number, whole: number) => (whole ? part / whole : 1);

describe(`duplicate detection on ${reportPairs.length} development pairs (${testDatabaseKind})`, () => {
  let testDatabase: TestDatabase;
  let triage: TriageIssue;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const classifier = loadTriageClassifier();
    triage = createTriage({ identifier: createLanguageIdentifier(), classifier: () => classifier, model: null });
  });
  afterAll(async () => {
    await testDatabase.cleanup();
  });

  async function lookUp(pair: ReportPair): Promise<Outcome> {
    const db = testDatabase.database.db;
    const [a, b] = await Promise.all([triage(pair.a), triage(pair.b)]);
    const site = await createTestSite(db);
    const first = await createTestIssue(db, { siteId: site.id, ...pair.a, category: a.category, priority: a.priority });
    const found = await findDuplicateIssue(db, { siteId: site.id, category: b.category, report: pair.b });
    return { pair, merged: found === first.id, categories: [a.category, b.category] };
  }

  it('has pairs of every kind, in many languages', () => {
    const count = (kind: PairKind) => reportPairs.filter((pair) => pair.kind === kind).length;
    expect(count('same')).toBeGreaterThanOrEqual(60);
    expect(count('cross')).toBeGreaterThanOrEqual(25);
    expect(count('different')).toBeGreaterThanOrEqual(80);
    expect(new Set(reportPairs.flatMap((pair) => [pair.a.language, pair.b.language])).size).toBeGreaterThanOrEqual(18);
  });

  it('merges the same problem (in one language or two) and keeps other problems apart', {
    timeout: 120_000,
  }, async () => {
    for (const pair of reportPairs) outcomes.push(await lookUp(pair));
    const ofKind = (kind: PairKind) => outcomes.filter((o) => o.pair.kind === kind);
    const merged = (kind: PairKind) => ofKind(kind).filter((o) => o.merged).length;
    const right = merged('same') + merged('cross');
    const precision = share(right, right + merged('different'));
    const recall = (kind: PairKind) => share(merged(kind), ofKind(kind).length);
    const lines = [
      `Duplicate detection (${testDatabaseKind}, ${reportPairs.length} development pairs):`,
      `  same: recall ${percent(recall('same'))} (${merged('same')}/${ofKind('same').length})`,
      `  cross: recall ${percent(recall('cross'))} (${merged('cross')}/${ofKind('cross').length})`,
      `  different: ${merged('different')}/${ofKind('different').length} wrongly merged`,
      `  precision ${percent(precision)}`,
    ];
    for (const o of outcomes.filter((x) => x.merged !== (x.pair.kind !== 'different'))) {
      lines.push(`  ${o.merged ? 'wrong merge' : 'missed'} ${await explain(o)}`);
    }
    console.log(lines.join('\n'));
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall('same')).toBeGreaterThanOrEqual(0.8);
    expect(recall('cross')).toBeGreaterThanOrEqual(0.8);
  });

  /** Why a pair went wrong: the categories, the place match and how much the words agree. */
  async function explain({ pair, categories }: Outcome): Promise<string> {
    const similarity = await measureSimilarity(testDatabase.database.db, pair.a, pair.b);
    const a = readReport({ ...pair.a, category: categories[0] });
    const b = readReport({ ...pair.b, category: categories[1] });
    const verdict = judgeSameProblem(a, b, similarity);
    const words = (reading: typeof a) => [...reading.problem.things, ...reading.problem.symptoms].join('+') || '-';
    return (
      `[${pair.kind} ${pair.a.language}/${pair.b.language}] "${pair.a.description}" / "${pair.b.description}": ` +
      `${categories.join('/')}, place ${verdict.place}, ${words(a)} / ${words(b)}, support ${verdict.problem.support}` +
      `${verdict.problem.conflict ? ' (conflict)' : ''}, text ${similarity.text.toFixed(2)}`
    );
  }
});
