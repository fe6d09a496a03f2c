import { describe, expect, it } from 'vitest';
import { DatabaseTimeoutError } from '../db/client';
import { isDatabaseUnavailable, isUnstorableTextError } from './database-errors';

describe('database error classes', () => {
  it('counts connection loss, timeouts and shutdowns as "unavailable", wrapped or not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query failed', { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query failed', { cause: new DatabaseTimeoutError('slow') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement'), { code: '57014' }))).toBe(true);
  });

  it("leaves the request's own faults alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isUnstorableTextError(new Error('Query failed', { cause: { code: '22021' } }))).toBe(true);
  });
});
