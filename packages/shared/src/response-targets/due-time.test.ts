import { describe, expect, it } from 'vitest';
import { describeDueTime, dueAt, formatTargetMinutes, isOverdue } from './due-time';
import { defaultResponseTargets, responseTargets, siteResponseTargets } from './response-targets';

const created = Date.UTC(2026, 10, 4, 9, 0);
const minute = 60_000;
const hour = 60 * minute;

describe('dueAt', () => {
  it('adds the priority’s target to the creation time', () => {
    expect(dueAt(created, 'CRITICAL', defaultResponseTargets)).toBe(created + hour);
    expect(dueAt(new Date(created), 'HIGH', defaultResponseTargets)).toBe(created + 4 * hour);
    expect(dueAt(created, 'MEDIUM', defaultResponseTargets)).toBe(created + 48 * hour);
    expect(dueAt(created, 'LOW', defaultResponseTargets)).toBe(created + 7 * 24 * hour);
    expect(dueAt(created, 'LOW', { ...defaultResponseTargets, LOW: 5 })).toBe(created + 5 * minute);
  });
});

describe('isOverdue', () => {
  it('is overdue from the due moment on', () => {
    const due = created + hour;
    expect(isOverdue(due, due - 1)).toBe(false);
    expect(isOverdue(due, due)).toBe(true);
    expect(isOverdue(due, new Date(due + minute))).toBe(true);
  });
});

describe('describeDueTime', () => {
  const due = created + 10 * hour;
  it.each([
    [due - 3 * hour, false, 'due in 3 h'],
    [due - 3 * hour - 59 * minute, false, 'due in 3 h'],
    [due - 45 * minute, false, 'due in 45 min'],
    [due - 30_000, false, 'due in 1 min'],
    [due - 3 * 24 * hour, false, 'due in 3 days'],
    [due - 47 * hour, false, 'due in 47 h'],
    [due, true, '1 min overdue'],
    [due + 59 * minute, true, '59 min overdue'],
    [due + 2 * hour + 10 * minute, true, '2 h overdue'],
    [due + 50 * hour, true, '2 days overdue'],
  ])('at %i says overdue=%s, “%s”', (now, overdue, text) => {
    expect(describeDueTime(due, now)).toEqual({ isOverdue: overdue, text });
  });
});

describe('formatTargetMinutes', () => {
  it('uses the largest whole unit', () => {
    expect(formatTargetMinutes(60)).toBe('1 h');
    expect(formatTargetMinutes(90)).toBe('90 min');
    expect(formatTargetMinutes(1440)).toBe('1 day');
    expect(formatTargetMinutes(2880)).toBe('2 days');
  });
});

describe('responseTargets', () => {
  it('takes positive whole minutes up to 90 days for every priority', () => {
    expect(responseTargets.safeParse({ CRITICAL: 1, HIGH: 240, MEDIUM: 2880, LOW: 129_600 }).success).toBe(true);
    for (const bad of [0, -5, 1.5, 129_601, '60', null]) {
      const parsed = responseTargets.safeParse({ ...defaultResponseTargets, HIGH: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['HIGH']);
    }
    expect(responseTargets.safeParse({ CRITICAL: 60, HIGH: 240, MEDIUM: 2880 }).success).toBe(false);
    expect(responseTargets.safeParse({ ...defaultResponseTargets, URGENT: 5 }).success).toBe(false);
  });

  it('reads a site’s stored value, with the defaults when it has none or it no longer fits', () => {
    expect(siteResponseTargets(null)).toEqual({ CRITICAL: 60, HIGH: 240, MEDIUM: 2880, LOW: 10_080 });
    expect(siteResponseTargets({ CRITICAL: 5, HIGH: 6, MEDIUM: 7, LOW: 8 })).toEqual({
      CRITICAL: 5,
      HIGH: 6,
      MEDIUM: 7,
      LOW: 8,
    });
    expect(siteResponseTargets({ CRITICAL: 'soon' })).toEqual(defaultResponseTargets);
  });
});
