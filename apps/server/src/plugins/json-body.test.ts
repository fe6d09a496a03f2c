import { describe, expect, it } from 'vitest';
import { countJsonValues } from './json-body';

describe('countJsonValues', () => {
  it.each([
    ['1', 1],
    ['{}', 2],
    ['[1,2,3]', 4],
    ['[{},{}]', 5],
    ['{"a":1,"b":[true,null]}', 5],
    // Commas, brackets and escaped quotes inside strings are text.
    ['{"a":"x, [y] {z}","b":"say \\"hi, [there]\\""}', 3],
    ['["\\\\",1]', 3],
  ])('counts the values of %s', (text, count) => {
    expect(countJsonValues(text, 100)).toBe(count);
  });

  it('stops as soon as the count passes the limit', () => {
    const dense = `[${Array.from({ length: 100_000 }, () => '{}').join(',')}]`;
    expect(countJsonValues(dense, 10)).toBe(11);
  });

  it('stops at an unterminated string', () => {
    expect(countJsonValues('{"a":[1,"open, [', 100)).toBe(4);
  });
});
