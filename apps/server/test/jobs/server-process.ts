import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createPgliteClient } from '../../src/db/pglite-client';
import { waitFor } from './wait-for';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** SIGKILL: no shutdown hooks, no graceful stop, like a power cut. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the graceful exit. */
  stop(): Promise<void>;
}

/** Runs the real server (src/main.ts through tsx) as a child process and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT as string;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      const response = await fetch(`${url}/api/health`).catch(() => undefined);
      return response?.ok === true;
    },
    { what: `the server on port ${port} to start`, timeoutMs: 60_000, intervalMs: 200 },
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    child,
    url,
    output: () => output,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Opens the server's database from the test: the PGlite data folder (only while no server runs) or PostgreSQL. */
export async function openServerDatabase(target: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  const database = target.databaseUrl
    ? openPostgres(target.databaseUrl, 2)
    : openPglite(await createPgliteClient(path.join(target.dataDir as string, 'db')));
  await runMigrations(database);
  return database;
}
