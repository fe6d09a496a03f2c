import pg from 'pg';

/**
 * A pg Pool whose checked-out clients go back to the pool, destroyed, as soon as their connection is lost.
 *
 * drizzle-orm 0.45 (node-postgres `transaction()`) sends BEGIN before the try/finally that releases its client:
 * a BEGIN cut by a connection reset never releases it, and after `max` such resets every request waits for a
 * connection that never comes (drizzle-team/drizzle-orm#6241, open). It also releases a client whose ROLLBACK
 * failed as healthy. Here a client whose query fails after its connection broke (its 'error' event fired, or
 * the client-side query timeout left it mid-statement) is released with that error at once, which makes the
 * pool destroy it, and any later release of the same checkout does nothing. Remove when drizzle releases in
 * a finally that covers BEGIN.
 */
export class ReleasingPool extends pg.Pool {
  private readonly broken = new WeakSet<pg.PoolClient>();

  constructor(config: pg.PoolConfig) {
    super(config);
    // An 'error' event nobody hears ends the process; the pool hears it only while a client is idle, so every
    // client gets a listener of its own for its whole life (the query in flight fails anyway).
    this.on('connect', (client) => client.on('error', () => this.broken.add(client as pg.PoolClient)));
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's connect has a promise and a callback form; pool.query uses the callback one.
  override connect(...args: any[]): any {
    // The callback form is pool.query's own, which already releases a broken client.
    if (args.length > 0) return (super.connect as (...rest: unknown[]) => void)(...args);
    return super.connect().then((client) => this.guard(client));
  }

  /** For this checkout only: the pool puts back its own release and the client's own query when it is released. */
  private guard(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    const query = client.query;
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.query = query;
      release.call(client, error);
    };
    // biome-ignore lint/suspicious/noExplicitAny: query's many overloads are passed through untouched.
    (client as any).query = (...args: unknown[]) => {
      const result = (query as (...rest: unknown[]) => unknown).apply(client, args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (this.broken.has(client) || isReadTimeout(error)) client.release(error as Error);
        });
      }
      return result;
    };
    return client;
  }
}

/** pg's client-side query_timeout: the statement may still run, so the connection is out of step. */
function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}
