import { emptyWords, leadingArticles, openers } from './intake-cues';
import { firstSegment, unspacedScript } from './title-segments';
import { isAscii, type TitleWords } from './title-words';
import { matchPhraseAt, type Token, tokenize, toPhrases } from './words';

const openerPhrases = toPhrases([...openers, ...emptyWords]);
const articlePhrases = toPhrases(leadingArticles);
/** Most sentences show their content within this many tokens: they are not tokenized whole. */
const sampledTokens = 48;
/** More tokens than any greeting or opener has: a sample that holds them past a word decides it. */
const lookahead = 8;
const undecided = -2;
const maxParticles = 6;
// Marks that end whom a greeting names: a clause's or a sentence's end.
// biome-ignore format: a list reads better packed
const addresseeEnds = new Set([',', ';', ':', '，', '、', '；', '：', '،', '؛', '-', '–', '.', '!', '?', '。', '！', '？', '؟']);

// A word of at least two letters or digits (in UTF-16 units, as the visitor's text is measured).
const contentWord = /[\p{L}\p{N}][\s\S]*[\p{L}\p{N}]|(?=[\p{L}\p{N}])[\u{10000}-\u{10FFFF}]/u;

function hasContent(tokens: Token[], from: number): boolean {
  for (let i = from; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token?.isWord && contentWord.test(token.key)) return true;
  }
  return false;
}

/** Whether a word of the text is a greeting's word: as written, or typed without its accents. */
const isGreetingWord = (key: string, word: string | undefined, folded: string | undefined) =>
  key === word || (isAscii(key) && key === folded);

/** The length in tokens of the greeting at `index` ("dobrý den", "dobry den", "hi there"), or 0. */
function greetingAt(tokens: Token[], index: number, words: TitleWords): number {
  const first = tokens[index];
  const candidates = first?.isWord ? words.greetings.get(first.key) : undefined;
  if (!first || !candidates) return 0;
  for (const greeting of candidates) {
    if (!isGreetingWord(first.key, greeting.words[0], greeting.folded[0])) continue;
    let t = index + 1;
    let k = 1;
    for (; k < greeting.words.length; k += 1) {
      while (t < tokens.length && !tokens[t]?.isWord) t += 1;
      const token = tokens[t];
      if (!token || !isGreetingWord(token.key, greeting.words[k], greeting.folded[k])) break;
      t += 1;
    }
    if (k === greeting.words.length) return t - index;
  }
  return 0;
}

/**
 * Where the content of a run of letters without spaces starts, after greetings and particles it
 * opens with ("こんにちは、…" is parted by the comma; "你好我想…", "で水が…" are not): 0 when it
 * opens with content, its length when it holds none.
 */
function unspacedContentOffset(text: string, words: TitleWords, language: string): number {
  let offset = 0;
  // A few particles open a sentence; more of them are what the visitor wrote.
  let particles = 0;
  while (offset < text.length) {
    const rest = text.slice(offset, offset + 24);
    const greeting = words.greetingPrefixes.find((prefix) => rest.startsWith(prefix));
    if (greeting) {
      offset += greeting.length;
      continue;
    }
    const first = particles < maxParticles ? firstSegment(rest, language) : '';
    if (!first || !words.neverFirst.has(first)) return offset;
    offset += first.length;
    particles += 1;
  }
  return offset;
}

function contentStartIn(tokens: Token[], words: TitleWords, language: string | undefined, isWhole: boolean): number {
  let i = 0;
  let followsGreeting = false;
  for (;;) {
    while (tokens[i] && !tokens[i]?.isWord) {
      i += 1;
      followsGreeting = false;
    }
    const token = tokens[i];
    if (!token) return isWhole ? -1 : undecided;
    if (!isWhole && i + lookahead >= tokens.length) return undecided;
    const greeting = greetingAt(tokens, i, words);
    if (greeting > 0) {
      i += greeting;
      followsGreeting = true;
      continue;
    }
    const filler =
      matchPhraseAt(tokens, i, openerPhrases) ||
      matchPhraseAt(tokens, i, articlePhrases) ||
      (words.neverFirstAlone.has(token.key) ? 1 : 0);
    if (filler > 0) {
      i += filler;
      followsGreeting = false;
      continue;
    }
    // One word between a greeting and a comma, or the sentence's end, names whom it greets ("Hallo
    // zusammen, …", "Hi Maria!"), not the problem.
    const next = tokens[i + 1];
    if (followsGreeting && (!next || (!next.isWord && addresseeEnds.has(next.text)))) {
      i += 1;
      followsGreeting = false;
      continue;
    }
    if (unspacedScript.test(token.text[0] ?? '')) {
      const offset = unspacedContentOffset(token.text, words, language ?? 'und');
      if (offset >= token.text.length) {
        i += 1;
        continue;
      }
      if (offset > 0) {
        const hasMore = contentWord.test(token.text.slice(offset)) || hasContent(tokens, i + 1);
        if (hasMore) return token.start + offset;
        return isWhole ? -1 : undecided;
      }
    }
    if (hasContent(tokens, i)) return token.start;
    return isWhole ? -1 : undecided;
  }
}

/**
 * Where the text's content starts, after greetings ("Dobrý den", "Hallo zusammen,"), "I want to
 * report", "there is", leading articles and particles left from a place ("で…", "的…"); -1 when
 * nothing is left. Read from the text's first tokens when they decide it, so a long text is not
 * tokenized whole; `tokens`, when the caller has them, are the whole text's.
 */
export function findContentStart(
  text: string,
  words: TitleWords,
  language: string | undefined,
  tokens?: Token[],
): number {
  if (tokens) return contentStartIn(tokens, words, language, true);
  const sample = tokenize(text, sampledTokens);
  const found = contentStartIn(sample, words, language, sample.length < sampledTokens);
  return found === undecided ? contentStartIn(tokenize(text), words, language, true) : found;
}
