import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobQueue, QueueDefinition } from '../../src/adapters/background-jobs/job-queue';
import { createPgBossQueue, pgBossSchema } from '../../src/adapters/background-jobs/pg-boss-queue';
import { stableJobId } from '../../src/adapters/background-jobs/stable-job-id';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { waitFor } from './wait-for';

const silent = { info() {}, warn() {}, error() {} };
const payload = z.object({ n: z.number() });

let testDatabase: TestDatabase;
const queues: JobQueue[] = [];

function newQueue(runsWorkers: boolean, define: (queue: JobQueue) => void): JobQueue {
  const queue = createPgBossQueue({
    database: testDatabase.database,
    runsWorkers,
    logger: silent,
    pollingIntervalSeconds: 0.5,
  });
  define(queue);
  queues.push(queue);
  return queue;
}

function testQueue(
  handle: QueueDefinition<{ n: number }>['handle'],
  extra: Partial<QueueDefinition<{ n: number }>> = {},
) {
  return { name: 'test-jobs', retryDelaySeconds: 1, parse: (data: unknown) => payload.parse(data), handle, ...extra };
}

afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  await testDatabase?.cleanup();
});

describe('job queue (pg-boss over the app database)', () => {
  it('keeps a job queued by a process without workers until a worker process starts', async () => {
    testDatabase = await createTestDatabase();
    const sender = newQueue(false, (q) => q.define(testQueue(async () => {})));
    expect(await sender.send('test-jobs', { n: 1 })).toMatch(/[0-9a-f-]{36}/);
    await sender.stop();

    const seen: number[] = [];
    const worker = newQueue(true, (q) => q.define(testQueue(async ({ n }) => void seen.push(n))));
    await worker.start();
    await waitFor(() => seen.length === 1, { what: 'the queued job to run' });
    expect(seen).toEqual([1]);
  });

  it('drains a backlog job after job, without waiting a polling interval between them', async () => {
    testDatabase = await createTestDatabase();
    const sender = newQueue(false, (q) => q.define(testQueue(async () => {})));
    for (const n of [1, 2, 3, 4, 5]) await sender.send('test-jobs', { n });
    await sender.stop();

    // Found at start-up, not woken by a send: a backlog after an outage, a restart or an import.
    const seen: number[] = [];
    const worker = createPgBossQueue({
      database: testDatabase.database,
      runsWorkers: true,
      logger: silent,
      pollingIntervalSeconds: 60,
    });
    worker.define(testQueue(async ({ n }) => void seen.push(n)));
    queues.push(worker);
    await worker.start();
    await waitFor(() => seen.length === 5, {
      what: 'the five queued jobs to run within one polling interval',
      timeoutMs: 30_000,
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops only once the completion of a finished job has reached the database', async () => {
    testDatabase = await createTestDatabase();
    // pg-boss marks a job complete without awaiting it: slow that query down, as a busy database would.
    const database = testDatabase.database;
    let completion: 'none' | 'sent' | 'done' = 'none';
    const slowCompletion = {
      ...database,
      executeSql: async (text: string, values: unknown[]) => {
        if (!text.includes("state = 'completed'") || !text.includes('UPDATE')) return database.executeSql(text, values);
        completion = 'sent';
        await new Promise((resolve) => setTimeout(resolve, 400));
        const result = await database.executeSql(text, values);
        completion = 'done';
        return result;
      },
    };
    let ran = false;
    const queue = createPgBossQueue({
      database: slowCompletion,
      runsWorkers: true,
      logger: silent,
      pollingIntervalSeconds: 0.5,
    });
    queue.define(
      testQueue(async () => {
        ran = true;
      }),
    );
    await queue.start();
    await queue.send('test-jobs', { n: 5 });
    await waitFor(() => completion === 'sent', { what: 'the job to finish and its completion to be sent' });
    expect(ran).toBe(true);
    await queue.stop();
    expect(completion).toBe('done');
  });

  /** The test database as a caller that closes it after stop() sees it: a statement sent later is recorded. */
  function closableDatabase(options: { slowFetchMs?: number } = {}) {
    const database = testDatabase.database;
    const state = { closed: false, fetchSent: false, late: [] as string[] };
    const closable = {
      ...database,
      executeSql: async (text: string, values?: unknown[]) => {
        if (state.closed) {
          state.late.push(text);
          throw new Error('Cannot use a pool after calling end on the pool');
        }
        // pg-boss's fetch of the next job; slowed down, as on a busy database, it is still on its way at stop().
        if (options.slowFetchMs && text.includes('SKIP LOCKED')) {
          state.fetchSent = true;
          await new Promise((resolve) => setTimeout(resolve, options.slowFetchMs));
        }
        return database.executeSql(text, values);
      },
    };
    return { closable, state };
  }

  it('runs a job fetched while stopping, and completes it, before stop() lets the database close', async () => {
    testDatabase = await createTestDatabase();
    const { closable, state } = closableDatabase({ slowFetchMs: 400 });
    let ran = false;
    const queue = createPgBossQueue({ database: closable, runsWorkers: true, logger: silent });
    queue.define(
      testQueue(async () => {
        ran = true;
      }),
    );
    queues.push(queue);
    await queue.start();
    await queue.send('test-jobs', { n: 6 });
    await waitFor(() => state.fetchSent, { what: 'the worker to fetch the job' });
    await queue.stop();
    state.closed = true;
    expect(ran).toBe(true);
    const { rows } = await testDatabase.database.executeSql(`SELECT state FROM ${pgBossSchema}.job WHERE name = $1`, [
      'test-jobs',
    ]);
    expect(rows).toEqual([{ state: 'completed' }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state.late).toEqual([]);
  });

  it('sends nothing after stop() for a job that outlasts the stop, and leaves it to be retried', async () => {
    testDatabase = await createTestDatabase();
    const { closable, state } = closableDatabase();
    let started = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = createPgBossQueue({
      database: closable,
      runsWorkers: true,
      logger: silent,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1000,
    });
    queue.define(
      testQueue(async () => {
        started = true;
        await released;
      }),
    );
    queues.push(queue);
    await queue.start();
    await queue.send('test-jobs', { n: 7 });
    await waitFor(() => started, { what: 'the job to start' });
    const stopping = Date.now();
    await queue.stop();
    expect(Date.now() - stopping).toBeLessThan(5000);
    state.closed = true;
    // The job ends after the database is closed: neither its completion nor its failure may be sent now.
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state.late).toEqual([]);
    const { rows } = await testDatabase.database.executeSql(`SELECT state FROM ${pgBossSchema}.job WHERE name = $1`, [
      'test-jobs',
    ]);
    // Failed by pg-boss's stop (and so retried) or still active (retried once it expires): never lost.
    expect(rows).toHaveLength(1);
    expect(['retry', 'active']).toContain((rows[0] as { state: string }).state);
  });

  it('finds the next job of a long queue through an index, without sorting every waiting job', async () => {
    testDatabase = await createTestDatabase();
    const sender = newQueue(false, (q) => q.define(testQueue(async () => {})));
    for (let batch = 0; batch < 40; batch += 1) {
      await sender.sendMany(
        'test-jobs',
        Array.from({ length: 50 }, (_, n) => ({ data: { n: batch * 50 + n } })),
      );
    }
    const { database } = testDatabase;
    await database.executeSql(`ANALYZE ${pgBossSchema}.job`);
    // pg-boss's fetch (plans.js, fetchNextJob): the next waiting job in priority, then creation order.
    const { rows } = await database.executeSql(
      `EXPLAIN SELECT id FROM ${pgBossSchema}.job WHERE name = 'test-jobs' AND state < 'active'
       AND start_after < now() ORDER BY priority desc, created_on, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
    expect(plan).toMatch(/Index Scan using \S*name_priority_created_on_id_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    testDatabase = await createTestDatabase();
    const attempts: { retryCount: number; at: number }[] = [];
    const queue = newQueue(true, (q) =>
      q.define(
        testQueue(async (_data, context) => {
          attempts.push({ retryCount: context.retryCount, at: Date.now() });
          if (attempts.length < 3) throw new Error('temporary failure');
        }),
      ),
    );
    await queue.start();
    await queue.send('test-jobs', { n: 2 });
    await waitFor(
      async () => {
        const { rows } = await testDatabase.database.executeSql(
          `SELECT state FROM ${pgBossSchema}.job WHERE name = 'test-jobs' AND state = 'completed'`,
          [],
        );
        return rows.length === 1;
      },
      { what: 'the job to complete', timeoutMs: 25_000 },
    );
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
    // Backoff: the second wait is longer than the first (1 s, then about 2 s or more).
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThan(second - first);
  });

  it('rejects data that does not fit the queue before it is stored', async () => {
    testDatabase = await createTestDatabase();
    const queue = newQueue(false, (q) => q.define(testQueue(async () => {})));
    await expect(queue.send('test-jobs', { n: 'one' })).rejects.toThrow();
    await expect(queue.send('no-such-queue', {})).rejects.toThrow(/Unknown queue/);
  });

  it('runs each of 20 jobs once with two workers sharing the database', async () => {
    testDatabase = await createTestDatabase();
    const runs: { worker: string; n: number }[] = [];
    const define = (worker: string) => (q: JobQueue) =>
      q.define(
        testQueue(async ({ n }) => {
          runs.push({ worker, n });
        }),
      );
    const a = newQueue(true, define('a'));
    const b = newQueue(true, define('b'));
    await a.start();
    await b.start();
    for (let n = 0; n < 20; n += 1) await (n % 2 === 0 ? a : b).send('test-jobs', { n });
    // A job is marked completed just after its handler returns: wait for the rows, not only the runs.
    const completed = async () => {
      const { rows } = await testDatabase.database.executeSql(
        `SELECT count(*)::int AS count FROM ${pgBossSchema}.job WHERE name = 'test-jobs' AND state = 'completed'`,
        [],
      );
      return (rows[0] as { count: number } | undefined)?.count ?? 0;
    };
    await waitFor(async () => runs.length >= 20 && (await completed()) >= 20, { what: '20 jobs to complete' });
    expect(await completed()).toBe(20);
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('retries a job left running by a process that died (PGlite) or whose run expired (PostgreSQL)', async () => {
    testDatabase = await createTestDatabase();
    const sender = newQueue(false, (q) => q.define(testQueue(async () => {}, { retryDelaySeconds: 1 })));
    const id = await sender.send('test-jobs', { n: 3 });
    await sender.stop();
    // What a killed worker leaves behind: the job active, started long enough ago to have expired.
    await testDatabase.database.executeSql(
      `UPDATE ${pgBossSchema}.job SET state = 'active', started_on = now() - interval '1 hour' WHERE id = $1`,
      [id],
    );
    const seen: number[] = [];
    const worker = newQueue(true, (q) => q.define(testQueue(async ({ n }) => void seen.push(n))));
    await worker.start();
    await waitFor(() => seen.length === 1, { what: 'the interrupted job to run again', timeoutMs: 20_000 });
    expect(seen).toEqual([3]);
  });

  it('keeps one waiting job per singleton key on a stately queue', async () => {
    testDatabase = await createTestDatabase();
    const queue = newQueue(false, (q) => q.define(testQueue(async () => {}, { policy: 'stately' })));
    expect(await queue.send('test-jobs', { n: 1 }, { singletonKey: 'issue-1' })).toBeTruthy();
    expect(await queue.send('test-jobs', { n: 1 }, { singletonKey: 'issue-1' })).toBeNull();
    expect(await queue.send('test-jobs', { n: 2 }, { singletonKey: 'issue-2' })).toBeTruthy();
  });

  it("queues a sweep's batch in one statement, leaving out what send would (a waiting singleton, a kept id)", async () => {
    testDatabase = await createTestDatabase();
    const database = testDatabase.database;
    const jobInserts: string[] = [];
    const countingInserts = {
      ...database,
      executeSql: (text: string, values: unknown[]) => {
        if (/INSERT INTO \S+\.job\b/.test(text)) jobInserts.push(text);
        return database.executeSql(text, values);
      },
    };
    const sender = createPgBossQueue({ database: countingInserts, runsWorkers: false, logger: silent });
    sender.define(testQueue(async () => {}, { policy: 'stately' }));
    queues.push(sender);
    const keptId = stableJobId('kept');
    expect(await sender.send('test-jobs', { n: 0 }, { singletonKey: 'waiting' })).toBeTruthy();
    expect(await sender.send('test-jobs', { n: 0 }, { jobId: keptId })).toBe(keptId);
    jobInserts.length = 0;

    const sent = await sender.sendMany('test-jobs', [
      ...Array.from({ length: 20 }, (_, n) => ({ data: { n: n + 1 }, options: { singletonKey: `issue-${n + 1}` } })),
      { data: { n: 99 }, options: { singletonKey: 'waiting' } },
      { data: { n: 98 }, options: { jobId: keptId } },
    ]);
    expect(jobInserts).toHaveLength(1);
    // The kept id is read first and not counted; the waiting singleton is left out by the insert itself.
    expect(sent).toBe(21);
    await sender.stop();

    const seen: number[] = [];
    const worker = newQueue(true, (q) =>
      q.define(testQueue(async ({ n }) => void seen.push(n), { policy: 'stately' })),
    );
    await worker.start();
    await waitFor(() => seen.length === 22, { what: 'the batch and the two earlier jobs to run', timeoutMs: 30_000 });
    expect(seen.sort((a, b) => a - b)).toEqual([0, 0, ...Array.from({ length: 20 }, (_, n) => n + 1)]);
  });
  it('starts again on a fresh pg-boss after a start cut short by a lost connection, and then runs jobs', async () => {
    testDatabase = await createTestDatabase();
    const database = testDatabase.database;
    // Creating the queue, after pg-boss itself has started, fails as a connection reset would, once.
    let failed = false;
    const flaky = {
      ...database,
      executeSql: async (text: string, values?: unknown[]) => {
        if (!failed && text.includes('create_queue')) {
          failed = true;
          throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
        }
        return database.executeSql(text, values);
      },
    };
    const seen: number[] = [];
    const queue = createPgBossQueue({
      database: flaky,
      runsWorkers: true,
      logger: silent,
      pollingIntervalSeconds: 0.5,
    });
    queue.define(testQueue(async ({ n }) => void seen.push(n)));
    queues.push(queue);
    await expect(queue.start()).rejects.toThrow('ECONNRESET');
    await waitFor(
      async () => {
        try {
          await queue.start();
          return true;
        } catch {
          return false;
        }
      },
      { what: 'the job queue to start again' },
    );
    expect(queue.isStarted).toBe(true);
    await queue.send('test-jobs', { n: 7 });
    await waitFor(() => seen.length === 1, { what: 'the job to run' });
    expect(seen).toEqual([7]);
  });
});
