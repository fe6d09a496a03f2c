import { describe, expect, it } from 'vitest';
import { normalPlaceText } from '../../corpus/intake/place-text';
import { type CorpusRecord, readCorpus } from '../../corpus/intake/read-corpus';
import { reportOverHttp, useIntakeServer } from './support/visitor-over-http';

/**
 * A new round of reports that name their place in the ways people do (a floor with a room, a landmark, a
 * platform's number, a case ending), played ONCE over HTTP before anything is chosen on it, as
 * `danger-round.measure.ts` does for danger: the public chat and submit routes of a listening server, each
 * issue read back through the manager's API. Not part of `npm test`: the project `place-round` exists only when
 * PLACE_ROUND names a folder of `<code>.jsonl` files in the triage corpus's format (`corpus/intake/place-dev`).
 *
 *   PLACE_ROUND=corpus/intake/place-dev npm run measure:place-round -w @sitewatch/server
 *
 * Prints counts per language, and no report's text or id unless PLACE_ROUND_MISSES=1.
 */
const folder = process.env.PLACE_ROUND ?? '';
const printMisses = process.env.PLACE_ROUND_MISSES === '1';

interface Outcome {
  record: CorpusRecord;
  askedWhere: boolean;
  sent: number;
  /** The stored location holds the words the visitor named the place with. */
  placeKept: boolean;
  location: string;
}

describe('a new round of reports naming their place, over HTTP', () => {
  const server = useIntakeServer();
  const records = readCorpus(folder);

  it('reads the round', { timeout: 1_800_000 }, async () => {
    expect(records.length).toBeGreaterThan(0);
    const outcomes: Outcome[] = [];
    const parallel = 6;
    for (let start = 0; start < records.length; start += parallel) {
      const batch = records.slice(start, start + parallel).map(async (record): Promise<Outcome> => {
        const { stored, sent, askedWhere } = await reportOverHttp(server(), {
          ...record,
          next: record.followUp ?? record.place ?? record.text,
        });
        const named = record.place ?? record.followUp ?? '';
        return {
          record,
          askedWhere,
          sent,
          placeKept: normalPlaceText(stored.location).includes(normalPlaceText(named)),
          location: stored.location,
        };
      });
      outcomes.push(...(await Promise.all(batch)));
    }

    const named = outcomes.filter((o) => o.record.place !== null);
    const unnamed = outcomes.filter((o) => o.record.place === null);
    const languages = [...new Set(records.map((r) => r.language))];
    console.log(
      `asked "where?" after a place, per language: ${languages
        .map((language) => [language, named.filter((o) => o.record.language === language && o.askedWhere).length])
        .filter(([, count]) => count)
        .map(([language, count]) => `${language} ${count}`)
        .join(', ')}`,
    );
    const percent = (part: number, whole: number) => `${part}/${whole} (${((part / whole) * 100).toFixed(1)} %)`;
    console.log(
      [
        `named a place ${named.length}: asked "where?" ${percent(named.filter((o) => o.askedWhere).length, named.length)}`,
        `the stored location holds the place as named ${percent(named.filter((o) => o.placeKept).length, named.length)}`,
        `named none ${unnamed.length}: asked "where?" ${percent(unnamed.filter((o) => o.askedWhere).length, unnamed.length)}`,
        `the stored location holds the answer ${percent(unnamed.filter((o) => o.placeKept).length, unnamed.length)}`,
        `drafted within two messages ${percent(outcomes.filter((o) => o.sent <= 2).length, outcomes.length)}`,
      ].join('\n'),
    );
    if (printMisses) {
      for (const o of named.filter((x) => x.askedWhere)) console.log(`where? ${o.record.id}: ${o.record.text}`);
      for (const o of outcomes.filter((x) => !x.placeKept))
        console.log(`location ${o.record.id}: «${o.location}» for «${o.record.place ?? o.record.followUp}»`);
    }
  });
});
