import path from 'node:path';
import { type CorpusRecord, readCorpus } from '../corpus/intake/read-corpus';
import { findLearnedPlace, type PlaceCueLists } from '../src/modules/intake/engine/learned-place-finder';
import { detectByCueLists, surfaceTest } from '../src/modules/intake/engine/location-detector';
import { learnPlaceCues, type Thresholds, thresholds } from './learn-place-cues';

interface Tally {
  named: number;
  found: number;
  foundBefore: number;
  none: number;
  spurious: number;
  spuriousBefore: number;
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

/**
 * Two-fold cross-validation of the learned place cues on the training split: the cues learned from one half
 * of each language's reports find places in the other half's. Says, per language and in all, how many reports
 * that name a place get one found (by the vocabularies alone, then with the learned cues), and how many that
 * name none get one anyway.
 */
export function crossValidate(records: readonly CorpusRecord[], limits: Thresholds = thresholds): Tally {
  const halves = [0, 1].map((half) => records.filter((_, index) => index % 2 === half));
  const tallies = new Map<string, Tally>();
  const showing = process.argv.includes('--misses');
  const cueCounts = new Map<string, number>();
  for (const [index, tested] of halves.entries()) {
    const learned: Record<string, PlaceCueLists> = learnPlaceCues(halves[1 - index] ?? [], limits);
    for (const record of tested) {
      const tally = tallies.get(record.language) ?? {
        named: 0,
        found: 0,
        foundBefore: 0,
        none: 0,
        spurious: 0,
        spuriousBefore: 0,
      };
      const before = detectByCueLists(record.text, record.language) !== null;
      const lists = learned[record.language];
      const learnedPlace =
        before || !lists
          ? null
          : findLearnedPlace(record.text, record.language, { lists, isSurface: surfaceTest(record.language) });
      const after = before || learnedPlace !== null;
      if (learnedPlace?.cue) {
        const key = `${learnedPlace.cue} ${record.place === null ? 'none' : 'named'}`;
        cueCounts.set(key, (cueCounts.get(key) ?? 0) + 1);
      }
      if (showing && record.place !== null && !after)
        console.log(`missed [${record.id}] ${record.text}  «${record.place}»`);
      if (showing && record.place === null && after && !before) {
        const found = lists
          ? findLearnedPlace(record.text, record.language, { lists, isSurface: surfaceTest(record.language) })
          : null;
        console.log(
          `spurious [${record.id}] ${record.text}  «${found ? record.text.slice(found.start, found.end) : ''}»`,
        );
      }
      if (record.place !== null) {
        tally.named += 1;
        tally.found += after ? 1 : 0;
        tally.foundBefore += before ? 1 : 0;
      } else {
        tally.none += 1;
        tally.spurious += after ? 1 : 0;
        tally.spuriousBefore += before ? 1 : 0;
      }
      tallies.set(record.language, tally);
    }
  }
  const total: Tally = { named: 0, found: 0, foundBefore: 0, none: 0, spurious: 0, spuriousBefore: 0 };
  const verbose = process.argv.includes('--languages');
  for (const [language, tally] of [...tallies].sort()) {
    for (const key of Object.keys(total) as Array<keyof Tally>) total[key] += tally[key];
    if (verbose)
      console.log(
        `${language}: place missed ${tally.named - tally.foundBefore} → ${tally.named - tally.found} of ${tally.named}; found where none ${tally.spuriousBefore} → ${tally.spurious} of ${tally.none}`,
      );
  }
  console.log(
    `two folds: place missed ${percent(total.named - total.foundBefore, total.named)} → ${percent(total.named - total.found, total.named)}; found where none named ${percent(total.spuriousBefore, total.none)} → ${percent(total.spurious, total.none)}`,
  );
  console.log(
    [...cueCounts]
      .sort()
      .map(([key, count]) => `${key}: ${count}`)
      .join(', '),
  );
  return total;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const overrides = Object.fromEntries(
    process.argv.flatMap((arg) => (/^\w+=[\d.]+$/u.test(arg) ? [[arg.split('=')[0], Number(arg.split('=')[1])]] : [])),
  );
  crossValidate(readCorpus(path.resolve(import.meta.dirname, '../corpus/intake/triage/train')), {
    ...thresholds,
    ...overrides,
  });
}
