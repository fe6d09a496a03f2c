import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/build-test-app';
import { createTestSite } from '../support/factories';
import { type HttpVisitorOptions, httpVisitor, startIntakeServer } from './support/visitor-over-http';

/**
 * Duplicate detection as visitors meet it: each pair of the held-out corpus (never tuned on; the
 * development pairs are test/duplicates/duplicate-pairs.ts) goes through the public submit route of a listening
 * server, on a site of its own: a first, then b. The pair is merged when b's answer names a's issue.
 * "same" is one problem told twice in one language, "cross" one problem in two languages, "different" two
 * problems at one place. A wrong merge hides a problem, so precision comes first.
 */
const corpusFile = path.resolve(import.meta.dirname, '../../corpus/intake/duplicates/pairs.jsonl');

interface Side {
  language: string;
  text: string;
  location: string;
}
interface CorpusPair {
  id: string;
  kind: 'same' | 'cross' | 'different';
  a: Side;
  b: Side;
}

/** What duplicate detection must reach: a wrong merge hides a problem, so precision comes first. */
const goals = { precision: 0.95, same: 0.7, cross: 0.4 } as const;
/**
 * What the built-in reading reached at its last measurement on this corpus (2026-11-28, after the reading of
 * 20 more languages, of places in scripts with vowel marks and of the English words written in them: 29 right
 * merges, 1 wrong of 34 different pairs, precision 96.7 %; same 17/32, cross 12/22, with the triage model of
 * that day; earlier on 2026-11-28 it was 27 right, 1 wrong, same 15/32, cross 12/22, and on 2026-11-27 20 right,
 * 1 wrong, same 12/32, cross 8/22). Cross-language recall meets its goal, same-language recall (53 %) is still
 * below its 70 %, so these floors guard against going back. Precision meets its goal.
 */
const floors = { precision: 0.95, same: 17 / 32, cross: 12 / 22 } as const;

const pairs: CorpusPair[] = fs
  .readFileSync(corpusFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const share = (part: number, whole: number) => (whole ? part / whole : 1);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

describe(`duplicate detection on the ${pairs.length} held-out pairs, over HTTP`, () => {
  let t: TestApp;
  let options: HttpVisitorOptions;
  let managerId: string;

  beforeAll(async () => {
    ({ t, options, managerId } = await startIntakeServer());
  });
  afterAll(async () => {
    await t.close();
  });

  async function submitPair(pair: CorpusPair) {
    const site = await createTestSite(t.testDatabase.database.db, { memberIds: [managerId] });
    const draftOf = (side: Side) => ({
      title: side.text.slice(0, 50),
      description: side.text,
      location: side.location,
    });
    const first = await httpVisitor(options, site).submit(draftOf(pair.a), pair.a.language);
    const second = await httpVisitor(options, site).submit(draftOf(pair.b), pair.b.language);
    const categories = `${first.category.id}${first.category.id === second.category.id ? '' : ` / ${second.category.id}`}`;
    return { pair, merged: second.id === first.id, categories };
  }

  // About 6 s on a quiet machine; the bound holds with both cores busy and other suites running beside it.
  it('merges the same problem and keeps different problems apart', { timeout: 240_000 }, async () => {
    // Sites are independent, so the pairs go in parallel (each pair's two submits stay in order).
    const outcomes = await Promise.all(pairs.map(submitPair));
    const ofKind = (kind: CorpusPair['kind']) => outcomes.filter((o) => o.pair.kind === kind);
    const mergedOf = (kind: CorpusPair['kind']) => ofKind(kind).filter((o) => o.merged).length;
    const wrongMerges = mergedOf('different');
    const rightMerges = mergedOf('same') + mergedOf('cross');
    const precision = share(rightMerges, rightMerges + wrongMerges);
    const recallSame = share(mergedOf('same'), ofKind('same').length);
    const recallCross = share(mergedOf('cross'), ofKind('cross').length);
    // The "different" pairs are all in one language: they weigh on the precision of same-language merges; the
    // corpus holds no two different problems told in two languages, so cross-language precision is not measured.
    const precisionSame = share(mergedOf('same'), mergedOf('same') + wrongMerges);
    console.log(
      [
        `Duplicates over HTTP (${pairs.length} held-out pairs):`,
        `  same      (${ofKind('same').length}): recall ${percent(recallSame)}, precision ${percent(precisionSame)}`,
        `  cross     (${ofKind('cross').length}): recall ${percent(recallCross)} (${mergedOf('cross')} merged)`,
        `  different (${ofKind('different').length}): ${wrongMerges} wrongly merged`,
        `  all merges: precision ${percent(precision)} (${rightMerges} right, ${wrongMerges} wrong)`,
        `  goals: precision ${percent(goals.precision)}, same ${percent(goals.same)}, cross ${percent(goals.cross)}`,
        ...outcomes
          .filter((o) => o.merged !== (o.pair.kind !== 'different'))
          .map((o) => `  ${o.merged ? 'wrong merge' : 'missed'} [${o.pair.id} ${o.pair.kind}] ${o.categories}`),
      ].join('\n'),
    );
    expect(precision).toBeGreaterThanOrEqual(floors.precision);
    expect(recallSame).toBeGreaterThanOrEqual(floors.same);
    expect(recallCross).toBeGreaterThanOrEqual(floors.cross);
  });
});
