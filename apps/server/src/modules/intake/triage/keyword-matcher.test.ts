import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileKeyword, foldCase, keywordIn, normalizeForMatching } from './keyword-matcher';
import { classifyByRules } from './rule-classifier';
import { benignCompounds, categoryKeywords, escapeRouteWords, obstructionWords, priorityCues } from './triage-keywords';

const everyPattern = [
  ...categoryKeywords.flatMap(([, patterns]) => patterns),
  ...priorityCues.flatMap(([, patterns]) => patterns),
  ...benignCompounds,
  ...escapeRouteWords,
  ...obstructionWords,
].map((pattern) => pattern.replace(/~$/, ''));

/** Texts a pattern should or should not match: itself in several cases, inside a sentence, cut short. */
function textsFor(pattern: string): string[] {
  const words = pattern.replace(/\*$/, '');
  return [
    words,
    `${words}ing`,
    words.toUpperCase(),
    `Report: ${words[0]?.toUpperCase()}${words.slice(1)}, near the door.`,
    `و${words}`,
    words.slice(0, -1),
    `x${words}`,
    words.replaceAll('σ', 'ς'),
  ].map(normalizeForMatching);
}

describe('keywordIn', () => {
  it('answers as the regular expression does for every triage pattern, in any case', () => {
    let checked = 0;
    for (const pattern of everyPattern) {
      const keyword = compileKeyword(pattern);
      for (const text of textsFor(pattern)) {
        expect({ pattern, text, found: keywordIn(keyword, text, foldCase(text)) }).toEqual({
          pattern,
          text,
          found: keyword.regex.test(text),
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4000);
  });

  it('treats the Greek final sigma as the regular expression does', () => {
    // A keyboard without ς gives σ at the end of a word; the case-insensitive regex still matches.
    const keyword = compileKeyword('καπνός');
    const text = normalizeForMatching('καπνόσ στο διάδρομο');
    expect(keyword.regex.test(text)).toBe(true);
    expect(keywordIn(keyword, text, foldCase(text))).toBe(true);
  });

  it('does not run the regular expression of a keyword whose first word the text lacks', () => {
    const keyword = compileKeyword('water leak*');
    const test = vi.spyOn(keyword.regex, 'test');
    expect(keywordIn(keyword, 'the door is stuck', 'the door is stuck')).toBe(false);
    expect(test).not.toHaveBeenCalled();
    expect(keywordIn(keyword, 'a water leaking pipe', 'a water leaking pipe')).toBe(true);
    expect(test).toHaveBeenCalledTimes(1);
  });

  it('keeps a global pattern usable again and again', () => {
    const keyword = compileKeyword('fire exit', 'giu');
    for (let run = 0; run < 3; run++) expect(keywordIn(keyword, 'the fire exit', 'the fire exit')).toBe(true);
  });
});

describe('a report without any cue', () => {
  afterEach(() => vi.restoreAllMocks());

  // V8 compiles each regular expression on its first runs (about 0.6 ms each with these Unicode classes),
  // so running all 500-odd patterns blocked the event loop for about 600 ms on the first reports.
  it('runs only a handful of the keyword patterns', () => {
    const report = { title: 'qqq zzz', description: 'xxx yyy', location: 'vvv', language: 'en' };
    classifyByRules(report);
    const test = vi.spyOn(RegExp.prototype, 'test');
    const exec = vi.spyOn(RegExp.prototype, 'exec');
    expect(classifyByRules(report)).toMatchObject({ category: 'OTHER', priority: 'LOW' });
    expect(test.mock.calls.length + exec.mock.calls.length).toBeLessThan(60);
  });
});
