import type { Database } from '../../db/client';
import { pgBossSchema } from './pg-boss-queue';

/**
 * Jobs by queue and state, read from pg-boss's table: the depth (created, retry) and the jobs that
 * gave up (failed) across every instance, not only this one.
 */
export async function countJobs(database: Database): Promise<{ queue: string; state: string; count: number }[]> {
  const { rows } = await database.executeSql(
    `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${pgBossSchema}.job GROUP BY name, state`,
    [],
  );
  return (rows as { queue: string; state: string; count: number | string }[]).map((row) => ({
    queue: row.queue,
    state: row.state,
    count: Number(row.count),
  }));
}
