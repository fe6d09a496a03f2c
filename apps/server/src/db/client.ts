import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
    // One process owns a PGlite database (see data-dir-lock.ts), so there is nobody to lock out.
    withAdvisoryLock: (_lockId, fn) => fn(),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

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
  const pool = new pg.Pool({
    ...connectionOptions,
    max: poolSize,
    // The server cancels a slow statement; the client gives up a little later when the server cannot
    // answer at all (a frozen network), so no request waits longer than about statementMs.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1000,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
  });
  // An idle client that loses its connection emits 'error'; without a listener the process dies.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function getListener(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client(connectionOptions);
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', () => {
      // Reconnect on the next listen/notify; re-subscribe every channel we had.
      listener = undefined;
      setTimeout(() => void resubscribe(), 1000).unref();
    });
    await client.connect();
    listener = client;
    return client;
  }
  async function resubscribe() {
    if (handlers.size === 0) return;
    try {
      const client = await getListener();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      setTimeout(() => void resubscribe(), 2000).unref();
    }
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
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
