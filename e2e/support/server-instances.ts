import { randomBytes } from 'node:crypto';
import { type SpawnedServer, spawnServer } from '@sitewatch/server/testing';
import pg from 'pg';

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
export function startServerInstance(options: { port: number; databaseUrl: string }): Promise<SpawnedServer> {
  return spawnServer({ port: options.port, env: { DATABASE_URL: options.databaseUrl } });
}
