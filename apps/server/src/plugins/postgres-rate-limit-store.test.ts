import { describe, expect, it } from 'vitest';
import { createPostgresRateLimitCounter, type ExecuteSql } from './postgres-rate-limit-store';

const minute = 60_000;

/**
 * The counters table as the store's upsert leaves it, in memory, and a switch that takes the database away:
 * `refuse` fails each statement at once, `freeze` never answers (the store's timeout gives up).
 */
function fakeDatabase() {
  const rows = new Map<string, { windowStart: number; count: number }>();
  const state = { mode: 'up' as 'up' | 'refuse' | 'freeze', statements: 0 };
  const executeSql: ExecuteSql = async (text, values) => {
    state.statements++;
    if (state.mode === 'refuse') throw new Error('connection refused');
    if (state.mode === 'freeze') return new Promise(() => {});
    if (text.startsWith('DELETE')) return { rows: [] };
    const [key, at, windowEndedBefore, weight] = values as [string, Date, Date, number];
    const row = rows.get(key);
    const fresh = !row || row.windowStart <= windowEndedBefore.getTime();
    const next = fresh ? { windowStart: at.getTime(), count: weight } : { ...row, count: row.count + weight };
    rows.set(key, next);
    return { rows: [{ count: next.count, window_start: new Date(next.windowStart) }] };
  };
  return { rows, state, executeSql };
}

describe('the PostgreSQL counter when the database comes and goes', () => {
  it('never lets more through than the limit on one instance, however often it falls back', async () => {
    const database = fakeDatabase();
    let at = Date.UTC(2026, 10, 25, 4, 0, 0);
    const counter = createPostgresRateLimitCounter({
      executeSql: database.executeSql,
      retryAfterMs: 5000,
      now: () => at,
    });
    const max = 60;
    let allowed = 0;
    // 240 requests in one minute (4 a second); the database refuses every other 5 seconds.
    for (let i = 0; i < 240; i++) {
      database.state.mode = Math.floor(i / 20) % 2 === 1 ? 'refuse' : 'up';
      if ((await counter.count('POST /api/chat 192.0.2.9', minute)).current <= max) allowed++;
      at += 250;
    }
    expect(allowed).toBe(max);
  });

  it('adds what it counted in memory to the shared row once the database answers again', async () => {
    const database = fakeDatabase();
    let at = Date.UTC(2026, 10, 25, 4, 0, 0);
    const options = { executeSql: database.executeSql, retryAfterMs: 5000, now: () => at };
    const first = createPostgresRateLimitCounter(options);
    const second = createPostgresRateLimitCounter(options);
    for (let i = 0; i < 10; i++) await first.count('key', minute);
    database.state.mode = 'refuse';
    const during = [];
    for (let i = 0; i < 10; i++) during.push((await first.count('key', minute)).current);
    // The fallback goes on from the shared count, not from zero.
    expect(during).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    database.state.mode = 'up';
    at += 6000;
    expect((await first.count('key', minute)).current).toBe(21);
    expect(database.rows.get('key')?.count).toBe(21);
    // Another instance sees the requests counted during the outage.
    expect((await second.count('key', minute)).current).toBe(22);
  });

  it('goes on from the shared count another instance left, in its window', async () => {
    const database = fakeDatabase();
    let at = Date.UTC(2026, 10, 25, 4, 0, 0);
    const options = { executeSql: database.executeSql, now: () => at, timeoutMs: 20 };
    const first = createPostgresRateLimitCounter(options);
    const second = createPostgresRateLimitCounter(options);
    for (let i = 0; i < 50; i++) await first.count('key', minute);
    at += 30_000;
    expect((await second.count('key', minute)).current).toBe(51);
    database.state.mode = 'freeze';
    expect(await second.count('key', minute)).toEqual({ current: 52, ttl: 30_000 });
    expect(await second.count('key', minute)).toEqual({ current: 53, ttl: 30_000 });
    // Past the shared window a new one starts, in memory as in the database.
    at += 30_000;
    expect(await second.count('key', minute)).toEqual({ current: 1, ttl: minute });
  });

  it('counts a weight (the body budget counts KiB) in the database and in memory alike', async () => {
    const database = fakeDatabase();
    const at = Date.UTC(2026, 10, 25, 4, 0, 0);
    const counter = createPostgresRateLimitCounter({ executeSql: database.executeSql, now: () => at });
    expect((await counter.count('body-kib:192.0.2.1', minute, 100)).current).toBe(100);
    expect((await counter.count('body-kib:192.0.2.1', minute, 28)).current).toBe(128);
    database.state.mode = 'refuse';
    expect((await counter.count('body-kib:192.0.2.1', minute, 1000)).current).toBe(1128);
    expect((await counter.count('body-kib:192.0.2.1', minute, 0)).current).toBe(1128);
  });
});
