import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type CorpusRecord, readCorpus } from '../corpus/intake/read-corpus';
import {
  endingLengths,
  minEndingWordLength,
  type PlaceCueLists,
} from '../src/modules/intake/engine/learned-place-finder';
import { type PlaceToken, placeTokens } from '../src/modules/intake/engine/place-tokens';
import { unspacedLanguages } from '../src/modules/intake/engine/vocabulary/vocabulary';

/**
 * Learns where places sit in each language from the labelled place spans of the training split, and writes
 * src/modules/intake/engine/vocabulary/learned-place-cues.json (read by learned-place-finder.ts):
 *
 *   npx tsx scripts/learn-place-cues.ts     writes the cues learned from the whole training split
 *   npx tsx scripts/measure-place-cues.ts   two-fold cross-validation on the training split: cues learned on
 *                                           one half, measured on the other
 *
 * A cue is kept when it marks a place in most of the reports it occurs in (precision) and in several of them
 * (support): general words (prepositions, postpositions, endings, common place nouns), not one report's
 * phrasing. Deterministic: the same split gives the same file. The test split is never read.
 */
export interface Thresholds {
  /** A noun stands for a place alone: this share of its occurrences inside a span, and this many. */
  nounShare: number;
  nounSupport: number;
  /** An opener, a closer or an ending: this share of its occurrences next to a span, and this many. */
  markerShare: number;
  markerSupport: number;
  /** A closer ("mein", "で") needs more: a word after a place is often the verb's. */
  closerShare: number;
  endingShare: number;
  endingSupport: number;
  /** A word inside place phrases (widens one): this share inside spans. */
  insideShare: number;
  /** A word seen this often and at most this share inside spans is no place ("llenarse", "liian"). */
  outsideSupport: number;
  outsideShare: number;
}

export const thresholds: Thresholds = {
  nounShare: 0.75,
  nounSupport: 3,
  markerShare: 0.6,
  markerSupport: 3,
  closerShare: 0.8,
  endingShare: 0.6,
  endingSupport: 6,
  insideShare: 0.5,
  outsideSupport: 4,
  outsideShare: 0.1,
};

const trainSplit = path.resolve(import.meta.dirname, '../corpus/intake/triage/train');
const cuesFile = path.resolve(import.meta.dirname, '../src/modules/intake/engine/vocabulary/learned-place-cues.json');

class Counts {
  readonly seen = new Map<string, number>();
  readonly hits = new Map<string, number>();
  add(key: string, isHit: boolean) {
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
    if (isHit) this.hits.set(key, (this.hits.get(key) ?? 0) + 1);
  }
  /** The keys seen `support` times or more with at most `share` of them hits. */
  rare(share: number, support: number): string[] {
    return [...this.seen]
      .filter(([key, seen]) => seen >= support && (this.hits.get(key) ?? 0) / seen <= share)
      .map(([key]) => key)
      .sort();
  }
  kept(share: number, support: number): string[] {
    return [...this.hits]
      .filter(([key, hits]) => hits >= support && hits / (this.seen.get(key) ?? hits) >= share)
      .map(([key]) => key)
      .sort();
  }
}

/** The indexes of the tokens inside the labelled span [first, last], or null. */
function spanOf(record: CorpusRecord, tokens: PlaceToken[]): { first: number; last: number } | null {
  if (record.place === null) return null;
  const start = record.text.indexOf(record.place);
  if (start < 0) return null;
  const end = start + record.place.length;
  const inside = tokens.flatMap((token, index) => (token.start < end && token.end > start ? [index] : []));
  const first = inside[0];
  const last = inside.at(-1);
  return first === undefined || last === undefined ? null : { first, last };
}

function endingsOf(token: PlaceToken, language: string): string[] {
  const characters = [...token.key];
  if (token.isNumber || characters.length < minEndingWordLength(language)) return [];
  return endingLengths(language)
    .filter((length) => characters.length > length)
    .map((length) => characters.slice(-length).join(''));
}

function learnLanguage(records: readonly CorpusRecord[], language: string, limits: Thresholds): PlaceCueLists {
  const nouns = new Counts();
  const openers = new Counts();
  const closers = new Counts();
  const endings = new Counts();
  for (const record of records) {
    const tokens = placeTokens(record.text, language);
    const span = spanOf(record, tokens);
    const inSpan = (index: number) => span !== null && index >= span.first && index <= span.last;
    for (const [index, token] of tokens.entries()) {
      if (token.isNumber) continue;
      nouns.add(token.key, inSpan(index));
      const next = tokens[index + 1];
      // An opener: a place follows it in its clause (it stands right before the span, or begins it).
      if (next && next.clause === token.clause) {
        const opens = inSpan(index + 1) && (span?.first === index + 1 || span?.first === index);
        openers.add(token.key, opens);
        const after = tokens[index + 2];
        if (after && after.clause === token.clause) {
          const opensTwo = inSpan(index + 2) && (span?.first === index + 2 || span?.first === index);
          openers.add(`${token.key} ${next.key}`, opensTwo);
        }
      }
      const previous = tokens[index - 1];
      // A closer: a place comes right before it (it ends the span, or stands right after it).
      if (previous && previous.clause === token.clause) {
        closers.add(token.key, inSpan(index - 1) && (span?.last === index - 1 || span?.last === index));
      }
      // An ending of place words ("-raum", "-ssa", "場"): a word of the span ends with it.
      for (const ending of endingsOf(token, language)) endings.add(ending, inSpan(index));
    }
  }
  const openerList = openers.kept(limits.markerShare, limits.markerSupport);
  const closerList = closers.kept(limits.closerShare, limits.markerSupport);
  // A preposition is inside most place phrases too ("en el baño"): it opens or closes one, it is no place.
  const markers = new Set([...openerList, ...closerList]);
  const minNounLength = unspacedLanguages.has(language) ? 2 : 3;
  const nounList = nouns
    .kept(limits.nounShare, limits.nounSupport)
    .filter((key) => [...key].length >= minNounLength && !markers.has(key));
  return {
    nouns: nounList,
    openers: openerList,
    closers: closerList,
    endings: endings.kept(limits.endingShare, limits.endingSupport),
    inside: nouns.kept(limits.insideShare, 2).filter((key) => !nounList.includes(key)),
    outside: nouns.rare(limits.outsideShare, limits.outsideSupport).filter((key) => !markers.has(key)),
  };
}

export function learnPlaceCues(
  records: readonly CorpusRecord[],
  limits: Thresholds = thresholds,
): Record<string, PlaceCueLists> {
  const result: Record<string, PlaceCueLists> = {};
  for (const language of [...new Set(records.map((r) => r.language))].sort()) {
    result[language] = learnLanguage(
      records.filter((r) => r.language === language),
      language,
      limits,
    );
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const cues = learnPlaceCues(readCorpus(trainSplit));
  fs.writeFileSync(cuesFile, `${JSON.stringify({ languages: cues }, null, 2)}\n`);
  // In the repository's JSON style, so a run that learns the same cues changes nothing.
  execFileSync('npx', ['biome', 'format', '--write', cuesFile], { stdio: 'ignore' });
  const sizes = Object.values(cues).map((c) => c.nouns.length + c.openers.length + c.closers.length);
  console.log(`${cuesFile}: ${Object.keys(cues).length} languages, ${sizes.reduce((a, b) => a + b, 0)} cues`);
}
