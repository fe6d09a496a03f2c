/** How a queue retries and how long a running job may take before it counts as lost. */
export interface QueueDefinition<TData extends object> {
  name: string;
  /** Retries after the first attempt (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time when retryBackoff (default 10 s, backoff on). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * A job still running after this long is treated as lost (its process died) and retried.
   * Keep it above the slowest honest run (default 5 minutes).
   */
  expireInSeconds?: number;
  /**
   * 'stately': at most one waiting and one running job per singletonKey (duplicates answer null);
   * 'standard' (default): singletonKey is only a label.
   */
  policy?: 'standard' | 'stately';
  /** Checks data before it is queued and again when a job runs (a zod schema's parse fits). */
  parse(data: unknown): TData;
  /** Runs one job. Throwing fails this attempt; the queue retries it with backoff. */
  handle(data: TData, context: JobContext): Promise<void>;
}

export interface JobContext {
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** The retries this job may have (stored with the job): retryCount === retryLimit is its last attempt. */
  retryLimit: number;
}

export interface SendJobOptions {
  /** Only one queued or running job per key: a second send answers null. */
  singletonKey?: string;
  startAfterSeconds?: number;
  /**
   * A fixed job id (a UUID): while the queue keeps a job with this id (completed jobs for 12 hours), a second
   * send queues nothing and answers null, whatever the queue's policy.
   */
  jobId?: string;
}

/**
 * The durable job queue (pg-boss over the app's database). Features define their queues while the app is
 * built; the queue starts on app ready (workers and schedules only when JOBS_ENABLED) and stops on close.
 */
export interface JobQueue {
  define<TData extends object>(queue: QueueDefinition<TData>): void;
  /** Runs `queue` on a cron schedule (UTC), on workers only. */
  schedule(queueName: string, cron: string): void;
  /** Queues a job; the id, or null when an equal singleton job is already waiting. */
  send(queueName: string, data: object, options?: SendJobOptions): Promise<string | null>;
  /**
   * Queues many jobs of one queue in one statement (a sweep's batch), each as send would: a job equal to a
   * waiting singleton, or with an id the queue keeps, is left out. Answers how many were sent, not counting
   * those with an id the queue keeps.
   */
  sendMany(queueName: string, jobs: readonly { data: object; options?: SendJobOptions }[]): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True once start() finished. */
  readonly isStarted: boolean;
  /** Whether this process runs workers (config.JOBS_ENABLED). */
  readonly runsWorkers: boolean;
}
