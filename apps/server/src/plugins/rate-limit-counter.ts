/** A key's count in its current window, and how long until that window ends (ms). */
export interface Counted {
  current: number;
  ttl: number;
}

/**
 * Adds `weight` to a key's count and answers the total. As in @fastify/rate-limit's own store, a key's
 * window starts at its first count and lasts `timeWindow` ms. The rate limits count requests (weight 1);
 * the body budget counts KiB (body-budget.ts). In PostgreSQL when instances share a database (decision 006),
 * else in this process's memory.
 */
export interface RateLimitCounter {
  count(key: string, timeWindow: number, weight?: number): Promise<Counted>;
}

interface Window {
  windowStart: number;
  timeWindow: number;
  count: number;
  /** Counted here while the database did not answer: still to be added to the shared row. */
  unsaved: number;
}

export interface Found {
  count: number;
  windowStart: number;
}

/** Past this many keys, ended windows are dropped, then the oldest (a flood of addresses must not grow memory). */
const keyLimit = 10_000;

/** Counts per key in this process's memory. */
export class MemoryWindows {
  private readonly windows = new Map<string, Window>();

  private current(key: string, at: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.windowStart + window.timeWindow > at) return window;
    if (window) this.windows.delete(key);
    return undefined;
  }

  private open(key: string, at: number, timeWindow: number): Window {
    if (this.windows.size >= keyLimit) this.makeRoom(at);
    const window = { windowStart: at, timeWindow, count: 0, unsaved: 0 };
    this.windows.set(key, window);
    return window;
  }

  private makeRoom(at: number): void {
    for (const [key, window] of this.windows) {
      if (window.windowStart + window.timeWindow <= at) this.windows.delete(key);
    }
    // Still full: the oldest keys go (a map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < keyLimit * 0.9) break;
      this.windows.delete(key);
    }
  }

  /** Adds to the key's window; `unsaved` when the database did not see this count. */
  add(key: string, at: number, timeWindow: number, weight: number, options: { unsaved: boolean }): Found {
    const window = this.current(key, at) ?? this.open(key, at, timeWindow);
    window.count += weight;
    if (options.unsaved) window.unsaved += weight;
    return { count: window.count, windowStart: window.windowStart };
  }

  /** Takes what this window counted without the database, to add it to the shared row now. */
  takeUnsaved(key: string, at: number): number {
    const window = this.current(key, at);
    if (!window) return 0;
    const unsaved = window.unsaved;
    window.unsaved = 0;
    return unsaved;
  }

  /** Gives back what takeUnsaved took when the database did not take it after all. */
  putBackUnsaved(key: string, at: number, unsaved: number): void {
    const window = this.current(key, at);
    if (window) window.unsaved += unsaved;
  }

  /**
   * After the database counted `weight` (and whatever was unsaved): the shared count and window become this
   * process's too, so a later fallback goes on from them. Never below what this process counted itself.
   */
  settle(key: string, at: number, timeWindow: number, weight: number, found: Found): Found {
    const local = (this.current(key, at)?.count ?? 0) + weight;
    const window = this.current(key, at) ?? this.open(key, at, timeWindow);
    window.windowStart = found.windowStart;
    window.count = Math.max(found.count, local);
    return { count: window.count, windowStart: window.windowStart };
  }
}

export function countedAt(found: Found, at: number, timeWindow: number): Counted {
  return { current: found.count, ttl: Math.max(0, found.windowStart + timeWindow - at) };
}

/** A counter in this process's memory: what one instance on its own database (PGlite) uses. */
export function createMemoryRateLimitCounter(now: () => number = Date.now): RateLimitCounter {
  const memory = new MemoryWindows();
  return {
    async count(key, timeWindow, weight = 1) {
      const at = now();
      return countedAt(memory.add(key, at, timeWindow, weight, { unsaved: false }), at, timeWindow);
    },
  };
}
