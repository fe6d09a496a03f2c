import { unspacedScript } from './title-segments';
import type { TitleWords } from './title-words';

/**
 * Sentences and clauses of a visitor's message, as a title reads them: the first sentence with
 * content gives the title, and its first clause the problem.
 */

const sentenceMark = /[.!?。！？؟\n]/gu;
const space = /\s/u;
const wordCharacter = /[\p{L}\p{M}\p{N}]/u;
const lowerOrDigit = /[\p{Ll}\p{N}]/u;
const digits = /^\p{N}+$/u;
const thai = /\p{Script=Thai}/u;
// Short words a dot follows without ending the sentence, when a lower-case word or a number comes next.
// biome-ignore format: word lists read better packed
const abbreviations = new Set([
  'zw', 'bzw', 'ca', 'nr', 'no', 'tel', 'str', 'usw', 'etc', 'vs', 'ul', 'al', 'np', 'tj', 'tzn', 'atd',
  'č', 'resp', 'st', 'dr', 'mr', 'mrs', 'ggf', 'evtl', 'inkl', 'approx', 'lt', 'jl', 'kl', 'pl', 'os', 'ev',
  'gl', 'bl', 'tr', 'stk', 'min', 'max', 'apt', 'ap', 'esq', 'av', 'sr', 'sra', 'srta', 'ud', 'uds',
  'dpto', 'tfno', 'nº', 'kat', 'pok', 'ул', 'д', 'кв', 'эт', 'г', 'т', 'др', 'пр', 'см', 'стр',
]);

/**
 * Whether the mark at `index` ends a sentence. A dot does not inside a number or name ("3.12",
 * "www.x"), after an ordinal in languages that write them so ("im 2. OG"), after an abbreviation
 * ("zw. 2. und 3. Stock"), nor in Thai (where it shortens words: "รปภ.").
 */
function endsSentence(source: string, index: number, words: TitleWords): boolean {
  if (source[index] !== '.') return true;
  const next = source[index + 1];
  if (next === '.' || next === '…') return true;
  if (next !== undefined && !space.test(next)) return false;
  if (source[index - 1] === '.') return true;
  let from = index;
  while (from > 0 && wordCharacter.test(source[from - 1] ?? '')) from -= 1;
  const word = source.slice(from, index);
  if (!word) return true;
  if (thai.test(word)) return false;
  let after = index + 1;
  while (after < source.length && space.test(source[after] ?? '')) after += 1;
  const following = source[after];
  if (following === undefined) return true;
  if (words.hasOrdinalDots && digits.test(word)) return false;
  return !(lowerOrDigit.test(following) && (word.length === 1 || abbreviations.has(word.toLowerCase())));
}

/** The first answer `read` gives for the text's sentences, in order (null: try the next one). */
export function findInSentences<T>(source: string, words: TitleWords, read: (sentence: string) => T | null): T | null {
  let from = 0;
  sentenceMark.lastIndex = 0;
  for (;;) {
    let end = sentenceMark.exec(source);
    while (end && !endsSentence(source, end.index, words)) end = sentenceMark.exec(source);
    const found = read(source.slice(from, end?.index ?? source.length));
    if (found !== null || !end) return found;
    from = end.index + end[0].length;
    sentenceMark.lastIndex = from;
  }
}

const clauseMark = /[,;:，、；：،؛]|\s[–-]\s/gu;

/**
 * The text up to its first clause mark (not a comma or colon inside a number: "1,5 m", "12:30"). In
 * scripts without spaces a short first clause is a topic ("フードコートのテーブル、…"): the next one
 * is taken with it.
 */
export function firstClause(text: string, language: string | undefined): string {
  const minLength = unspacedScript.test(text) ? minUnspacedClause : 0;
  clauseMark.lastIndex = 0;
  for (let mark = clauseMark.exec(text); mark; mark = clauseMark.exec(text)) {
    const isInNumber =
      /[,:]/u.test(mark[0]) && /\p{N}/u.test(text[mark.index - 1] ?? '') && /\p{N}/u.test(text[mark.index + 1] ?? '');
    // The Chinese 、 parts the items of a list ("桌子、椅子都坏了"), not clauses.
    const isListMark = mark[0] === '、' && language === 'zh';
    if (!isInNumber && !isListMark && mark.index >= minLength) return text.slice(0, mark.index);
  }
  return text;
}

const minUnspacedClause = 12;
