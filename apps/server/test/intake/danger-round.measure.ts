import { describe, expect, it } from 'vitest';
import { type DangerDevRecord, readDangerDevCorpus } from '../../corpus/intake/read-corpus';
import { atLeastHigh, type ReportOutcome, reportAll, useIntakeServer } from './support/visitor-over-http';

/**
 * A new round of danger reports, nobody has read, played ONCE over HTTP before anything is chosen on it: the
 * public chat and submit routes of a listening server, read back through the manager's API, as the held-out
 * suites do. Not part of `npm test` (a measurement, not a guard): the project `danger-round` exists only when
 * DANGER_ROUND names a folder of `<code>.jsonl` files in the danger development set's format.
 *
 *   DANGER_ROUND=/path/to/round npm run measure:danger-round -w @sitewatch/server
 *
 * Prints counts per kind and per language, and no report's text or id unless DANGER_ROUND_MISSES=1: the first
 * reading of a round is its honest figure; printing its misses is where choosing words on it begins.
 */
const folder = process.env.DANGER_ROUND ?? '';
const printMisses = process.env.DANGER_ROUND_MISSES === '1';

describe('a new round of danger reports, over HTTP', () => {
  const server = useIntakeServer();
  const records = readDangerDevCorpus(folder);

  it('reads the round', { timeout: 1_800_000 }, async () => {
    expect(records.length).toBeGreaterThan(0);
    // Asked where or for more, the visitor names the place.
    const outcomes = await reportAll(server(), records, (record) => record.place);

    const kinds = [...new Set(records.map((r) => r.kind))];
    const byKind = kinds.map((kind) => {
      const of = outcomes.filter((o) => o.record.kind === kind);
      return {
        kind,
        reports: of.length,
        critical: of.filter((o) => o.priority === 'CRITICAL').length,
        highOrCritical: of.filter((o) => atLeastHigh(o.priority)).length,
        safetyLine: of.filter((o) => o.shownSafetyLine).length,
      };
    });
    console.table(byKind);
    const danger = outcomes.filter((o) => o.record.danger);
    const calm = outcomes.filter((o) => !o.record.danger);
    const isMiss = (o: ReportOutcome<DangerDevRecord>) =>
      o.record.danger ? o.priority !== 'CRITICAL' || !o.shownSafetyLine : o.shownSafetyLine || atLeastHigh(o.priority);
    const languages = [...new Set(records.map((r) => r.language))];
    console.log(
      `misses per language: ${languages
        .map((language) => [language, outcomes.filter((o) => o.record.language === language && isMiss(o)).length])
        .filter(([, count]) => count)
        .map(([language, count]) => `${language} ${count}`)
        .join(', ')}`,
    );
    console.log(
      `danger ${danger.length}: CRITICAL ${danger.filter((o) => o.priority === 'CRITICAL').length}, HIGH or CRITICAL ${danger.filter((o) => atLeastHigh(o.priority)).length}, shown the safety line ${danger.filter((o) => o.shownSafetyLine).length}; calm ${calm.length}: shown the line ${calm.filter((o) => o.shownSafetyLine).length}, stored HIGH or CRITICAL ${calm.filter((o) => atLeastHigh(o.priority)).length}`,
    );
    if (printMisses) {
      for (const o of outcomes.filter(isMiss)) {
        console.log(
          `${o.record.id} ${o.record.kind} ${o.priority}${o.shownSafetyLine ? ' line' : ''}: ${o.record.text}`,
        );
      }
    }
    // The rule that holds on every path: a report shown the safety line is stored HIGH or CRITICAL.
    for (const o of outcomes.filter((x) => x.shownSafetyLine)) expect(atLeastHigh(o.priority)).toBe(true);
  });
});
