import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasTitle, makeTitle } from './draft-title';

describe('hasTitle', () => {
  it('is true exactly when makeTitle gives a title, for any mix of filler, places, links and punctuation', () => {
    const pieces = fc.constantFrom(
      ...['hi', 'hello', 'there is', 'I want to report', 'the', 'a', 'thanks', 'ok', 'problem', 'jest', 'مرحبا'],
      ...['leak', 'broken glass', 'x', 'ab', '7', 'İ', '二階のトイレ', 'on the floor', 'in aisle 3'],
      ...[' ', '  ', ', ', '. ', '!', '?', '\n', ' - ', ' – ', ';', ':', 'https://a.example/x', 'www.b.example'],
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), fc.nat(40), fc.nat(20), (parts, start, length) => {
        const text = parts.join('');
        const leaveOut = start < text.length ? { start, end: Math.min(text.length, start + length) } : undefined;
        return hasTitle(text, leaveOut) === (makeTitle(text, 'en', leaveOut) !== null);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the sentences after a contentless one', () => {
    expect(hasTitle('Hello! The tap drips')).toBe(true);
    expect(hasTitle('Hello! Thanks.')).toBe(false);
  });
});
