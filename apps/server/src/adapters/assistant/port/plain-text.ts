import { issueTextLimits } from '@sitewatch/shared';
import type { IssueDraft } from './chat-engine';

// Control characters (tab and newline are kept) and bidirectional overrides that could disguise text.
const controlCharacters = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const keepControl = (character: string) => (character === '\n' || character === '\t' ? character : '');

// A link target may hold one level of balanced parentheses, as CommonMark allows ("javascript:alert(1)").
const linkTarget = String.raw`\((?:[^()\n]|\([^()\n]*\))*\)`;
const imagePattern = new RegExp(String.raw`!\[([^\]]*)\]` + linkTarget, 'g');
const linkPattern = new RegExp(String.raw`\[([^\]]+)\]` + linkTarget, 'g');

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
  const plain = text
    .replace(/\r\n?/g, '\n')
    .replace(controlCharacters, keepControl)
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(imagePattern, '$1')
    .replace(linkPattern, '$1')
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
