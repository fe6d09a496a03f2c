import { issueTextLimits } from '@sitewatch/shared';
import type { IssueDraft } from './chat-engine';

// Control characters (tab and newline are kept) and bidirectional overrides that could disguise text.
const controlCharacters = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const keepControl = (character: string) => (character === '\n' || character === '\t' ? character : '');

const isAsciiLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/**
 * The text without HTML tags, as `.replace(/<\/?[a-z][^>]*>/gi, '')` gives it. A tag runs to the first
 * `>` after it, and when none follows, no later tag can close either: one pass, where the regular
 * expression rescans the rest of the text from every `<` (quadratic on "<a<a<a…").
 */
function removeTags(text: string): string {
  let plain = '';
  let from = 0;
  for (let start = text.indexOf('<'); start !== -1; start = text.indexOf('<', start + 1)) {
    const letter = text.charCodeAt(start + 1) === 0x2f ? start + 2 : start + 1;
    if (!isAsciiLetter(text.charCodeAt(letter))) continue;
    const end = text.indexOf('>', letter + 1);
    if (end === -1) break;
    plain += text.slice(from, start);
    from = end + 1;
    start = end;
  }
  return from === 0 ? text : plain + text.slice(from);
}

/**
 * Where a link target that opens at `start` ends (after its `)`), or -1: what `\((?:[^()\n]|\([^()\n]*\))*\)`
 * matches there. A target may hold one level of balanced parentheses, as CommonMark allows
 * ("javascript:alert(1)").
 */
function linkTargetEnd(text: string, start: number): number {
  if (text[start] !== '(') return -1;
  for (let at = start + 1; at < text.length; at += 1) {
    const character = text[at];
    if (character === ')') return at + 1;
    if (character === '\n') return -1;
    if (character === '(') {
      let inner = at + 1;
      while (inner < text.length && !'()\n'.includes(text[inner] ?? '')) inner += 1;
      if (text[inner] !== ')') return -1;
      at = inner;
    }
  }
  return -1;
}

/**
 * Markdown images (`![words](target)`) or links (`[words](target)`) replaced by their words, as
 * `.replace(/!\[([^\]]*)\]<target>/g, '$1')` and `/\[([^\]]+)\]<target>/g` give it. The words run to
 * the first `]`, so every opener before that `]` fails or succeeds with it: one pass, where the
 * regular expression rescans the rest of the text from every `[` (quadratic on "[[[…").
 */
function replaceLinks(text: string, opener: '![' | '['): string {
  let plain = '';
  let from = 0;
  for (let start = text.indexOf(opener); start !== -1; ) {
    const wordsStart = start + opener.length;
    const close = text.indexOf(']', wordsStart);
    if (close === -1) break;
    const end = opener === '[' && close === wordsStart ? -1 : linkTargetEnd(text, close + 1);
    if (end === -1) {
      start = text.indexOf(opener, opener === '[' && close === wordsStart ? start + 1 : close + 1);
      continue;
    }
    plain += text.slice(from, start) + text.slice(wordsStart, close);
    from = end;
    start = text.indexOf(opener, end);
  }
  return from === 0 ? text : plain + text.slice(from);
}

const markupCharacters = new Set(Array.from('<[`*_#>', (character) => character.charCodeAt(0)));
const isSpaceOrNewline = (code: number) => code === 0x20 || code === 0x0a;

/**
 * What any step below would change: a control character other than a newline, a bidirectional
 * override, a markup character, a space before a space or newline, a newline before a space, three
 * newlines. Without it, plain text is the text itself, trimmed (most messages; it saves a turn ten
 * passes over every message). A scan of character codes: a turn checks some 40,000 characters.
 */
function needsCleaning(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code === 0x0a) {
      if (next === 0x20 || (next === 0x0a && text.charCodeAt(index + 2) === 0x0a)) return true;
    } else if (code === 0x20) {
      if (isSpaceOrNewline(next)) return true;
    } else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      return true;
    } else if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || markupCharacters.has(code)) {
      return true;
    }
  }
  return false;
}

/**
 * Plain text for a draft field: no HTML tags, no markdown markup, no control characters, no runs of
 * blank lines. A model's (or a visitor's) formatting must not reach the manager's screen or emails as
 * markup; the words stay.
 */
export function toPlainText(text: string, maxLength: number): string {
  if (!needsCleaning(text)) return cut(text.trim(), maxLength);
  const controlled = text.replace(/\r\n?/g, '\n').replace(controlCharacters, keepControl);
  const plain = replaceLinks(replaceLinks(removeTags(controlled), '!['), '[')
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^\s{0,3}(#{1,6}|>)\s+/gm, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cut(plain, maxLength);
}

const cut = (plain: string, maxLength: number) =>
  plain.length <= maxLength ? plain : `${plain.slice(0, maxLength - 1).trimEnd()}…`;

/**
 * A draft the visitor can submit as it is: plain text, within the issue limits, no empty field
 * (the fallbacks come from the visitor's language), photos only from this conversation.
 */
export function toSafeDraft(
  draft: IssueDraft,
  options: { allowedPhotoIds: Set<string>; fallbackTitle: string; locationNotGiven: string },
): IssueDraft {
  const title = toPlainText(draft.title, issueTextLimits.title).replace(/\n+/g, ' ') || options.fallbackTitle;
  const location =
    toPlainText(draft.location, issueTextLimits.location).replace(/\n+/g, ' ') || options.locationNotGiven;
  const description = toPlainText(draft.description, issueTextLimits.description) || title;
  const photoIds = [...new Set(draft.photoIds)].filter((id) => options.allowedPhotoIds.has(id));
  return { title, description, location, photoIds };
}
