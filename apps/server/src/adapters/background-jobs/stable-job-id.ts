import { createHash } from 'node:crypto';

/**
 * A job id (a UUID's shape) that follows from what the job is about, the same on every instance and every
 * run: while the queue keeps the job, sending it again with this id adds nothing (`SendJobOptions.jobId`).
 */
export function stableJobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
