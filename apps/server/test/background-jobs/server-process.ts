import path from 'node:path';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createPgliteClient } from '../../src/db/pglite-client';
import { type SpawnedServer, spawnServer } from '../../src/testing/spawn-server';

export type ServerProcess = SpawnedServer;

/** Runs the real server (src/main.ts through tsx) as a child process, with only the given settings. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    port: Number(env.PORT),
    from: 'source',
    host: '127.0.0.1',
    inheritEnv: false,
    env,
    startTimeoutMs: 60_000,
  });
}

/** Opens the server's database from the test: the PGlite data folder (only while no server runs) or PostgreSQL. */
export async function openServerDatabase(target: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  const database = target.databaseUrl
    ? openPostgres(target.databaseUrl, 2)
    : openPglite(await createPgliteClient(path.join(target.dataDir as string, 'db')));
  await runMigrations(database);
  return database;
}
