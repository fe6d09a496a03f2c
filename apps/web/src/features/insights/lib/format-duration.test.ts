import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatDuration', () => {
  it('says minutes below an hour, and less than one below a minute', () => {
    expect(formatDuration(10_000)).toBe('< 1 min');
    expect(formatDuration(90_000)).toBe('2 min');
    expect(formatDuration(45 * minute)).toBe('45 min');
  });

  it('says hours below two days, with one decimal below ten', () => {
    expect(formatDuration(1.25 * hour)).toBe('1.3 h');
    expect(formatDuration(20.4 * hour)).toBe('20 h');
    expect(formatDuration(47 * hour)).toBe('47 h');
  });

  it('says days from two days on', () => {
    expect(formatDuration(2 * day)).toBe('2 days');
    expect(formatDuration(4 * day + 12 * hour)).toBe('4.5 days');
    expect(formatDuration(21.4 * day)).toBe('21 days');
  });
});
