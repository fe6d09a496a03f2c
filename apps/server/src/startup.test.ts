import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '../test/support/free-port';
import { serverUnderTest } from '../test/support/server-under-test';
import { seededDataFolder } from '../test/support/test-database';
import { openDatabase } from './db/open-database';
import { type SpawnedServer, spawnServer } from './testing/spawn-server';

const running: SpawnedServer[] = [];

/**
 * The server (the build under `npm test`, else the source: serverUnderTest) with only these settings on top of the
 * test defaults. Not waited for unless asked: a start may be meant to fail, and its exit code is in `exited`.
 */
async function startServer(env: Record<string, string>, options: { waitForHealth?: boolean } = {}) {
  const port = Number(env.PORT) || 0;
  const server = await spawnServer({
    port,
    from: serverUnderTest,
    inheritEnv: false,
    env,
    waitForHealth: options.waitForHealth ?? false,
    startTimeoutMs: 60_000,
  });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill9()));
});

describe('server start-up', () => {
  // Two servers start: on a busy machine that alone can take most of a minute.
  it('refuses a second server on the same data folder with a clear message', { timeout: 120_000 }, async () => {
    const dataDir = seededDataFolder('sitewatch-startup-');
    const firstPort = await freeLoopbackPort();
    const first = await startServer({ DATA_DIR: dataDir, PORT: String(firstPort) }, { waitForHealth: true });
    const second = await startServer({ DATA_DIR: dataDir, PORT: String(await freeLoopbackPort()) });
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
    const server = await startServer({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nowhere', PORT: port });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Cannot connect to DATABASE_URL postgres://***@127.0.0.1:1/nowhere');
    expect(server.output()).not.toContain('secret');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('names the bad variable when the configuration is wrong', { timeout: 60_000 }, async () => {
    const server = await startServer({ PORT: 'eighty' });
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
