import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initializePgliteDataDir } from './initialize-pglite';
import { createPgliteClient } from './pglite-client';

const folders: string[] = [];
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-init-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('initializing the embedded database', () => {
  it('creates a database in an empty folder that PGlite then opens', { timeout: 120_000 }, async () => {
    const dir = path.join(tempFolder(), 'db');
    await initializePgliteDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    const client = await createPgliteClient(dir);
    try {
      expect((await client.query<{ answer: number }>('SELECT 1 AS answer')).rows).toEqual([{ answer: 1 }]);
    } finally {
      await client.close();
    }
  });

  it('leaves a folder that already holds a database alone', async () => {
    const dir = tempFolder();
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    await initializePgliteDataDir(dir);
    expect(fs.readdirSync(dir)).toEqual(['PG_VERSION']);
  });

  it('names the folder when the database cannot be created', { timeout: 60_000 }, async () => {
    const file = path.join(tempFolder(), 'not-a-folder');
    fs.writeFileSync(file, '');
    await expect(initializePgliteDataDir(path.join(file, 'db'))).rejects.toThrow(file);
  });
});
