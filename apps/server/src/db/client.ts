import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ReleasingPool } from './releasing-pool';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** Thrown when the database does not answer in time; the error handler turns it into a 503. */
export class DatabaseTimeoutError extends Error {
  override name = 'DatabaseTimeoutError';
  readonly code = 'SW_DB_TIMEOUT';
}

export interface DatabaseTimeouts {
  /** Longest wait for a new connection (PostgreSQL) before the query fails. */
  connectMs: number;
  /** Longest a statement may run: enforced by the server and, for a silent network, by the client. */
  statementMs: number;
}

export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 5000, statementMs: 15_000 };

/** Rejects with DatabaseTimeoutError when work outlives ms (the work itself is not cancelled). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount?: number | null;
}

/** The database and the few raw capabilities some parts need (job queue, LISTEN/NOTIFY). */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL; without values it may hold several statements (pg-boss sends DDL that way). */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Subscribes to a NOTIFY channel; the returned function unsubscribes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Hears when notices may be missed: 'lost' when the listening connection drops (every notice sent until it is
   * back is gone), 'restored' once it listens again. Whatever a notice keeps fresh (caches, live screens) must
   * not be trusted from 'lost' until 'restored'. The returned function stops hearing.
   */
  onNoticesGap(handler: (state: 'lost' | 'restored') => void): () => void;
  /** False while the listening connection is down (health reports it). */
  isListening(): boolean;
  /** Runs fn while holding a PostgreSQL advisory lock (one connection holds it throughout). */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite runs inside this process, so there is no network to lose; a statement runs on this thread and
 * cannot be interrupted (PGlite ignores statement_timeout). What can stall is a query queued behind a long
 * transaction on its single connection: raw queries give up after statementMs.
 */
export function openPglite(client: PGlite, timeouts: DatabaseTimeouts = defaultDatabaseTimeouts): Database {
  // drizzle's pglite and node-postgres databases expose the same query builder; one type serves both.
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await withTimeout(client.exec(text), timeouts.statementMs, 'a database statement');
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await withTimeout(client.query(text, values), timeouts.statementMs, 'a database statement');
      return { rows: result.rows as Record<string, unknown>[], rowCount: result.affectedRows ?? 0 };
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // In-process notices have no connection to lose.
    onNoticesGap: () => () => {},
    isListening: () => true,
    // One process owns a PGlite database (see data-dir-lock.ts), so there is nobody to lock out.
    withAdvisoryLock: (_lockId, fn) => fn(),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** The application_name of the connection that LISTENs for change notices. */
export const listenerApplicationName = 'sitewatch notices';

export function openPostgres(
  connectionString: string,
  poolSize: number,
  timeouts: DatabaseTimeouts = defaultDatabaseTimeouts,
): Database {
  const connectionOptions = {
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
    // A dead peer behind a silent network is noticed by TCP keepalive instead of never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new ReleasingPool({
    ...connectionOptions,
    max: poolSize,
    // The server cancels a slow statement; the client gives up a little later when the server cannot
    // answer at all (a frozen network), so no request waits longer than about statementMs.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1000,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
  });
  // An idle client that loses its connection emits 'error' on the pool; checked-out ones are ReleasingPool's.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const reconnectMs = { first: 250, next: 1000 };
  const listenerPingMs = { every: 5000, timeout: 3000 };
  let listener: pg.Client | undefined;
  let listening = true;
  let closing = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<(state: 'lost' | 'restored') => void>();

  function setListening(up: boolean) {
    if (listening === up) return;
    listening = up;
    for (const handler of gapHandlers) handler(up ? 'restored' : 'lost');
  }

  async function getListener(): Promise<pg.Client> {
    if (listener) return listener;
    // Named, so an operator (or a test) can tell it apart in pg_stat_activity.
    const client = new pg.Client({ ...connectionOptions, application_name: listenerApplicationName });
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', () => dropListener(client));
    await client.connect();
    listener = client;
    return client;
  }
  function dropListener(client: pg.Client) {
    if (listener !== client) return;
    listener = undefined;
    client.end().catch(() => {});
    if (closing) return;
    // Notices sent from now until the listener is back are lost: say so, then listen again.
    setListening(false);
    scheduleResubscribe(reconnectMs.first);
  }
  // A frozen network never errors the listening connection (keepalive takes minutes): a ping that gets no
  // answer in time counts as a lost connection.
  const listenerPing = setInterval(() => {
    const client = listener;
    if (!client || resubscribing) return;
    withTimeout(client.query('SELECT 1'), listenerPingMs.timeout, 'the listener ping').catch(() =>
      dropListener(client),
    );
  }, listenerPingMs.every);
  listenerPing.unref();

  // One attempt at a time: the client's 'error' and a failed LISTEN can both ask for one.
  let resubscribeTimer: NodeJS.Timeout | undefined;
  let resubscribing = false;
  function scheduleResubscribe(ms: number) {
    if (resubscribeTimer || resubscribing || closing) return;
    resubscribeTimer = setTimeout(() => {
      resubscribeTimer = undefined;
      void resubscribe();
    }, ms);
    resubscribeTimer.unref();
  }
  async function resubscribe() {
    if (closing) return;
    resubscribing = true;
    try {
      const client = await getListener();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (listener === client) setListening(true);
    } catch {
      // A failed attempt leaves a half-open client behind: drop it so the next attempt starts clean.
      const failed = listener;
      listener = undefined;
      failed?.end().catch(() => {});
      resubscribing = false;
      scheduleResubscribe(reconnectMs.next);
      return;
    }
    resubscribing = false;
  }

  return {
    db,
    kind: 'postgres',
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement query answers an array of results; the last one is the interesting one.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount };
    },
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const client = await getListener();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    onNoticesGap(handler) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    isListening: () => listening,
    async withAdvisoryLock(lockId, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      closing = true;
      clearTimeout(resubscribeTimer);
      clearInterval(listenerPing);
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
