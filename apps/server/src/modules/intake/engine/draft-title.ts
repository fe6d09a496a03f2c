import { determiners, emptyWords, leadingArticles, openers, phraseStops, placePrepositions } from './intake-cues';
import { capitalize, matchPhraseAt, type Token, tokenize, toPhrases, trimEndOf } from './words';

const openerPhrases = toPhrases([...openers, ...emptyWords]);
const articlePhrases = toPhrases(leadingArticles);
const maxTitleLength = 60;
const maxUnspacedTitleLength = 30;
// A title never ends on a word that needs a next one ("Broken glass next to the").
const danglingWords = new Set([
  ...determiners,
  ...phraseStops,
  ...placePrepositions.flatMap((p) => p.words.split(/\s+/)),
  'of',
  'to',
  'for',
  'from',
  'a',
  'an',
]);
const links = /https?:\/\/\S+|www\.\S+/giu;
// Scripts written without spaces (Chinese, Japanese, Thai) count characters instead of words.
const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const sentenceEnd = /[.!?。！？؟\n]/gu;
// Spaces and punctuation a title never ends with.
const clauseTail = /[\s,;:–-]/u;

const openerLists = [openerPhrases, articlePhrases];
/** The most words an opener or article has: the tokens a sentence needs for its openers to be told apart. */
const maxOpenerWords = Math.max(
  ...openerLists.flatMap((list) => [...list.byFirstWord.values()].flat().map((p) => p.length)),
);
/** Most sentences show their first content within this many tokens: they are not tokenized whole. */
const sampledTokens = 32;

/** Where the words start after greetings, "I want to report", "there is" and leading articles (dropped repeatedly). */
function openersEnd(tokens: Token[]): number {
  let start = 0;
  for (;;) {
    while (tokens[start] && !tokens[start]?.isWord) start += 1;
    const opener = matchPhraseAt(tokens, start, openerPhrases) || matchPhraseAt(tokens, start, articlePhrases);
    if (opener === 0) return start;
    start += opener;
  }
}

// A word of at least two letters or digits (in UTF-16 units, as the visitor's text is measured).
const contentWord = /[\p{L}\p{N}][\s\S]*[\p{L}\p{N}]|(?=[\p{L}\p{N}])[\u{10000}-\u{10FFFF}]/u;

function hasContent(tokens: Token[], from: number): boolean {
  for (let i = from; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token?.isWord && contentWord.test(token.key)) return true;
  }
  return false;
}

function wordsFrom(tokens: Token[], from: number): number {
  let words = 0;
  for (let i = from; i < tokens.length; i += 1) if (tokens[i]?.isWord) words += 1;
  return words;
}

/**
 * The first word after the sentence's openers, when content follows them; else undefined. Read from
 * the sentence's first tokens when they decide it (every opener comparison fell inside them, and
 * content showed), so a long sentence is not tokenized whole.
 */
function firstContentWord(sentence: string): Token | undefined {
  const sample = tokenize(sentence, sampledTokens);
  let tokens = sample;
  let start = openersEnd(sample);
  const isDecided =
    sample.length < sampledTokens || (wordsFrom(sample, start) >= maxOpenerWords && hasContent(sample, start));
  if (!isDecided) {
    tokens = tokenize(sentence);
    start = openersEnd(tokens);
  }
  return hasContent(tokens, start) ? tokens[start] : undefined;
}

/** True when the text, without greetings and filler, says nothing ("Hi!", "I want to report a problem"). */
export function isContentless(text: string, tokens = tokenize(text)): boolean {
  return !hasContent(tokens, openersEnd(tokens));
}

/** Whole words (or, in scripts without spaces, whole segments) up to the limit; never an ellipsis. */
function shorten(text: string, language: string): string {
  if (unspacedScript.test(text)) {
    if (text.length <= maxUnspacedTitleLength) return text;
    let title = '';
    for (const { segment } of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
      if (title.length + segment.length > maxUnspacedTitleLength) break;
      title += segment;
    }
    return title || text.slice(0, maxUnspacedTitleLength);
  }
  const words = text.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join(' ').length > maxTitleLength) break;
    kept.push(word);
  }
  if (kept.length === 0) kept.push((words[0] ?? '').slice(0, maxTitleLength));
  while (kept.length > 1 && danglingWords.has((kept.at(-1) ?? '').toLowerCase().replace(/[^\p{L}'’]/gu, '')))
    kept.pop();
  return trimEndOf(kept.join(' '), clauseTail);
}

/** Sentence case for a shouted title ("WATER LEAK" → "Water leak"); other capitals are the visitor's. */
function toSentenceCase(title: string, language: string): string {
  const letters = title.replace(/[^\p{L}]/gu, '');
  const isShouted =
    letters.length > 3 &&
    letters === letters.toLocaleUpperCase(language) &&
    letters !== letters.toLocaleLowerCase(language);
  return capitalize(isShouted ? title.toLocaleLowerCase(language) : title, language);
}

/**
 * A short, specific title from the visitor's own words: the first sentence of what they wrote, with
 * the place phrase, greetings and filler left out ("Hi, the toilet on floor 2 is blocked" → "Toilet
 * is blocked"). Null when nothing specific is left; the caller then uses a fallback.
 */
export function makeTitle(text: string, language: string, leaveOut?: { start: number; end: number }): string | null {
  const source = findTitleSource(text, leaveOut);
  return source === null ? null : toSentenceCase(shorten(source, language), language);
}

/**
 * True when makeTitle gives a title, without making it: when a sentence has content past its openers
 * (the clause makeTitle then takes holds that content, so it never gives an empty title).
 */
export const hasTitle = (text: string, leaveOut?: { start: number; end: number }): boolean =>
  findInSentences(text, leaveOut, (sentence) => (firstContentWord(sentence) ? true : null)) ?? false;

/**
 * The first answer `read` gives for the text's sentences, in order (null: try the next one). The
 * sentences are cut one at a time, as most texts give their answer in the first.
 */
function findInSentences<T>(
  text: string,
  leaveOut: { start: number; end: number } | undefined,
  read: (sentence: string) => T | null,
): T | null {
  const plain = text.slice(0, 2000);
  // The place is the location field's, not the title's; it is always a whole phrase.
  const withoutPlace = leaveOut ? `${plain.slice(0, leaveOut.start)} ${plain.slice(leaveOut.end)}` : plain;
  const source = withoutPlace.replace(links, ' ');
  let from = 0;
  for (;;) {
    sentenceEnd.lastIndex = from;
    const end = sentenceEnd.exec(source);
    const found = read(source.slice(from, end?.index ?? source.length));
    if (found !== null || !end) return found;
    from = end.index + end[0].length;
  }
}

/** The words a title is made of: the first specific clause, before it is shortened. */
function findTitleSource(text: string, leaveOut?: { start: number; end: number }): string | null {
  return findInSentences(text, leaveOut, (sentence) => {
    const first = firstContentWord(sentence);
    if (!first) return null;
    const clean = sentence
      .slice(first.start)
      .replace(/\s+/g, ' ')
      .replace(/\s+([,;:])/g, '$1')
      .trim();
    // The first clause is the problem; what follows a comma is usually a plea or an aside.
    const clause = clean.split(/[,;:]|\s[–-]\s/u)[0] ?? clean;
    const rest = trimEndOf(clause.replace(/[^\p{L}\p{N}]/gu, '').length >= 3 ? clause : clean, clauseTail);
    if (rest.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return null;
    return rest;
  });
}
