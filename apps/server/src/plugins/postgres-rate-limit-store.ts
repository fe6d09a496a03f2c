import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { withTimeout } from '../db/client';

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

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface RouteInfo {
  method?: string | string[];
  url?: string;
}

const hour = 60 * 60 * 1000;
const memoryLimit = 10_000;

/**
 * Counts of one fixed window per key, for the time the database does not answer. Every request is counted
 * here too, so a fallback starts from this instance's share instead of from zero.
 */
class MemoryWindows {
  private readonly counts = new Map<string, { windowStart: number; count: number }>();

  bump(key: string, windowStart: number): number {
    const entry = this.counts.get(key);
    if (entry && entry.windowStart === windowStart) {
      entry.count += 1;
      return entry.count;
    }
    if (this.counts.size >= memoryLimit) this.counts.clear();
    this.counts.set(key, { windowStart, count: 1 });
    return 1;
  }
}

/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL, so every instance on one database
 * counts against the same limit (docs/decisions/006-shared-rate-limits.md). Windows are fixed: a key's count
 * lives in the row of the window that holds `now`. A database that does not answer within `timeoutMs`
 * never fails a request: that request is counted in memory, as a single instance would count it.
 */
export function createPostgresRateLimitStore(options: PostgresRateLimitStoreOptions): FastifyRateLimitStoreCtor {
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

  async function countInDatabase(key: string, windowStart: number): Promise<number> {
    const result = await withTimeout(
      options.executeSql(
        `INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
         RETURNING count`,
        [key, new Date(windowStart)],
      ),
      timeoutMs,
      'a rate-limit count',
    );
    return Number(result.rows[0]?.count);
  }

  async function count(key: string, timeWindow: number): Promise<Counted> {
    const at = now();
    const windowStart = Math.floor(at / timeWindow) * timeWindow;
    const ttl = windowStart + timeWindow - at;
    const inMemory = memory.bump(key, windowStart);
    if (at < databaseDownUntil) return { current: inMemory, ttl };
    try {
      const current = await countInDatabase(key, windowStart);
      // A sweep that fails is tried again an hour later; counting goes on either way.
      sweep(at).catch(() => {});
      return { current, ttl };
    } catch (error) {
      databaseDownUntil = at + retryAfterMs;
      options.onFallback?.(error);
      return { current: inMemory, ttl };
    }
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Route limits share one table: the route's method and URL keep their counters apart. */
    constructor(private readonly namespace = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(`${this.namespace}${key}`, timeWindow).then(
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
