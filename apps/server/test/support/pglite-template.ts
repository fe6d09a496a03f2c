import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createPgliteClient } from '../../src/db/pglite-client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (a tar file) that each test database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Global set-up: migrates one PGlite database and dumps its data folder once per run. A new PGlite
 * database runs initdb (2–5 s on a busy 2-core machine); loading the dump takes under a second, so
 * every test file still gets a database of its own, at a fraction of the cost.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const client = await createPgliteClient();
  const database = openPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-pglite-template-')), 'data.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
