// Figures 3 and 4 of hardening.bench.ts: issue submissions through a PostgreSQL outage (a TCP proxy this bench
// starts cuts or freezes the connections; the shared server is never stopped), and a server killed with -9 in
// the middle of a batch of submissions and their webhook deliveries.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, startTcpProxy, webhooks } from '@sitewatch/server/testing';
import { createBenchDatabase, type SiteRef, seedSite, visitorHeaders, withSeededServer } from './bench-server';
import { round } from './figures';
import { type RunningServer, startServer } from './start-server';

interface Submission {
  key: string;
  report: { title: string; description: string; location: string };
  /** Issue ids answered with a 201 for this key (more than one would be a duplicate). */
  accepted: Set<string>;
}

let addressCounter = 0;
// One address per submission: the per-address limit (30 a minute) is not what these figures are about.
const nextAddress = () => {
  addressCounter++;
  return `10.79.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** One POST of a visitor's report with its Idempotency-Key: the status (or 'no answer'), Retry-After and wait. */
async function submit(base: string, site: SiteRef, submission: Submission) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/public/site/${site.id}/issues`, {
      method: 'POST',
      headers: { ...visitorHeaders(site, nextAddress()), 'idempotency-key': submission.key },
      body: JSON.stringify(submission.report),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: string };
    // 201: stored now; 200: the key's earlier attempt was stored (the answer the page gets on a retry).
    if ((res.status === 201 || res.status === 200) && body.id) submission.accepted.add(body.id);
    return { status: String(res.status), retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
  } catch {
    return { status: 'no answer', retryAfter: null, ms: performance.now() - started };
  }
}

const words = () => randomBytes(6).toString('hex');
// Unrelated words each time, so duplicate detection never attaches one submission to another's issue.
const newSubmission = (): Submission => ({
  key: randomBytes(8).toString('hex'),
  report: { title: `${words()} ${words()}`, description: `${words()} ${words()} ${words()}`, location: words() },
  accepted: new Set(),
});

/** Accepted, lost (answered but not stored) and duplicated (a key stored or answered twice), from the reports stored. */
async function countOutcomes(target: { dataDir: string; databaseUrl?: string }, submissions: Submission[]) {
  const database = await openDatabase({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    DATABASE_POOL_SIZE: 2,
  });
  try {
    const { rows } = await database.executeSql(
      'SELECT idempotency_key AS key, array_agg(issue_id::text) AS ids FROM issue_reports WHERE idempotency_key IS NOT NULL GROUP BY 1',
      [],
    );
    const stored = new Map((rows as { key: string; ids: string[] }[]).map((row) => [row.key, row.ids]));
    const accepted = submissions.filter((s) => s.accepted.size > 0);
    return {
      accepted: accepted.length,
      lost: accepted.filter((s) => [...s.accepted].some((id) => !stored.get(s.key)?.includes(id))).length,
      duplicated: submissions.filter((s) => s.accepted.size > 1 || (stored.get(s.key)?.length ?? 0) > 1).length,
      'never accepted': submissions.length - accepted.length,
    };
  } finally {
    await database.close();
  }
}

export async function benchDatabaseOutage(port: number, adminUrl: string | undefined): Promise<void> {
  if (!adminUrl) {
    console.log('\n3. PostgreSQL outage: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
    return;
  }
  const timeouts = { connect: 1000, statement: 1500 };
  const created = await createBenchDatabase(adminUrl, 'outage');
  const upstream = new URL(created.url);
  const proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  const proxied = new URL(created.url);
  proxied.port = String(proxy.port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-outage-'));
  const submissions: Submission[] = [];
  const rows: Record<string, string | number>[] = [];
  try {
    await withSeededServer(
      {
        port,
        databaseUrl: proxied.toString(),
        env: {
          DATABASE_CONNECT_TIMEOUT_MS: String(timeouts.connect),
          DATABASE_STATEMENT_TIMEOUT_MS: String(timeouts.statement),
        },
      },
      async (server, site) => {
        const phases: Array<[string, () => void, number]> = [
          ['normal', () => proxy.heal(), 3000],
          ['connections cut (reset)', () => proxy.cut(), 4000],
          ['healed', () => proxy.heal(), 3000],
          ['network frozen (silent)', () => proxy.freeze(), 4000],
          ['healed again', () => proxy.heal(), 4000],
        ];
        // Submissions not yet accepted are retried with the same key, as the visitor's page does.
        const waiting: Submission[] = [];
        const track = (submission: Submission) => {
          submissions.push(submission);
          return submission;
        };
        for (const [label, enter, ms] of phases) {
          enter();
          const statuses = new Map<string, number>();
          let longest = 0;
          let without = 0;
          const until = performance.now() + ms;
          const client = async () => {
            while (performance.now() < until) {
              const submission = waiting.shift() ?? track(newSubmission());
              const answer = await submit(server.url, site, submission);
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              longest = Math.max(longest, answer.ms);
              if (answer.status === '503' && !answer.retryAfter) without++;
              if (submission.accepted.size === 0) waiting.push(submission);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          };
          await Promise.all([client(), client(), client(), client()]);
          rows.push({
            phase: label,
            sent: [...statuses.values()].reduce((a, b) => a + b, 0),
            statuses: JSON.stringify(Object.fromEntries(statuses)),
            '503 without Retry-After': without,
            'longest wait ms': Math.round(longest),
          });
        }
        // The last retries, after the network healed.
        for (const submission of [...waiting]) await submit(server.url, site, submission);
        if (server.child.exitCode !== null || server.child.signalCode !== null) {
          console.log(
            `the server stopped (${server.child.exitCode ?? server.child.signalCode}):\n${server.output().slice(-3000)}`,
          );
        }
      },
    );
    proxy.heal();
    const outcome = await countOutcomes({ dataDir, databaseUrl: created.url }, submissions);
    console.log(
      `\n3. Issue submissions (4 clients) through a PostgreSQL outage; timeouts: connect ${timeouts.connect} ms, ` +
        `statement ${timeouts.statement} ms (longest expected wait ≈ ${timeouts.connect + timeouts.statement + 1000} ms)`,
    );
    console.table(rows);
    console.table([outcome]);
  } finally {
    proxy.heal();
    await proxy.close();
    await created.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Of these issues, how many have no queued webhook_events row: the process died before queueing them. */
async function countUnqueued(dataDir: string, issueIds: string[]): Promise<number> {
  if (issueIds.length === 0) return 0;
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined, DATABASE_POOL_SIZE: 2 });
  try {
    const { rows } = await database.executeSql(
      "SELECT count(*)::int AS queued FROM webhook_events WHERE type = 'issue.created' AND queued_at IS NOT NULL AND issue_id = ANY($1::uuid[])",
      [issueIds],
    );
    return issueIds.length - Number((rows[0] as { queued: number }).queued);
  } finally {
    await database.close();
  }
}

/** A webhook receiver on loopback that answers 200 after a short delay and records each message id. */
async function startReceiver() {
  const received: { webhookId: string; issueId: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const issueId = (JSON.parse(body) as { data?: { id?: string } }).data?.id ?? '';
      received.push({ webhookId: String(req.headers['webhook-id']), issueId });
      setTimeout(() => res.writeHead(200).end('ok'), 50);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function benchKillMidBatch(port: number): Promise<void> {
  const batch = 40;
  const receiver = await startReceiver();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-kill-'));
  const env = {
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
  };
  let server: RunningServer | undefined;
  try {
    const site = await seedSite({ dataDir }, async (database, seeded) => {
      await database.db.insert(webhooks).values({
        siteId: seeded.id,
        url: receiver.url,
        format: 'standard',
        events: ['issue.created'],
        secret: `whsec_${randomBytes(24).toString('base64')}`,
      });
    });
    server = await startServer({ port, env });
    const submissions = Array.from({ length: batch }, newSubmission);
    const queue = [...submissions];
    let killedAt = -1;
    const first = server;
    const client = async () => {
      for (let next = queue.shift(); next && killedAt < 0; next = queue.shift()) await submit(first.url, site, next);
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    // Pull the plug once a quarter of the batch reached the receiver: submissions and deliveries are in flight.
    while (receiver.received.length < batch / 4 && queue.length > 0) await new Promise((r) => setTimeout(r, 10));
    killedAt = receiver.received.length;
    await first.kill9();
    await clients;
    const acceptedBeforeKill = submissions.filter((s) => s.accepted.size > 0).length;

    server = await startServer({ port, env });
    const restartMs = server.startMs;
    // The page retries with the same key; a fresh server may shed load (503 + Retry-After) while it warms up.
    const retried = new Map<string, number>();
    for (const submission of submissions) {
      for (let attempt = 0; attempt < 5 && submission.accepted.size === 0; attempt++) {
        const answer = await submit(server.url, site, submission);
        retried.set(answer.status, (retried.get(answer.status) ?? 0) + 1);
        if (submission.accepted.size === 0) await settle(Math.min(2000, 1000 * Number(answer.retryAfter ?? 1)));
      }
    }
    const accepted = submissions.filter((s) => s.accepted.size > 0);
    const expected = new Set(accepted.flatMap((s) => [...s.accepted]));
    const deadline = performance.now() + 75_000;
    const delivered = () => new Set(receiver.received.map((r) => r.issueId).filter((id) => expected.has(id)));
    while (delivered().size < expected.size && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await server.stop();
    server = undefined;

    const outcome = await countOutcomes({ dataDir }, submissions);
    const missing = [...expected].filter((id) => !delivered().has(id));
    const leftToSweep = await countUnqueued(dataDir, missing);
    const ids = receiver.received.map((r) => r.webhookId);
    const idsPerIssue = new Map<string, Set<string>>();
    for (const r of receiver.received)
      idsPerIssue.set(r.issueId, (idsPerIssue.get(r.issueId) ?? new Set()).add(r.webhookId));
    console.log(
      `\n4. kill -9 mid-batch (PGlite): ${batch} submissions by 4 clients, killed when ${killedAt} webhook deliveries ` +
        `had arrived (${acceptedBeforeKill} submissions accepted by then); the rest retried with their keys after the restart`,
    );
    console.table([{ what: 'issue submissions', ...outcome }]);
    console.table([
      {
        what: 'issue.created webhooks',
        expected: expected.size,
        delivered: delivered().size,
        lost: expected.size - delivered().size,
        'posted again, same webhook-id': ids.length - new Set(ids).size,
        'duplicated (two ids for one event)': [...idsPerIssue.values()].filter((set) => set.size > 1).length,
        'missing, not yet queued (the sweep sends them)': leftToSweep,
      },
    ]);
    console.log(`answers to the retries after the restart: ${JSON.stringify(Object.fromEntries(retried))}`);
    console.log(`restart to the first 200 on /api/health: ${round(restartMs / 1000)} s`);
  } finally {
    await server?.kill9();
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
