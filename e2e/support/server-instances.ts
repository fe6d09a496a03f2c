import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerInstance {
  /** http://localhost:{port}: localhost, so the browser treats it as a secure context (sign-in needs it). */
  url: string;
  stop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the server of `adminUrl`, dropped by `drop()`. */
export async function createFreshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sitewatch_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Starts one instance of the built server (npm run build first) on a loopback port. Instances
 * started with the same DATABASE_URL form one deployment: shared data, sessions and live updates.
 */
export async function startServerInstance(options: { port: number; databaseUrl: string }): Promise<ServerInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-instance-'));
  const url = `http://localhost:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${options.port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${options.port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server on port ${options.port} did not become healthy within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
