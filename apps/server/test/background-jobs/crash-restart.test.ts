import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pgBossSchema } from '../../src/adapters/background-jobs/pg-boss-queue';
import { reportRequests, sentEmails } from '../../src/db/schema';
import { reportDedupeKey } from '../../src/modules/reports/send-site-report';
import { type SmtpReceiver, startSmtpReceiver } from '../mail/smtp-receiver';
import { createTestSite, createTestUser, signInHeaders } from '../support/factories';
import { createPostgresTestDatabase, seededDataFolder, testDatabaseKind } from '../support/test-database';
import { openServerDatabase, type ServerProcess, startServerProcess } from './server-process';
import { waitFor } from './wait-for';

const ports = testDatabaseKind === 'postgres' ? { smtp: 3148, server: 3149 } : { smtp: 3141, server: 3142 };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a report accepted before a crash', () => {
  it('is emailed exactly once after the server is killed mid-send and restarted', { timeout: 180_000 }, async () => {
    const receiver: SmtpReceiver = await startSmtpReceiver({ port: ports.smtp, holdFirst: true });
    cleanups.push(() => receiver.close());
    const dataDir = seededDataFolder('sitewatch-crash-');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (testDatabaseKind === 'postgres') {
      const created = await createPostgresTestDatabase();
      databaseUrl = created.url;
      cleanups.push(() => created.drop());
    }

    // Seed a manager and a site, then let the server own the database.
    const seed = await openServerDatabase({ dataDir, databaseUrl });
    const manager = await createTestUser(seed.db, { email: 'crash.test@example.com' });
    const site = await createTestSite(seed.db, { name: 'Crash Test Site', memberIds: [manager.id] });
    const headers = await signInHeaders(seed.db, manager.id);
    await seed.close();

    const env = {
      PORT: String(ports.server),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${ports.server}`,
      SMTP_URL: receiver.url,
      APP_SECRET: 'crash-test-secret-crash-test-secret-0123',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const first: ServerProcess = await startServerProcess(env);
    cleanups.push(() => first.kill9());
    const accepted = await fetch(`${first.url}/api/site/${site.id}/report`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as { id: string };

    // The job is sending: the receiver holds its DATA open. Pull the plug now.
    await waitFor(() => receiver.transactionsStarted === 1, { what: 'the first send to begin', timeoutMs: 60_000 });
    await first.kill9();
    expect(receiver.messages).toHaveLength(0);

    if (databaseUrl) {
      // With PostgreSQL other instances may be alive, so a running job counts as lost only once its expiry
      // (5 minutes) passes: move its start back instead of waiting.
      const database = await openServerDatabase({ databaseUrl });
      await database.executeSql(
        `UPDATE ${pgBossSchema}.job SET started_on = started_on - interval '1 hour' WHERE state = 'active'`,
        [],
      );
      await database.close();
    }

    const second = await startServerProcess(env);
    cleanups.push(() => second.kill9());
    await waitFor(() => receiver.messages.length === 1, { what: 'the report after the restart', timeoutMs: 90_000 });
    await second.stop();

    expect(receiver.transactionsStarted).toBe(2);
    expect(receiver.messages).toHaveLength(1);
    expect(receiver.messages[0]?.parsed.subject).toContain('Crash Test Site');
    expect(receiver.messages[0]?.parsed.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(true);

    const after = await openServerDatabase({ dataDir, databaseUrl });
    try {
      const [request] = await after.db.select().from(reportRequests).where(eq(reportRequests.id, id));
      expect(request?.status).toBe('sent');
      const sent = await after.db
        .select()
        .from(sentEmails)
        .where(eq(sentEmails.dedupeKey, reportDedupeKey(id)));
      expect(sent).toHaveLength(1);
    } finally {
      await after.close();
    }
  });
});
