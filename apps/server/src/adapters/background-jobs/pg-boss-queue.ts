import PgBoss from 'pg-boss';
import { type Database, withTimeout } from '../../db/client';
import { yieldToEventLoop } from '../../lib/walk-backlog';
import type { JobQueue, QueueDefinition } from './job-queue';

interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PgBossQueueOptions {
  database: Database;
  /** Workers, schedules and maintenance run only when true (config.JOBS_ENABLED). */
  runsWorkers: boolean;
  logger: JobLogger;
  /** How often an idle worker looks for new jobs; jobs sent by this process wake it at once. */
  pollingIntervalSeconds?: number;
  /** Longest stop() waits for running jobs and the queue's statements before the caller closes the database. */
  stopTimeoutMs?: number;
}

export const pgBossSchema = 'pgboss';

const defaults = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 300 };

/** Held while the fetch-order index is added, so instances starting together add it once. */
const fetchOrderIndexLockId = 7_242_020;

/**
 * pg-boss fetches a queue's next job in (priority, created_on, id) order among its waiting jobs, and none of its
 * own indexes has that order: each fetch read and sorted every waiting job of the queue (19 ms with 5,000
 * waiting, on PGlite's thread, once per job run). With this index a fetch walks the order and stops at the first
 * job it can take (under 2 ms). Created on the partitioned table, it is built on each queue's partition, including
 * those pg-boss adds later. Idempotent; built by the first start that finds it missing.
 */
async function addFetchOrderIndex(database: Database): Promise<void> {
  await database.withAdvisoryLock(fetchOrderIndexLockId, () =>
    database.executeSql(
      `CREATE INDEX IF NOT EXISTS job_fetch_order_idx ON ${pgBossSchema}.job (name, priority DESC, created_on, id)
       WHERE state < 'active'`,
    ),
  );
}

/**
 * pg-boss 10 over the app's own connection (PGlite or a PostgreSQL pool) through an executeSql adapter.
 * Jobs are rows: a job accepted is never lost, SKIP LOCKED hands each to one worker across instances, and
 * a failed or lost (expired) job is retried with exponential backoff.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { database, runsWorkers, logger } = options;
  // pg-boss marks a finished job complete without awaiting it (manager.js), so its stop() can resolve while
  // that query is still on its way: stop() waits for the queue's own queries in flight before the caller
  // closes the database, which otherwise made them fail as unhandled rejections.
  const inFlight = new Set<Promise<unknown>>();
  // Job runs under way: pg-boss's stop() neither waits for a fetch already sent nor for the job it brings back.
  const running = new Set<Promise<unknown>>();
  let closed = false;
  const executeSql = (text: string, values: unknown[]) => {
    // Once stop() has returned the caller may close the database, and pg-boss completes or fails a job that
    // outran the stop without awaiting it, so that statement would be an unhandled rejection. It is never sent
    // and never answers (pg-boss reads each answer its own way; nothing waits on this one). Its job stays
    // active and is retried once it expires (at the next start on PGlite), as after a crash.
    if (closed) return new Promise<never>(() => {});
    const query = database.executeSql(text, values);
    inFlight.add(query);
    void query.then(
      () => inFlight.delete(query),
      () => inFlight.delete(query),
    );
    return query;
  };
  const createBoss = () => {
    const created = new PgBoss({
      db: { executeSql },
      schema: pgBossSchema,
      supervise: runsWorkers,
      schedule: runsWorkers,
      migrate: true,
      // How often lost (expired) jobs are found and retried on PostgreSQL with several instances.
      maintenanceIntervalSeconds: 30,
    });
    created.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    return created;
  };
  // Replaced when a start fails: pg-boss counts itself as starting for good once start() has begun, so a
  // start cut short (the database dropped a connection) is retried on a fresh instance, not a half-started one.
  let boss = createBoss();

  // biome-ignore lint/suspicious/noExplicitAny: each queue keeps its own data type; the map holds them all.
  const queues = new Map<string, QueueDefinition<any>>();
  const schedules = new Map<string, string>();
  const workerIds = new Map<string, string>();
  let starting: Promise<void> | undefined;
  let started = false;
  let stopped = false;

  async function recoverLostJobsOnPglite(): Promise<void> {
    // One process owns a PGlite data folder (db/data-dir-lock.ts), so a job still 'active' at start-up
    // belonged to a process that died mid-run: fail it now so it is retried, instead of waiting for expiry.
    const { rows } = await database.executeSql(`SELECT name, id FROM ${pgBossSchema}.job WHERE state = 'active'`, []);
    for (const row of rows as { name: string; id: string }[]) {
      await boss.fail(row.name, row.id, { message: 'the process running this job stopped' });
      logger.warn({ queue: row.name, jobId: row.id }, 'job interrupted by a restart; retrying it');
    }
  }

  async function startWorker(queue: QueueDefinition<object>): Promise<void> {
    const id = await boss.work<object>(
      queue.name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        const run = runJob(queue, job);
        running.add(run);
        try {
          await run;
        } finally {
          running.delete(run);
          // pg-boss fetches one job per polling interval unless its worker is woken: a job found means there may be
          // more, so the worker looks again at once (a backlog of 100 would otherwise take 100 intervals). An empty
          // fetch ends the run, and the worker goes back to its interval.
          const workerId = workerIds.get(queue.name);
          if (workerId && !stopped) boss.notifyWorker(workerId);
        }
      },
    );
    workerIds.set(queue.name, id);
  }

  async function runJob(queue: QueueDefinition<object>, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    // A worker notified of new jobs fetches the next one at once: on PGlite, where queries never let the
    // event loop turn, a backlog of jobs would otherwise run back to back and stall every request.
    await yieldToEventLoop();
    try {
      await queue.handle(queue.parse(job.data), {
        jobId: job.id,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      });
    } catch (error) {
      logger.warn({ err: error, queue: queue.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
      throw error;
    }
  }

  /** Until nothing of the queue's is under way (job runs, statements), or the deadline passes. */
  async function settle(deadline: number): Promise<void> {
    while ((inFlight.size > 0 || running.size > 0) && Date.now() < deadline) {
      // Past the deadline the caller closes the database anyway; what is still under way is dropped (executeSql).
      await withTimeout(Promise.allSettled([...inFlight, ...running]), deadline - Date.now(), 'stopping').catch(
        () => {},
      );
      // What settled may start more as microtasks (a fetch brings back a job, a finished job is completed):
      // one turn of the event loop later it is in the sets.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function doStart(): Promise<void> {
    await boss.start();
    await addFetchOrderIndex(database);
    for (const queue of queues.values()) {
      await boss.createQueue(queue.name, {
        name: queue.name,
        policy: queue.policy ?? 'standard',
        retryLimit: queue.retryLimit ?? defaults.retryLimit,
        retryDelay: queue.retryDelaySeconds ?? defaults.retryDelaySeconds,
        retryBackoff: queue.retryBackoff ?? defaults.retryBackoff,
        expireInSeconds: queue.expireInSeconds ?? defaults.expireInSeconds,
      });
    }
    if (runsWorkers) {
      if (database.kind === 'pglite') await recoverLostJobsOnPglite();
      // Retries jobs whose run expired while no instance was up, without waiting for the first interval.
      await boss.maintain();
      for (const queue of queues.values()) await startWorker(queue);
      for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    }
    started = true;
  }

  return {
    get isStarted() {
      return started;
    },
    runsWorkers,
    define(queue) {
      if (starting) throw new Error(`Queue ${queue.name} defined after the job queue started`);
      if (queues.has(queue.name)) throw new Error(`Queue ${queue.name} is defined twice`);
      queues.set(queue.name, queue);
    },
    schedule(queueName, cron) {
      if (starting) throw new Error(`Schedule for ${queueName} added after the job queue started`);
      schedules.set(queueName, cron);
    },
    async send(queueName, data, sendOptions = {}) {
      const queue = queues.get(queueName);
      if (!queue) throw new Error(`Unknown queue ${queueName}`);
      queue.parse(data);
      if (stopped) throw new Error('The job queue is stopped');
      await this.start();
      const id = await boss.send(queueName, data, {
        ...(sendOptions.jobId ? { id: sendOptions.jobId } : {}),
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfterSeconds,
      });
      const workerId = workerIds.get(queueName);
      if (id && workerId && !sendOptions.startAfterSeconds) boss.notifyWorker(workerId);
      return id;
    },
    async sendMany(queueName, jobs) {
      const queue = queues.get(queueName);
      if (!queue) throw new Error(`Unknown queue ${queueName}`);
      if (jobs.length === 0) return 0;
      for (const job of jobs) queue.parse(job.data);
      if (stopped) throw new Error('The job queue is stopped');
      await this.start();
      // pg-boss's insert answers nothing, so the ids the queue keeps are read first: the count stays true.
      const ids = jobs.flatMap((job) => (job.options?.jobId ? [job.options.jobId] : []));
      const kept = new Set<string>();
      if (ids.length > 0) {
        const { rows } = await executeSql(
          `SELECT id::text AS id FROM ${pgBossSchema}.job WHERE name = $1 AND id = ANY($2::uuid[])`,
          [queueName, ids],
        );
        for (const row of rows as { id: string }[]) kept.add(row.id);
      }
      const sent = jobs.filter((job) => !(job.options?.jobId && kept.has(job.options.jobId)));
      if (sent.length === 0) return 0;
      // One INSERT ... ON CONFLICT DO NOTHING for the lot, where send costs a statement a job.
      await boss.insert(
        sent.map(({ data, options = {} }) => ({
          name: queueName,
          data,
          ...(options.jobId ? { id: options.jobId } : {}),
          ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
          ...(options.startAfterSeconds ? { startAfter: `${options.startAfterSeconds} seconds` } : {}),
        })),
      );
      const workerId = workerIds.get(queueName);
      if (workerId && sent.some((job) => !job.options?.startAfterSeconds)) boss.notifyWorker(workerId);
      return sent.length;
    },
    start() {
      if (!starting) {
        const attempt = doStart();
        starting = attempt;
        attempt.catch(async () => {
          if (stopped || starting !== attempt) return;
          const failed = boss;
          boss = createBoss();
          workerIds.clear();
          starting = undefined;
          await failed.stop({ graceful: false, wait: false, close: false }).catch(() => {});
        });
      }
      return starting;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!starting) return;
      const timeoutMs = options.stopTimeoutMs ?? 10_000;
      const deadline = Date.now() + timeoutMs;
      await starting.catch(() => {});
      // Graceful: running jobs get time to finish; any still running are failed and so retried later.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await settle(deadline);
      closed = true;
    },
  };
}
