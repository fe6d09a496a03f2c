import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  duplicateThresholds,
  isDuplicate,
  measureSimilarity,
  type Similarity,
} from '../../src/modules/issues/find-duplicate-issue';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/test-database';
import { reportPairs } from './duplicate-pairs';

interface Scores {
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

function score(
  measured: Array<{ similarity: Similarity; duplicate: boolean }>,
  thresholds: { text: number; location: number } = duplicateThresholds,
) {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const { similarity, duplicate } of measured) {
    const merged = isDuplicate(similarity, thresholds);
    if (merged && duplicate) truePositives++;
    else if (merged) falsePositives++;
    else if (duplicate) falseNegatives++;
  }
  const precision = truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives);
  const recall = truePositives / (truePositives + falseNegatives);
  return { precision, recall, truePositives, falsePositives, falseNegatives } satisfies Scores;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

describe(`duplicate detection on ${reportPairs.length} report pairs (${testDatabaseKind})`, () => {
  let testDatabase: TestDatabase;
  let measured: Array<{ similarity: Similarity; duplicate: boolean; language: string }>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    measured = [];
    for (const pair of reportPairs) {
      const similarity = await measureSimilarity(testDatabase.database.db, pair.a, pair.b);
      measured.push({ similarity, duplicate: pair.duplicate, language: pair.language });
    }
  });
  afterAll(async () => {
    await testDatabase.cleanup();
  });

  it('has at least 60 pairs, duplicates and near-misses, in several languages', () => {
    expect(reportPairs.length).toBeGreaterThanOrEqual(60);
    expect(reportPairs.filter((pair) => pair.duplicate).length).toBeGreaterThanOrEqual(25);
    expect(reportPairs.filter((pair) => !pair.duplicate).length).toBeGreaterThanOrEqual(25);
    expect(new Set(reportPairs.map((pair) => pair.language)).size).toBeGreaterThanOrEqual(8);
  });

  it('merges with precision of at least 95 % at the chosen thresholds, and prints the tuning table', () => {
    const rows: string[] = [];
    for (const text of [0, 0.2, 0.3, 0.4, 0.5, 0.6]) {
      for (const location of [0, 0.3, 0.5]) {
        const s = score(measured, { text, location });
        rows.push(
          `text ≥ ${text.toFixed(2)} and location ≥ ${location.toFixed(2)}: precision ${percent(s.precision)}, recall ${percent(s.recall)}`,
        );
      }
    }
    const chosen = score(measured);
    const wrong = measured
      .map((m, index) => ({ ...m, pair: reportPairs[index] }))
      .filter((m) => isDuplicate(m.similarity) !== m.duplicate)
      .map(
        (m) =>
          `  ${m.duplicate ? 'missed' : 'wrong merge'} [${m.language}] "${m.pair?.a.title}" / "${m.pair?.b.title}": text ${m.similarity.text.toFixed(2)}, location ${m.similarity.location.toFixed(2)}`,
      );
    console.log(
      [
        `Duplicate detection tuning (${testDatabaseKind}, ${reportPairs.length} pairs):`,
        ...rows,
        `chosen ${JSON.stringify(duplicateThresholds)}: precision ${percent(chosen.precision)}, recall ${percent(chosen.recall)} (${chosen.truePositives} merged right, ${chosen.falsePositives} wrong merges, ${chosen.falseNegatives} missed)`,
        ...wrong,
      ].join('\n'),
    );
    expect(chosen.precision).toBeGreaterThanOrEqual(0.95);
    expect(chosen.recall).toBeGreaterThanOrEqual(0.7);
  });
});
