import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('keeps the newest entries, and a key set again counts as new', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      setBounded(map, key, value, 2);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
    setBounded(map, 'b', 4, 2);
    setBounded(map, 'd', 5, 2);
    expect([...map]).toEqual([
      ['b', 4],
      ['d', 5],
    ]);
  });
});
