import { describe, expect, it } from 'vitest';
import { formatCardDate } from './format-card-date';

describe('formatCardDate', () => {
  it('reads like "Mon 05 Jan 14:30"', () => {
    expect(formatCardDate(new Date(2026, 0, 5, 14, 30))).toBe('Mon 05 Jan 14:30');
  });

  it('pads hours and minutes and uses a 24-hour clock', () => {
    expect(formatCardDate(new Date(2026, 10, 21, 0, 7))).toBe('Sat 21 Nov 00:07');
    expect(formatCardDate(new Date(2026, 10, 21, 23, 59))).toBe('Sat 21 Nov 23:59');
  });
});
