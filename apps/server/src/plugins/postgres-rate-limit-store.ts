import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { withTimeout } from '../db/client';
import { type Counted, countedAt, type Found, MemoryWindows, type RateLimitCounter } from './rate-limit-counter';

/** What the store needs of the database: one parameterised statement (Database.executeSql fits). */
export type ExecuteSql = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface PostgresRateLimitStoreOptions {
  executeSql: ExecuteSql;
  /** Longest wait for the database before this request is counted in memory instead (decision 006: 200 ms). */
  timeoutMs?: number;
  /** After a failure, requests are counted in memory for this long before the database is tried again. */
  retryAfterMs?: number;
  /** Windows older than this are deleted (longer than any limit's window); checked at most once an hour. */
  keepMs?: number;
  onFallback?: (error: unknown) => void;
  now?: () => number;
}

type Callback = (error: Error | null, result?: Counted) => void;
interface RouteInfo {
  method?: string | string[];
  url?: string;
}

const hour = 60 * 60 * 1000;

/**
 * Counters in PostgreSQL, so every instance on one database counts against the same limit
 * (docs/decisions/006-shared-rate-limits.md). A database that does not answer within `timeoutMs` never fails
 * a request: it is counted in memory instead, and that fallback is never looser than the limit on this
 * instance. Every count is kept in memory too, as the database last answered it (the shared count and its
 * window, or this instance's own count when that is higher), so a fallback goes on from the counts already
 * taken instead of from this instance's share or from zero. What is counted in memory meanwhile is added to
 * the shared row when the database answers again: without that, each outage would hand every key a fresh
 * allowance on recovery (183 requests got through where 120 were allowed). A statement that timed out may
 * still have landed; its request is counted again with the unsaved ones, erring on the strict side.
 */
export function createPostgresRateLimitCounter(options: PostgresRateLimitStoreOptions): RateLimitCounter {
  const timeoutMs = options.timeoutMs ?? 200;
  const retryAfterMs = options.retryAfterMs ?? 5000;
  const keepMs = options.keepMs ?? hour;
  const now = options.now ?? Date.now;
  const memory = new MemoryWindows();
  let databaseDownUntil = 0;
  let nextSweepAt = 0;

  async function sweep(at: number): Promise<void> {
    if (at < nextSweepAt) return;
    nextSweepAt = at + hour;
    await options.executeSql('DELETE FROM rate_limit_counters WHERE window_start < $1', [new Date(at - keepMs)]);
  }

  async function countInDatabase(key: string, at: number, timeWindow: number, weight: number): Promise<Found> {
    // Every SET expression reads the row as it was, so both CASEs agree on whether the window is over.
    const result = await withTimeout(
      options.executeSql(
        `INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2, $4)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limit_counters.window_start <= $3 THEN $4
             ELSE rate_limit_counters.count + $4 END,
           window_start = CASE WHEN rate_limit_counters.window_start <= $3
             THEN excluded.window_start ELSE rate_limit_counters.window_start END
         RETURNING count, window_start`,
        [key, new Date(at), new Date(at - timeWindow), weight],
      ),
      timeoutMs,
      'a rate-limit count',
    );
    const row = result.rows[0] ?? {};
    return { count: Number(row.count), windowStart: new Date(row.window_start as string | Date).getTime() };
  }

  return {
    async count(key, timeWindow, weight = 1) {
      const at = now();
      if (at < databaseDownUntil) {
        return countedAt(memory.add(key, at, timeWindow, weight, { unsaved: true }), at, timeWindow);
      }
      const unsaved = memory.takeUnsaved(key, at);
      try {
        const found = await countInDatabase(key, at, timeWindow, weight + unsaved);
        // A sweep that fails is tried again an hour later; counting goes on either way.
        sweep(at).catch(() => {});
        return countedAt(memory.settle(key, at, timeWindow, weight, found), at, timeWindow);
      } catch (error) {
        databaseDownUntil = at + retryAfterMs;
        options.onFallback?.(error);
        memory.putBackUnsaved(key, at, unsaved);
        return countedAt(memory.add(key, at, timeWindow, weight, { unsaved: true }), at, timeWindow);
      }
    },
  };
}

/**
 * A store for @fastify/rate-limit on the shared counters above (or on a counter built once for every limit,
 * as app-deps.ts does, so the body budget and the request limits share one fallback).
 */
export function createPostgresRateLimitStore(
  source: PostgresRateLimitStoreOptions | RateLimitCounter,
): FastifyRateLimitStoreCtor {
  const counter = 'count' in source ? source : createPostgresRateLimitCounter(source);

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Route limits share one table: the route's method and URL keep their counters apart. */
    constructor(private readonly namespace = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.count(`${this.namespace}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // The types say route options; at run time it is the limit's merged settings, with the route in routeInfo.
    child(routeOptions: object): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      // createRateLimit() limiters have no route: their keys carry their own prefix (site-rate-limit.ts).
      return new PostgresRateLimitStore(url ? `${[method].flat().join(',')} ${url} ` : '');
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
