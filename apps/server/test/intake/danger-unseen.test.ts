import { describe, expect, it } from 'vitest';
import { readDangerDevCorpus } from '../../corpus/intake/read-corpus';
import { atLeastHigh, reportAll, useIntakeServer } from './support/visitor-over-http';

/**
 * Danger reports nobody chose a word on (corpus/intake/danger-unseen, held out): each goes once through the public
 * chat and submit routes of a listening server and is read back through the manager's API. Its first reading
 * (2026-11-28) was 659 CRITICAL, 663 HIGH or CRITICAL and 661 shown the safety line, with 92 calm reports shown
 * it; the floors are its reading after the lists were next chosen, on the development set's fourth round only
 * (person down with not responding, fittings scorched, Latin-letter spellings, the line with a draft that reads
 * as danger as a whole). The aim is every danger report CRITICAL with the safety line.
 * HTTP and domain logic only, so one database is enough: this file runs on PGlite.
 */
const folder = new URL('../../corpus/intake/danger-unseen', import.meta.url).pathname;
const floors = { critical: 662, highOrCritical: 665, shownSafetyLine: 665 };
/**
 * Calm reports shown the safety line: 92 at the first reading, 95 once a draft read as immediate danger as a whole
 * gets the line (those are stored CRITICAL). A ceiling, so false alarms do not creep up.
 */
const maxCalmAlarms = 95;

describe('danger reports nobody chose a word on, over HTTP', () => {
  const server = useIntakeServer();
  const records = readDangerDevCorpus(folder);

  it('holds 12 danger and 6 calm reports in each of the 57 languages', () => {
    const languages = new Set(records.map((r) => r.language));
    expect(languages.size).toBe(57);
    for (const language of languages) {
      const own = records.filter((r) => r.language === language);
      expect(own.filter((r) => r.danger).length, language).toBe(12);
      expect(own.filter((r) => !r.danger).length, language).toBe(6);
    }
  });

  it('stores danger CRITICAL with the safety line, and never below HIGH what got the line', {
    timeout: 300_000,
  }, async () => {
    // Asked where or for more, the visitor names the place.
    const outcomes = await reportAll(server(), records, (record) => record.place);
    const danger = outcomes.filter((o) => o.record.danger);
    const calm = outcomes.filter((o) => !o.record.danger);
    const figures = {
      critical: danger.filter((o) => o.priority === 'CRITICAL').length,
      highOrCritical: danger.filter((o) => atLeastHigh(o.priority)).length,
      shownSafetyLine: danger.filter((o) => o.shownSafetyLine).length,
      calmAlarms: calm.filter((o) => o.shownSafetyLine).length,
    };
    console.log(
      `unseen danger ${danger.length}: CRITICAL ${figures.critical}, HIGH or CRITICAL ${figures.highOrCritical}, shown the safety line ${figures.shownSafetyLine}; calm ${calm.length}: shown the line ${figures.calmAlarms} (aim: all ${danger.length}, and fewer calm)`,
    );
    expect(figures.critical).toBeGreaterThanOrEqual(floors.critical);
    expect(figures.highOrCritical).toBeGreaterThanOrEqual(floors.highOrCritical);
    expect(figures.shownSafetyLine).toBeGreaterThanOrEqual(floors.shownSafetyLine);
    expect(figures.calmAlarms).toBeLessThanOrEqual(maxCalmAlarms);
    // The rule, without exception: a report shown the safety line is stored HIGH or CRITICAL.
    expect(outcomes.filter((o) => o.shownSafetyLine && !atLeastHigh(o.priority))).toHaveLength(0);
  });
});
