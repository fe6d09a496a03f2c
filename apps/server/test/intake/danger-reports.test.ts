import { describe, expect, it } from 'vitest';
import { readDangerCorpus } from '../../corpus/intake/read-corpus';
import { reportAll, useIntakeServer } from './support/visitor-over-http';

/**
 * The product's rule on danger, in every language: a visitor who reports gas, smoke, bare wires, water on
 * electrics, a person collapsed or a weapon is shown the safety line in the chat, and the report is stored
 * CRITICAL. Each report of the danger corpus (corpus/intake/danger, written apart from the triage splits and
 * never trained on) goes through the public chat and submit routes of a listening server in its language's
 * page, and is read back through the manager's API.
 */
describe('danger reports in every language, over HTTP', () => {
  const server = useIntakeServer();
  const records = readDangerCorpus();

  it('holds at least three reports in each of the 57 languages, of at least three kinds', () => {
    const languages = new Set(records.map((r) => r.language));
    expect(languages.size).toBe(57);
    for (const language of languages) {
      const own = records.filter((r) => r.language === language);
      expect(own.length, language).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((r) => r.kind)).size, language).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(records.map((r) => r.kind))).toEqual(
      new Set(['gas', 'smoke', 'wires', 'water', 'person', 'weapon']),
    );
  });

  it('shows every danger report the safety line and stores it CRITICAL', { timeout: 120_000 }, async () => {
    // Asked where or for more, the visitor says it again.
    const outcomes = await reportAll(server(), records, (record) => record.text);
    const missed = outcomes
      .filter((o) => o.priority !== 'CRITICAL' || !o.shownSafetyLine)
      .map((o) => `[${o.record.id}] stored ${o.priority}${o.shownSafetyLine ? '' : ', no safety line'}`);
    expect(missed).toEqual([]);
    expect(outcomes).toHaveLength(records.length);
  });
});
