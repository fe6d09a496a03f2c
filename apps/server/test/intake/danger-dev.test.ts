import { beforeAll, describe, expect, it } from 'vitest';
import { readDangerDevCorpus } from '../../corpus/intake/read-corpus';
import { createInProcessIntake, type InProcessIntake, visitInProcess } from '../../corpus/intake/visit-in-process';

/**
 * The danger development set (corpus/intake/danger-dev): the set the danger words and benign compounds were
 * chosen on, kept as a guard so that no later change to the word lists, the engine or the model loses one of
 * them. Played through the built-in engine and triage in process: the same chat and triage the routes run
 * (test/intake/danger-reports.test.ts sends the held-out danger corpus over HTTP), without HTTP's time for 4,104
 * conversations. The held-out sets stay the measure of how the lists generalise; this one only holds the line.
 */
/**
 * Calm reports (toy guns, fire exit signs, smoke detectors, an empty gas bottle, a knife left in a sink, an
 * evacuation plan...) still shown the safety line: 123 of 1,368 when the fourth round's words were chosen (about 18,
 * 26 and 22 of the first three rounds' 342 each, 57 of the fourth's), most of them read as HIGH or CRITICAL by the
 * learned classifier ("toy pistol", "the extinguisher is past its check date"), and the fourth round's nearest
 * misses by the words too: a bin fire already put out, "prices are fire", smoke yesterday, all fixed now. 68 of
 * the first three rounds' 1,026 before a draft the classifier reads as immediate danger as a whole got the line
 * (intake-conversation.ts), as triage stores those CRITICAL. A ceiling, so a change that brings false alarms back
 * fails.
 */
const maxCalmAlarms = 123;
/** Danger reports stored HIGH, not CRITICAL, though shown the safety line: none since the gas pair (danger-words.ts). */
const maxDangerOnlyHigh = 0;

describe('the danger development set, in process', () => {
  const records = readDangerDevCorpus();
  let parts: InProcessIntake;

  beforeAll(async () => {
    parts = await createInProcessIntake();
  });

  it('holds 48 danger and 24 calm reports in each of the 57 languages, in four rounds of 18', () => {
    const languages = new Set(records.map((r) => r.language));
    expect(languages.size).toBe(57);
    for (const language of languages) {
      const own = records.filter((r) => r.language === language);
      expect(
        own.filter((r) => r.danger),
        language,
      ).toHaveLength(48);
      expect(
        own.filter((r) => !r.danger),
        language,
      ).toHaveLength(24);
    }
  });

  it('shows every danger report the safety line and stores it CRITICAL; calm ones rarely see the line', {
    timeout: 120_000,
  }, async () => {
    const missed: string[] = [];
    const onlyHigh: string[] = [];
    const alarms: string[] = [];
    for (const record of records) {
      const outcome = await visitInProcess(parts, { text: record.text, language: record.language, next: record.place });
      const report = `[${record.id}] ${outcome.priority} line=${outcome.shownSafetyLine} ${record.text}`;
      if (record.danger && (!outcome.shownSafetyLine || !['HIGH', 'CRITICAL'].includes(outcome.priority)))
        missed.push(report);
      else if (record.danger && outcome.priority !== 'CRITICAL') onlyHigh.push(report);
      if (!record.danger && outcome.shownSafetyLine) alarms.push(report);
    }
    expect(missed).toEqual([]);
    expect(onlyHigh.length, onlyHigh.join('\n')).toBeLessThanOrEqual(maxDangerOnlyHigh);
    expect(alarms.length, alarms.join('\n')).toBeLessThanOrEqual(maxCalmAlarms);
  });
});
