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
 * Counts per key for the time the database does not answer, with the same windows. Every request is
 * counted here too, so a fallback starts from this instance's share instead of from zero.
 */
class MemoryWindows {
  private readonly counts = new Map<string, { windowStart: number; count: number }>();

  bump(key: string, at: number, timeWindow: number): { count: number; windowStart: number } {
    const entry = this.counts.get(key);
    if (entry && entry.windowStart + timeWindow > at) {
      entry.count += 1;
      return { ...entry };
    }
    if (this.counts.size >= memoryLimit) this.counts.clear();
    const fresh = { windowStart: at, count: 1 };
    this.counts.set(key, fresh);
    return { ...fresh };
  }
}

/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL, so every instance on one database
 * counts against the same limit (docs/decisions/006-shared-rate-limits.md). As in the memory store, a key's
 * window starts at its first request and a request after it starts the next one. A database that does not answer within `timeoutMs`
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

  async function countInDatabase(key: string, at: number, timeWindow: number) {
    // Every SET expression reads the row as it was, so both CASEs agree on whether the window is over.
    const result = await withTimeout(
      options.executeSql(
        `INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limit_counters.window_start <= $3 THEN 1 ELSE rate_limit_counters.count + 1 END,
           window_start = CASE WHEN rate_limit_counters.window_start <= $3
             THEN excluded.window_start ELSE rate_limit_counters.window_start END
         RETURNING count, window_start`,
        [key, new Date(at), new Date(at - timeWindow)],
      ),
      timeoutMs,
      'a rate-limit count',
    );
    const row = result.rows[0] ?? {};
    return { count: Number(row.count), windowStart: new Date(row.window_start as string | Date).getTime() };
  }

  async function count(key: string, timeWindow: number): Promise<Counted> {
    const at = now();
    const inMemory = memory.bump(key, at, timeWindow);
    const counted = (found: { count: number; windowStart: number }) => ({
      current: found.count,
      ttl: Math.max(0, found.windowStart + timeWindow - at),
    });
    if (at < databaseDownUntil) return counted(inMemory);
    try {
      const found = await countInDatabase(key, at, timeWindow);
      // A sweep that fails is tried again an hour later; counting goes on either way.
      sweep(at).catch(() => {});
      return counted(found);
    } catch (error) {
      databaseDownUntil = at + retryAfterMs;
      options.onFallback?.(error);
      return counted(inMemory);
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
