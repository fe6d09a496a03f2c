import { describe, expect, it } from 'vitest';
import { toPrefixTsquery } from './search-query';

describe('toPrefixTsquery', () => {
  it('turns words into prefix terms that must all match', () => {
    expect(toPrefixTsquery('Leaking  tap')).toBe('leaking:* & tap:*');
    expect(toPrefixTsquery('café 2nd-floor')).toBe('café:* & 2nd:* & floor:*');
  });

  it('drops tsquery syntax and repeats, and gives null when nothing is left', () => {
    expect(toPrefixTsquery("a & !b | (c:*) 'd'")).toBe('a:* & b:* & c:* & d:*');
    expect(toPrefixTsquery('tap tap TAP')).toBe('tap:*');
    expect(toPrefixTsquery('  &|!  ')).toBeNull();
    expect(toPrefixTsquery(undefined)).toBeNull();
  });
});
