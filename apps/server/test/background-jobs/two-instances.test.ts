import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messageIdFor } from '../../src/adapters/mail/send-email-once';
import { reportRequests, sentEmails } from '../../src/db/schema';
import { reportDedupeKey } from '../../src/modules/reports/send-site-report';
import { startSmtpReceiver } from '../mail/smtp-receiver';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { createPostgresTestDatabase, testDatabaseKind } from '../support/test-database';
import { openServerDatabase, type ServerProcess, startServerProcess } from './server-process';
import { waitFor } from './wait-for';

const publicUrl = 'http://127.0.0.1:3146';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Two processes cannot share one PGlite folder (the data folder lock refuses the second), so this runs in
// the PostgreSQL pass only: several instances are what PostgreSQL deployments are for.
describe.runIf(testDatabaseKind === 'postgres')('two server instances on one PostgreSQL database', () => {
  it('send each of 20 reports exactly once', { timeout: 240_000 }, async () => {
    const receiver = await startSmtpReceiver({ port: 3145 });
    cleanups.push(() => receiver.close());
    const created = await createPostgresTestDatabase();
    cleanups.push(() => created.drop());

    const seed = await openServerDatabase({ databaseUrl: created.url });
    const manager = await createTestUser(seed.db, { email: 'two.instances@example.com' });
    const site = await createTestSite(seed.db, { name: 'Two Instance Site', memberIds: [manager.id] });
    const headers = await signInHeaders(seed.db, manager.id);

    const env = (port: number) => ({
      PORT: String(port),
      DATABASE_URL: created.url,
      DATA_DIR: `/tmp/sitewatch-two-instances-${port}`,
      PUBLIC_URL: publicUrl,
      SMTP_URL: receiver.url,
      APP_SECRET: 'two-instances-secret-two-instances-0123',
      // The 20 reports are exactly the per-address limit. A rate-limit count that outwaits the default 200 ms
      // (a busy machine) is counted again in memory, on the strict side, and the 20th would get a 429: this
      // test is about sending once, so the counters may wait for the database as long as it takes.
      RATE_LIMIT_DATABASE_TIMEOUT_MS: '10000',
    });
    const instances: ServerProcess[] = [];
    for (const port of [3146, 3147]) {
      cleanups.push(() => fs.rmSync(env(port).DATA_DIR, { recursive: true, force: true }));
      const instance = await startServerProcess(env(port));
      cleanups.push(() => instance.kill9());
      instances.push(instance);
    }

    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const instance = instances[n % 2] as ServerProcess;
      const response = await fetch(`${instance.url}/api/site/${site.id}/report`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(202);
      ids.push(((await response.json()) as { id: string }).id);
    }

    await waitFor(() => receiver.messages.length >= 20, { what: '20 report emails', timeoutMs: 180_000 });
    for (const instance of instances) await instance.stop();

    expect(receiver.messages).toHaveLength(20);
    const messageIds = receiver.messages.map((m) => m.parsed.messageId).sort();
    expect(messageIds).toEqual(ids.map((id) => messageIdFor(reportDedupeKey(id), publicUrl)).sort());
    const requests = await seed.db.select().from(reportRequests);
    expect(requests.filter((r) => r.status === 'sent')).toHaveLength(20);
    expect(await seed.db.select().from(sentEmails)).toHaveLength(20);
    await seed.close();
  });
});
