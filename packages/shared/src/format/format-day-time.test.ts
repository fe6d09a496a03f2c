import { describe, expect, it } from 'vitest';
import { formatClock, formatDayTime, isSameDay } from './format-day-time';

describe('formatDayTime', () => {
  it("reads like 'Mon 05 Jan 14:30' from a date or epoch milliseconds", () => {
    expect(formatDayTime(new Date(2026, 0, 5, 14, 30))).toBe('Mon 05 Jan 14:30');
    expect(formatDayTime(new Date(2026, 0, 5, 14, 30).getTime())).toBe('Mon 05 Jan 14:30');
  });

  it('pads day, hour and minute and uses the 24-hour clock', () => {
    expect(formatDayTime(new Date(2026, 11, 1, 0, 5))).toBe('Tue 01 Dec 00:05');
    expect(formatDayTime(new Date(2026, 5, 20, 23, 59))).toBe('Sat 20 Jun 23:59');
  });

  it('names every weekday and month in English', () => {
    const week = [4, 5, 6, 7, 8, 9, 10].map((day) => formatDayTime(new Date(2026, 0, day, 9, 0)).slice(0, 3));
    expect(week).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const months = Array.from({ length: 12 }, (_, month) =>
      formatDayTime(new Date(2026, month, 15, 9, 0)).slice(7, 10),
    );
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('formats the clock alone and compares calendar days', () => {
    expect(formatClock(new Date(2026, 0, 5, 9, 7))).toBe('09:07');
    expect(isSameDay(new Date(2026, 0, 5, 0, 0), new Date(2026, 0, 5, 23, 59))).toBe(true);
    expect(isSameDay(new Date(2026, 0, 5, 23, 59), new Date(2026, 0, 6, 0, 0))).toBe(false);
  });
});
