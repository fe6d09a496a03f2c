import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '../test/support/free-port';
import { seededDataFolder } from '../test/support/test-database';
import { openDatabase } from './db/open-database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const running: ChildProcess[] = [];

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  running.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(200);
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

describe('server start-up', () => {
  // Two servers start from source: on a busy machine that alone can take most of a minute.
  it('refuses a second server on the same data folder with a clear message', { timeout: 120_000 }, async () => {
    const dataDir = seededDataFolder('sitewatch-startup-');
    const firstPort = await freeLoopbackPort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(firstPort) });
    await waitForHealth(firstPort);
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freeLoopbackPort()) });
    // 78: a supervisor must not start it again, the folder stays in use.
    expect(await second.exited).toBe(78);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Sitewatch server`);
    // The first one is untouched.
    expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('fails fast on an unreachable DATABASE_URL with one clear line, not a stack trace', {
    timeout: 60_000,
  }, async () => {
    const port = String(await freeLoopbackPort());
    const server = startServer({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nowhere', PORT: port });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Cannot connect to DATABASE_URL postgres://***@127.0.0.1:1/nowhere');
    expect(server.output()).not.toContain('secret');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('names the bad variable when the configuration is wrong', { timeout: 60_000 }, async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('Invalid configuration: PORT');
  });
});

describe('embedded database on disk', () => {
  it('keeps the data across a restart', { timeout: 60_000 }, async () => {
    const dataDir = seededDataFolder('sitewatch-restart-');
    const config = { DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 };
    const first = await openDatabase(config);
    await first.db.execute(
      sql`INSERT INTO users (issuer, subject, email) VALUES ('https://i.test', 's1', 'kept@example.com')`,
    );
    await first.close();

    const second = await openDatabase(config);
    const result = await second.executeSql('SELECT email FROM users');
    expect(result.rows).toEqual([{ email: 'kept@example.com' }]);
    await second.close();
  });
});
