import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../feedback/languages';
import { allTranslations, getTranslation } from './all';
import { en, loadTranslation } from './index';
import type { Translation } from './translation';

interface Leaf {
  path: string;
  value: unknown;
}

/** Every leaf of a translation as `a.b.c` paths, so nested groups are compared key by key. */
function collectLeaves(node: unknown, prefix = ''): Leaf[] {
  if (typeof node !== 'object' || node === null) return [{ path: prefix, value: node }];
  return Object.entries(node).flatMap(([key, child]) => collectLeaves(child, prefix ? `${prefix}.${key}` : key));
}

async function importLocale(code: string): Promise<Translation> {
  const module: { translation: Translation } = await import(`./locales/${code}.ts`);
  return module.translation;
}

const englishLeaves = collectLeaves(en);
const otherCodes = languageCodes.filter((code) => code !== 'en');

/**
 * Issue 5 allows a few proper-noun keys to stay as in English, never whole texts beyond that. A label of one
 * word may be the same word in both languages (French "Description", "Photos", "Notes"): only texts of
 * several words count.
 */
const maxKeysSharedWithEnglish = 2;
const isSeveralWords = (text: string) => text.trim().split(/\s+/).length > 1;
const placeholderPattern = /\{[A-Za-z][A-Za-z0-9_]*\}/g;
const boldPattern = /\*\*(.+?)\*\*/g;

// The script each language is written in, so a locale filled with the wrong language is caught.
const scriptByCode: Record<string, RegExp> = {
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  bg: /\p{Script=Cyrillic}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  sr: /\p{Script=Cyrillic}/u,
  be: /\p{Script=Cyrillic}/u,
  mk: /\p{Script=Cyrillic}/u,
  kk: /\p{Script=Cyrillic}/u,
  tg: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  hi: /\p{Script=Devanagari}/u,
  ne: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  kn: /\p{Script=Kannada}/u,
  th: /\p{Script=Thai}/u,
  hy: /\p{Script=Armenian}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
};

function sortedMatches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[0]).sort();
}

describe('translation wiring (spec section 3: 57 languages)', () => {
  it('has exactly one locale file per supported language', () => {
    const files = readdirSync(new URL('./locales', import.meta.url)).filter((file) => file.endsWith('.ts'));
    const fileCodes = files.map((file) => file.replace(/\.ts$/, ''));
    expect([...fileCodes].sort()).toEqual([...languageCodes].sort());
  });

  it('puts every language in the server map, each pointing at its own locale', async () => {
    expect(Object.keys(allTranslations).sort()).toEqual([...languageCodes].sort());
    for (const code of languageCodes) {
      expect(allTranslations[code], code).toBe(await importLocale(code));
      expect(getTranslation(code), code).toBe(allTranslations[code]);
    }
  });

  it('loads every language lazily through loadTranslation', async () => {
    for (const code of languageCodes) {
      expect(await loadTranslation(code), code).toBe(await importLocale(code));
    }
  });

  it('loads Polish for pl and falls back to English for an unknown code', async () => {
    const polish = await loadTranslation('pl');
    expect(polish.mainTitle.highlight).toBe('Widzisz problem?');
    expect(polish.issueReportForm.title.missingError).toBe('Tytuł jest wymagany');
    expect(await loadTranslation('xx')).toBe(en);
    expect(getTranslation('xx')).toBe(en);
  });
});

describe('English source', () => {
  it('has only non-empty string texts', () => {
    expect(englishLeaves.length).toBeGreaterThan(40);
    for (const leaf of englishLeaves) {
      expect(typeof leaf.value, leaf.path).toBe('string');
      expect(String(leaf.value).trim(), leaf.path).not.toBe('');
    }
  });
});

describe.each(otherCodes)('locale %s', (code) => {
  const translation = allTranslations[code] as Translation;
  const leaves = collectLeaves(translation);
  const leafByPath = new Map(leaves.map((leaf) => [leaf.path, leaf.value]));

  it('has every English key as a non-empty, trimmed string, and no others', () => {
    expect(leaves.map((leaf) => leaf.path).sort()).toEqual(englishLeaves.map((leaf) => leaf.path).sort());
    for (const leaf of leaves) {
      expect(typeof leaf.value, leaf.path).toBe('string');
      const text = String(leaf.value);
      expect(text.trim(), leaf.path).not.toBe('');
      // successSubtitleMain and successSubtitleLink are joined with one space.
      expect(text, leaf.path).toBe(text.trim());
    }
  });

  it(`reuses the English text of several words for at most ${maxKeysSharedWithEnglish} keys`, () => {
    const copied = englishLeaves
      .filter((leaf) => leafByPath.get(leaf.path) === leaf.value && isSeveralWords(String(leaf.value)))
      .map((leaf) => leaf.path);
    expect(copied.length, `${code} keeps English text for: ${copied.join(', ')}`).toBeLessThanOrEqual(
      maxKeysSharedWithEnglish,
    );
  });

  it('keeps exactly the {placeholder} tokens of English', () => {
    for (const leaf of englishLeaves) {
      const text = String(leafByPath.get(leaf.path));
      expect(sortedMatches(text, placeholderPattern), leaf.path).toEqual(
        sortedMatches(String(leaf.value), placeholderPattern),
      );
    }
  });

  it('keeps the **bold** markers of the assistant texts', () => {
    for (const [key, englishText] of Object.entries(en.assistant)) {
      const text = translation.assistant[key as keyof Translation['assistant']];
      expect([...text.matchAll(boldPattern)].length, `assistant.${key}`).toBe(
        [...englishText.matchAll(boldPattern)].length,
      );
      // An unpaired marker would show literal asterisks to the visitor.
      expect(text.replace(boldPattern, '$1'), `assistant.${key}`).not.toContain('*');
    }
  });

  it('names the Edit and Report issue buttons by their own labels in the drafted report message', () => {
    const boldTexts = [...translation.assistant.draftReady.matchAll(boldPattern)].map((match) => match[1]);
    expect(boldTexts).toEqual([translation.issueReportForm.editButton, translation.issueReportForm.submitButton]);
  });

  it('is written in the script of the language', () => {
    const script = scriptByCode[code] ?? /\p{Script=Latin}/u;
    for (const path of [
      'mainTitle.highlight',
      'page.introText',
      'assistant.askLocation',
      'issueReportForm.submitButton',
    ]) {
      expect(String(leafByPath.get(path)), `${code} ${path}`).toMatch(script);
    }
  });
});

describe('English draft message', () => {
  it('names the Edit and Report issue buttons by their labels', () => {
    const boldTexts = [...en.assistant.draftReady.matchAll(boldPattern)].map((match) => match[1]);
    expect(boldTexts).toEqual([en.issueReportForm.editButton, en.issueReportForm.submitButton]);
  });
});
