import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from './words';

// The pattern the tokenizer stands for: it was the tokenizer before it was hand-written for speed.
const tokenPattern = /([\p{L}\p{M}\p{N}]+(?:['’\-.][\p{L}\p{M}\p{N}]+)*)|[^\s\p{L}\p{M}\p{N}]/gu;
const tokenizeByPattern = (text: string) =>
  Array.from(text.matchAll(tokenPattern), (match) => ({
    text: match[0],
    key: match[0].toLowerCase().replaceAll('’', "'"),
    start: match.index,
    end: match.index + match[0].length,
    isWord: match[1] !== undefined,
  }));

// Letters of several scripts and cases, marks, digits, every kind of space, joiners, surrogates
// (paired and lone), emoji and punctuation.
const characters = fc.constantFrom(
  ...['a', 'Z', 'é', 'İ', 'ß', 'Σ', 'ſ', '5', '٣', '二', '階', 'の', 'ก', 'م', '\u0301', '\u0670'],
  ...[' ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff'],
  ...["'", '’', '-', '.', ',', '!', '#', '<', '。', '؟'],
  ...['😀', '𐐀', '𝟙', '\ud800', '\udc00'],
);

describe('tokenize', () => {
  it('gives the tokens of its defining pattern for any text', () => {
    fc.assert(
      fc.property(fc.array(characters, { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        return JSON.stringify(tokenize(text)) === JSON.stringify(tokenizeByPattern(text));
      }),
      { numRuns: 1500 },
    );
    fc.assert(
      // Any UTF-16 units, lone surrogates included.
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }), (codes) => {
        const text = String.fromCharCode(...codes);
        return JSON.stringify(tokenize(text)) === JSON.stringify(tokenizeByPattern(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('joins words by apostrophes, hyphens and dots, and keeps punctuation apart', () => {
    expect(tokenize('Don’t touch the wi-fi box, e.g. here!').map((t) => t.key)).toEqual([
      "don't",
      'touch',
      'the',
      'wi-fi',
      'box',
      ',',
      'e.g',
      '.',
      'here',
      '!',
    ]);
  });
});
