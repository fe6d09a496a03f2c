import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema';
import { deleteUnattachedFiles, unattachedFileMaxAgeMs } from '../../src/modules/files/files-cleanup';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite } from '../support/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('cleanup of unattached uploads', () => {
  it('deletes uploads older than 24 hours that were never attached, and keeps the rest', async () => {
    const db = testApp.testDatabase.database.db;
    const { storage } = testApp.app.deps;
    const site = await createTestSite(db);
    const old = new Date(Date.now() - unattachedFileMaxAgeMs - 60_000);
    const recent = new Date(Date.now() - 60_000);
    const cases = [
      { name: 'old-stored', status: 'stored', createdAt: old, kept: false },
      { name: 'old-pending', status: 'pending', createdAt: old, kept: false },
      { name: 'old-attached', status: 'attached', createdAt: old, kept: true },
      { name: 'new-stored', status: 'stored', createdAt: recent, kept: true },
    ];
    for (const c of cases) {
      const key = `issue-reporting-images/${site.id}/${c.name}`;
      if (c.status !== 'pending') await storage.write(key, Buffer.from(c.name), 'image/jpeg');
      await db
        .insert(files)
        .values({ key, siteId: site.id, folder: 'issue-reporting-images', status: c.status, createdAt: c.createdAt });
    }

    const deleted = await deleteUnattachedFiles({
      db,
      storage,
      olderThan: new Date(Date.now() - unattachedFileMaxAgeMs),
      batchSize: 1,
    });
    expect(deleted).toBe(2);
    for (const c of cases) {
      const key = `issue-reporting-images/${site.id}/${c.name}`;
      const rows = await db.select().from(files).where(eq(files.key, key));
      expect(rows.length, c.name).toBe(c.kept ? 1 : 0);
      const onDisk = fs.existsSync(path.join(testApp.config.DATA_DIR, 'files', ...key.split('/')));
      expect(onDisk, c.name).toBe(c.kept && c.status !== 'pending');
    }
  });
});
