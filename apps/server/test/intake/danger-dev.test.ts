import { beforeAll, describe, expect, it } from 'vitest';
import { readDangerDevCorpus } from '../../corpus/intake/read-corpus';
import { visitInProcess } from '../../corpus/intake/visit-in-process';
import {
  createIntakeEngine,
  createLanguageIdentifier,
  createTriage,
  loadTriageClassifier,
} from '../../src/modules/intake';

/**
 * The danger development set (corpus/intake/danger-dev): the set the danger words and benign compounds were
 * chosen on, kept as a guard so that no later change to the word lists, the engine or the model loses one of
 * them. Played through the built-in engine and triage in process: the same chat and triage the routes run
 * (test/intake/danger-reports.test.ts sends the held-out danger corpus over HTTP), without HTTP's time for 1,026
 * conversations. The held-out sets stay the measure of how the lists generalise; this one only holds the line.
 */
/**
 * Calm reports (toy guns, fire exit signs, smoke detectors...) still shown the safety line: 21 of 342 when the lists
 * were chosen (107 before the benign compounds), most of them by the learned classifier, which reads "pistol" in
 * "toy pistol". A ceiling, so a change that brings false alarms back fails.
 */
const maxCalmAlarms = 21;
/**
 * Danger reports stored HIGH, not CRITICAL, though shown the safety line: one ("the gas pipe ... is hissing",
 * in Danish, with no gas-leak word a calm report would not also use).
 */
const maxDangerOnlyHigh = 1;

describe('the danger development set, in process', () => {
  const records = readDangerDevCorpus();
  const identifier = createLanguageIdentifier();
  let parts: Parameters<typeof visitInProcess>[0];

  beforeAll(async () => {
    await identifier.load();
    const classifier = await loadTriageClassifier();
    parts = {
      engine: createIntakeEngine({ identifier, classifier: () => classifier }),
      triage: createTriage({ identifier, classifier: async () => classifier, model: null }),
    };
  });

  it('holds 12 danger and 6 calm reports in each of the 57 languages', () => {
    const languages = new Set(records.map((r) => r.language));
    expect(languages.size).toBe(57);
    for (const language of languages) {
      const own = records.filter((r) => r.language === language);
      expect(
        own.filter((r) => r.danger),
        language,
      ).toHaveLength(12);
      expect(
        own.filter((r) => !r.danger),
        language,
      ).toHaveLength(6);
    }
  });

  it('shows every danger report the safety line and stores it CRITICAL (all but one); calm ones rarely see the line', {
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
