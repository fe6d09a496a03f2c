import { determiners, emptyWords, leadingArticles, openers, phraseStops, placePrepositions } from './intake-cues';
import { capitalize, matchPhraseAt, type Token, tokenize, toPhrases } from './words';

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
const sentenceEnd = /[.!?。！？؟\n]/u;

/** Drops greetings, "I want to report", "there is" and leading articles, repeatedly. */
function skipOpeners(tokens: Token[]): Token[] {
  let start = 0;
  for (;;) {
    while (tokens[start] && !tokens[start]?.isWord) start += 1;
    const opener = matchPhraseAt(tokens, start, openerPhrases) || matchPhraseAt(tokens, start, articlePhrases);
    if (opener === 0) return tokens.slice(start);
    start += opener;
  }
}

/** True when the text, without greetings and filler, says nothing ("Hi!", "I want to report a problem"). */
export function isContentless(text: string, tokens = tokenize(text)): boolean {
  return !hasContent(skipOpeners(tokens));
}

const hasContent = (tokens: Token[]) =>
  tokens.some((t) => t.isWord && t.key.replace(/[^\p{L}\p{N}]/gu, '').length >= 2);

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
  return kept.join(' ').replace(/[\s,;:–-]+$/u, '');
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
  titleSentences(text, leaveOut).some((sentence) => hasContent(skipOpeners(tokenize(sentence))));

function titleSentences(text: string, leaveOut?: { start: number; end: number }): string[] {
  const plain = text.slice(0, 2000);
  // The place is the location field's, not the title's; it is always a whole phrase.
  const withoutPlace = leaveOut ? `${plain.slice(0, leaveOut.start)} ${plain.slice(leaveOut.end)}` : plain;
  return withoutPlace.replace(links, ' ').split(sentenceEnd);
}

/** The words a title is made of: the first specific clause, before it is shortened. */
function findTitleSource(text: string, leaveOut?: { start: number; end: number }): string | null {
  for (const sentence of titleSentences(text, leaveOut)) {
    const tokens = skipOpeners(tokenize(sentence));
    const first = tokens.find((t) => t.isWord);
    if (!first || !hasContent(tokens)) continue;
    const clean = sentence
      .slice(first.start)
      .replace(/\s+/g, ' ')
      .replace(/\s+([,;:])/g, '$1')
      .trim();
    // The first clause is the problem; what follows a comma is usually a plea or an aside.
    const clause = clean.split(/[,;:]|\s[–-]\s/u)[0] ?? clean;
    const rest = (clause.replace(/[^\p{L}\p{N}]/gu, '').length >= 3 ? clause : clean).replace(/[\s,;:–-]+$/u, '');
    if (rest.replace(/[^\p{L}\p{N}]/gu, '').length < 2) continue;
    return rest;
  }
  return null;
}
