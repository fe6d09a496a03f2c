import { describe, expect, it, vi } from 'vitest';
import { DatabaseTimeoutError } from '../db/client';
import { handleUnhandledRejection, isDatabaseUnavailable, isUnstorableTextError } from './database-errors';

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

describe('an unhandled rejection', () => {
  const logAndExit = () => ({ log: { warn: vi.fn(), fatal: vi.fn() }, exit: vi.fn() });

  // pg-boss completes a job without awaiting the query; with PostgreSQL gone that rejection is unhandled.
  it('is logged and lived through when the database is unavailable', () => {
    const { log, exit } = logAndExit();
    const lost = new Error('Query failed', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) });
    handleUnhandledRejection(lost, log, exit);
    handleUnhandledRejection(new DatabaseTimeoutError('slow'), log, exit);
    expect(exit).not.toHaveBeenCalled();
    expect(log.fatal).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('stops the process when it is anything else', () => {
    const { log, exit } = logAndExit();
    handleUnhandledRejection(new TypeError('x is undefined'), log, exit);
    expect(exit).toHaveBeenCalledWith(1);
    expect(log.fatal).toHaveBeenCalledTimes(1);
  });
});
