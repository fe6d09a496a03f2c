import { emptyWords, leadingArticles, openers } from './intake-cues';
import { capitalize, matchPhraseAt, type Token, tokenize, toPhrases } from './words';

const openerPhrases = toPhrases([...openers, ...emptyWords]);
const articlePhrases = toPhrases(leadingArticles);
const maxTitleWords = 8;
const maxTitleLength = 60;
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
export function isContentless(text: string): boolean {
  return !skipOpeners(tokenize(text)).some((t) => t.isWord && t.key.replace(/[^\p{L}\p{N}]/gu, '').length >= 2);
}

function shorten(text: string): string {
  if (unspacedScript.test(text)) return text.length <= 30 ? text : `${text.slice(0, 29)}…`;
  const words = text.split(/\s+/);
  let title = words.slice(0, maxTitleWords).join(' ');
  if (title.length > maxTitleLength) title = title.slice(0, maxTitleLength).replace(/\s+\S*$/, '');
  return title.length < text.length ? `${title.replace(/[\s,;:–-]+$/u, '')}…` : title;
}

/**
 * A short, specific title from the visitor's own words: the first sentence of what they wrote, with
 * the place phrase, greetings and filler left out ("Hi, the toilet on floor 2 is blocked" → "Toilet
 * is blocked"). Null when nothing specific is left; the caller then uses a fallback.
 */
export function makeTitle(text: string, language: string, leaveOut?: { start: number; end: number }): string | null {
  const withoutPlace = leaveOut ? `${text.slice(0, leaveOut.start)} ${text.slice(leaveOut.end)}` : text;
  for (const sentence of withoutPlace.split(sentenceEnd)) {
    const tokens = skipOpeners(tokenize(sentence));
    const first = tokens.find((t) => t.isWord);
    if (!first || isContentless(sentence)) continue;
    const clean = sentence
      .slice(first.start)
      .replace(/\s+/g, ' ')
      .replace(/\s+([,;:])/g, '$1')
      .trim();
    // The first clause is the problem; what follows a comma is usually a plea or an aside.
    const clause = clean.split(/[,;:]|\s[–-]\s/u)[0] ?? clean;
    const rest = (clause.replace(/[^\p{L}\p{N}]/gu, '').length >= 3 ? clause : clean).replace(/[\s,;:–-]+$/u, '');
    if (rest.replace(/[^\p{L}\p{N}]/gu, '').length < 2) continue;
    return capitalize(shorten(rest), language);
  }
  return null;
}
