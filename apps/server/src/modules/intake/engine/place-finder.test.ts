import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberLengthAtEnd } from './place-finder';

// The pattern numberLengthAtEnd stands for: it was the code before it was written to scan from the end.
const numberBefore = /(?:\p{N}+(?:st|nd|rd|th|\.)?|第?[一二三四五六七八九十百]+)\s?$/u;

describe('numberLengthAtEnd', () => {
  it('gives the length of the pattern’s match, for any text', () => {
    const pieces = fc.constantFrom(
      ...['1', '23', '٣', '𝟙', '\ud835', '第', '三', '百', 'st', 'nd', 'rd', 'th', 's', 't', '.', ' ', '  ', '\u3000'],
      ...['\n', 'x', 'im', ','],
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(numberLengthAtEnd(text)).toBe(numberBefore.exec(text)?.[0].length ?? 0);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads a long run of digits once', () => {
    const before = process.cpuUsage();
    for (let i = 0; i < 60; i += 1) expect(numberLengthAtEnd(`${'1'.repeat(4000)}x `)).toBe(0);
    const used = process.cpuUsage(before);
    // The pattern rescanned the run from each of its digits (some 8 million steps a text, seconds for the 60);
    // the scan from the end stops at once. The bound is loose so a busy machine cannot fail it.
    expect((used.user + used.system) / 1000).toBeLessThan(250);
  });
});
