// What it measures: the visitor's chat endpoint (POST /api/public/site/{siteId}/issue-reporting/chat).
// 1. Built-in assistant: time to the first SSE byte and total stream time of one turn (sequential), and
//    bursts of concurrent turns, next to GET /api/health of the same server in the same run.
// 2. Held streams: how many concurrent chat streams one server holds open, with the LLM engine pointed at
//    a slow OpenAI-compatible provider on loopback (a piece of text every 500 ms for 5 s), next to a bare
//    Fastify SSE server doing the same in the same run (first-event latency and memory per stream).
// Counts are bounded (at most 1,000 streams); everything listens on 127.0.0.1 only.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase, openPostgres, sites } from '@sitewatch/server/testing';
import { parseSseText } from '@sitewatch/shared';
import { cpuMs, loadAverage, percentile, round, rssMb } from './lib/figures';
import { measure, printTable } from './lib/load';
import { startBareServer, stopBareServer } from './lib/start-bare-server';
import { type RunningServer, startServer } from './lib/start-server';

const port = Number(process.env.BENCH_PORT ?? 3133);
const providerPort = Number(process.env.BENCH_PROVIDER_PORT ?? 3135);
const bareSsePort = Number(process.env.BENCH_BARE_SSE_PORT ?? 3137);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3139);
const sequentialTurns = 200;
/** BENCH_PARTS: any of `sequential,bursts,held` (all by default); BENCH_BURSTS: burst sizes, e.g. `200`. */
const parts = new Set((process.env.BENCH_PARTS ?? 'sequential,bursts,held').split(','));
const burstSizes = (process.env.BENCH_BURSTS ?? '50,200,500').split(',').map(Number);
const burstRounds = Number(process.env.BENCH_ROUNDS ?? 7);
const heldStreamCounts = [100, 500, 1000];
const heldPieces = 10;
const heldPieceMs = 500;
// Spread over several sites so the per-site rate limit (600 turns a minute) never answers 429.
const siteCount = 10;
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface SiteRef {
  id: string;
  idCode: string;
}

interface StreamResult {
  ok: boolean;
  firstByteMs: number;
  totalMs: number;
  body: string;
}

let addressCounter = 0;
/** Each turn comes from its own visitor address (the server trusts X-Forwarded-For in this run). */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};
let idCounter = 0;
const messageId = () => (idCounter++ % 0xffffffff).toString(16).padStart(8, '0');

/** Reads one response to its end, timing the first body byte (the first SSE event) and the whole stream. */
async function readStream(url: string, init: RequestInit): Promise<StreamResult> {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const reader = res.body?.getReader();
    if (!reader) return { ok: false, firstByteMs: Number.NaN, totalMs: performance.now() - started, body: '' };
    const decoder = new TextDecoder();
    let body = '';
    let firstByteMs = Number.NaN;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs) && value.length > 0) firstByteMs = performance.now() - started;
      body += decoder.decode(value, { stream: true });
    }
    return { ok: res.status === 200, firstByteMs, totalMs: performance.now() - started, body };
  } catch {
    return { ok: false, firstByteMs: Number.NaN, totalMs: performance.now() - started, body: '' };
  }
}

function chatTurn(server: RunningServer, site: SiteRef, text: string) {
  return readStream(`${server.url}/api/public/site/${site.id}/issue-reporting/chat`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-site-id': site.id,
      'x-site-code': site.idCode,
      'x-forwarded-for': nextAddress(),
    },
    body: JSON.stringify({ messages: [{ id: messageId(), type: 'userMessage', content: text }], language: 'en' }),
  });
}

/** Assistant text of an SSE body, concatenated (the client's merging rule for one message id). */
function assistantText(body: string): string {
  return parseSseText(body)
    .map((data) => JSON.parse(data) as { type: string; content?: string })
    .filter((message) => message.type === 'assistantMessage')
    .map((message) => message.content ?? '')
    .join('');
}

async function seedSites(database: Database): Promise<SiteRef[]> {
  return database.db
    .insert(sites)
    .values(
      Array.from({ length: siteCount }, (_, i) => ({
        idCode: randomBytes(16).toString('base64url'),
        name: `Benchmark Station ${i}`,
        companyName: 'Benchmark',
        type: 'PROPERTY_OWNER' as const,
        postcode: 'SW1A 1AA',
        operatingHours: '24/7',
        purpose: 'transportation',
      })),
    )
    .returning({ id: sites.id, idCode: sites.idCode });
}

/**
 * Starts the built server on a fresh database with seeded sites: embedded PGlite (seeded before the
 * server opens the folder), or a throwaway PostgreSQL database when an admin URL is given.
 */
async function withServer<T>(
  options: { env?: Record<string, string>; postgresAdminUrl?: string },
  fn: (server: RunningServer, sites: SiteRef[]) => Promise<T>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bench-chat-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, TRUST_PROXY: 'true', ...options.env };
  let dropDatabase = async () => {};
  try {
    let databaseUrl: string | undefined;
    if (options.postgresAdminUrl) {
      // The name is generated from safe characters only, so it can be quoted as it is.
      const name = `sitewatch_bench_chat_${Date.now().toString(36)}`;
      const admin = openPostgres(options.postgresAdminUrl, 1);
      await admin.executeSql(`CREATE DATABASE "${name}"`);
      dropDatabase = async () => {
        await admin.executeSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.close();
      };
      const url = new URL(options.postgresAdminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      env.DATABASE_URL = databaseUrl;
    }
    // Two connections: migrations hold one for their advisory lock while running on the other.
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: 2 });
    const seeded = await seedSites(database).finally(() => database.close());
    const server = await startServer({ port, env });
    try {
      return await fn(server, seeded);
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const draftingMessage = 'The toilet on floor 2 is blocked';

async function benchBuiltIn(): Promise<void> {
  await withServer({}, async (server, seeded) => {
    const site = (i: number) => seeded[i % seeded.length] as SiteRef;
    const check = await chatTurn(server, site(0), draftingMessage);
    if (!check.ok || !check.body.includes('assistantIssueCreated')) throw new Error('the chat did not draft a report');

    if (parts.has('sequential')) await benchSequential(server, site);
    if (parts.has('bursts')) await benchBursts(server, site, check.body);
  });
}

const latencyRow = (measure: string, values: number[]) => ({
  measure,
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  p99: round(percentile(values, 99)),
  max: round(Math.max(...values)),
});

/** One turn at a time, next to autocannon on GET /api/health of the same server. */
async function benchSequential(server: RunningServer, site: (i: number) => SiteRef) {
  const health = await measure('GET /api/health', { url: `${server.url}/api/health`, durationSeconds: 5 });
  printTable('In-run baseline (autocannon, 32 connections, 5 s)', [health]);

  const sequential: StreamResult[] = [];
  for (let i = 0; i < sequentialTurns; i += 1) sequential.push(await chatTurn(server, site(i), draftingMessage));
  const seqOk = sequential.filter((r) => r.ok && r.body.includes('assistantIssueCreated'));
  console.log(`\nBuilt-in assistant, one turn at a time (${sequentialTurns} turns that draft a report)`);
  console.table([
    latencyRow(
      'first SSE byte (ms)',
      seqOk.map((r) => r.firstByteMs),
    ),
    latencyRow(
      'whole stream (ms)',
      seqOk.map((r) => r.totalMs),
    ),
  ]);
  console.log(`successful: ${seqOk.length}/${sequentialTurns}`);
}

interface BurstFigures {
  completed: number;
  firstByteP50: number;
  firstByteP99: number;
  streamP99: number;
  perSecond: number;
}

/** `size` requests at once; counts those `isComplete` accepts and their rate over the burst's wall time. */
async function burst(
  size: number,
  open: (i: number) => Promise<StreamResult>,
  isComplete: (r: StreamResult) => boolean,
): Promise<BurstFigures> {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: size }, (_, i) => open(i)));
  const wallMs = performance.now() - started;
  const ok = results.filter(isComplete);
  const firstBytes = ok.map((r) => r.firstByteMs);
  return {
    completed: ok.length,
    firstByteP50: round(percentile(firstBytes, 50)),
    firstByteP99: round(percentile(firstBytes, 99)),
    streamP99: round(
      percentile(
        ok.map((r) => r.totalMs),
        99,
      ),
    ),
    perSecond: Math.round((ok.length / wallMs) * 1000),
  };
}

/** The run with the median rate of several. */
const medianRun = (runs: BurstFigures[]) =>
  [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)] as BurstFigures;

/**
 * Bursts of concurrent turns, interleaved round by round with the same burst on GET /api/health (one
 * database query, like the chat's site check) and on a bare Fastify server answering the chat's request
 * with the same SSE bytes (lib/bare-server.mjs): medians of the rounds, and the chat's rate over the bare one.
 */
async function benchBursts(server: RunningServer, site: (i: number) => SiteRef, sampleBody: string) {
  const bare = await startBareServer(barePort);
  try {
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await fetch(`${bareUrl}/sse-body`, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: sampleBody });
    const bareTurn = () =>
      readStream(`${bareUrl}/sse-body`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({
          messages: [{ id: messageId(), type: 'userMessage', content: draftingMessage }],
          language: 'en',
        }),
      });
    const drafted = (r: StreamResult) => r.ok && r.body.includes('assistantIssueCreated');
    const rows = [];
    const ratios = [];
    // The servers' own CPU per turn (from /proc): steadier than the rates, which the machine's load moves.
    const serverCpu = { bare: 0, chat: 0, turns: 0 };
    // Unmeasured bursts first, on all three servers alike: a server's first bursts run its code cold (V8 has
    // not compiled it yet), which made the three measured rounds swing by 2× between runs.
    for (let warmUp = 0; warmUp < 2; warmUp += 1) {
      await burst(
        200,
        () => readStream(`${server.url}/api/health`, { method: 'GET' }),
        (r) => r.ok,
      );
      await burst(200, bareTurn, drafted);
      await burst(200, (i) => chatTurn(server, site(i), draftingMessage), drafted);
    }
    for (const size of burstSizes) {
      const runs: Record<'health' | 'bare' | 'chat', BurstFigures[]> = { health: [], bare: [], chat: [] };
      for (let round = 0; round < burstRounds; round += 1) {
        runs.health.push(
          await burst(
            size,
            () => readStream(`${server.url}/api/health`, { method: 'GET' }),
            (r) => r.ok,
          ),
        );
        const bareCpu = cpuMs(bare.pid);
        runs.bare.push(await burst(size, bareTurn, drafted));
        serverCpu.bare += cpuMs(bare.pid) - bareCpu;
        const chatCpu = cpuMs(server.child.pid);
        runs.chat.push(await burst(size, (i) => chatTurn(server, site(i), draftingMessage), drafted));
        serverCpu.chat += cpuMs(server.child.pid) - chatCpu;
        serverCpu.turns += size;
      }
      const labels = {
        health: 'GET /api/health (baseline)',
        bare: 'bare SSE, same bytes (baseline)',
        chat: 'chat turn (built-in)',
      } as const;
      for (const key of ['health', 'bare', 'chat'] as const) {
        const run = medianRun(runs[key]);
        rows.push({
          route: labels[key],
          concurrent: size,
          completed: run.completed,
          'first byte p50 ms': run.firstByteP50,
          'first byte p99 ms': run.firstByteP99,
          'stream p99 ms': run.streamP99,
          'per s (median)': run.perSecond,
          'per s (rounds)': runs[key].map((r) => r.perSecond).join(' '),
        });
      }
      const chatRate = medianRun(runs.chat).perSecond;
      const bareRate = medianRun(runs.bare).perSecond;
      ratios.push(
        `${size} concurrent: ${chatRate}/s = ${(chatRate / bareRate).toFixed(2)}× the bare SSE server (${bareRate}/s)`,
      );
      ratios.push(
        `  server CPU per turn: chat ${(serverCpu.chat / serverCpu.turns).toFixed(2)} ms, bare SSE ${(serverCpu.bare / serverCpu.turns).toFixed(2)} ms`,
      );
      serverCpu.bare = 0;
      serverCpu.chat = 0;
      serverCpu.turns = 0;
    }
    console.log(
      `\nBuilt-in assistant, bursts of concurrent turns (median of ${burstRounds} interleaved rounds; ${Buffer.byteLength(sampleBody)} SSE bytes a turn; load average ${loadAverage()})`,
    );
    console.table(rows);
    for (const line of ratios) console.log(line);
    console.log(`server RSS ${rssMb(server.child.pid)} MB`);
  } finally {
    await stopBareServer(bare);
  }
}

/** Runs a small ES module in its own Node process (so it does not share the bench's event loop). */
async function startChild(source: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes('ready')) resolve();
    });
    child.once('exit', () => reject(new Error('a benchmark helper process stopped')));
  });
  return child;
}

/** An OpenAI-compatible provider that streams a piece of text every heldPieceMs, heldPieces times. */
function startSlowProvider(): Promise<ChildProcess> {
  return startChild(`
        const base = { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'slow' };
    const chunk = (delta, finish) => 'data: ' + JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] }) + '\\n\\n';
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', async () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (let i = 0; i < ${heldPieces}; i += 1) {
          if (res.destroyed) return;
          res.write(chunk(i === 0 ? { role: 'assistant', content: 'word ' } : { content: 'word ' }, null));
          await new Promise((resolve) => setTimeout(resolve, ${heldPieceMs}));
        }
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\\n\\n');
      });
    });
    server.listen(${providerPort}, '127.0.0.1', () => console.log('ready'));
  `);
}

/** A bare Fastify server streaming the same SSE shape: the yardstick for held streams. */
function startBareSseServer(): Promise<ChildProcess> {
  return startChild(`
    import Fastify from 'fastify';
    import { Readable } from 'node:stream';
    const app = Fastify();
    app.post('/sse', (request, reply) => {
      async function* events() {
        for (let i = 0; i < ${heldPieces}; i += 1) {
          yield 'data: {"id":"00000000","type":"assistantMessage","content":"word "}\\n\\n';
          await new Promise((resolve) => setTimeout(resolve, ${heldPieceMs}));
        }
      }
      reply.header('content-type', 'text/event-stream').send(Readable.from(events(), { objectMode: false }));
    });
    await app.listen({ host: '127.0.0.1', port: ${bareSsePort} });
    console.log('ready');
  `);
}

/** Opens `count` streams at once; measures first-event latency and the server's memory with all of them open. */
async function holdStreams(count: number, open: () => Promise<StreamResult>, pid?: number) {
  const rssBefore = rssMb(pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 100);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: count }, () => open()));
  clearInterval(sampler);
  const wallMs = performance.now() - started;
  const expected = 'word '.repeat(heldPieces);
  const complete = results.filter((r) => r.ok && assistantText(r.body) === expected);
  return {
    streams: count,
    'held to the end': complete.length,
    'first event p50 ms': round(
      percentile(
        complete.map((r) => r.firstByteMs),
        50,
      ),
    ),
    'first event p99 ms': round(
      percentile(
        complete.map((r) => r.firstByteMs),
        99,
      ),
    ),
    'first event max ms': round(Math.max(...complete.map((r) => r.firstByteMs))),
    'wall s': round(wallMs / 1000),
    'RSS before MB': rssBefore,
    'RSS peak MB': peakRss,
    'KB per stream': Math.round(((peakRss - rssBefore) * 1024) / count),
  };
}

async function benchHeldStreams(): Promise<void> {
  const provider = await startSlowProvider();
  const bare = await startBareSseServer();
  try {
    const bareRows = [];
    for (const count of heldStreamCounts) {
      bareRows.push(
        await holdStreams(
          count,
          () => readStream(`http://127.0.0.1:${bareSsePort}/sse`, { method: 'POST', body: '{}' }),
          bare.pid,
        ),
      );
    }
    console.log(`\nIn-run baseline: bare Fastify SSE, ${heldPieces} events ${heldPieceMs} ms apart per stream`);
    console.table(bareRows);

    const env = {
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'slow-model',
      AI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
    };
    const databases: Array<{ label: string; postgresAdminUrl?: string }> = [{ label: 'PGlite' }];
    if (postgresAdminUrl) databases.push({ label: 'PostgreSQL', postgresAdminUrl });
    for (const database of databases) {
      await withServer({ env, postgresAdminUrl: database.postgresAdminUrl }, async (server, seeded) => {
        const rows = [];
        let next = 0;
        for (const count of heldStreamCounts) {
          rows.push(
            await holdStreams(
              count,
              () => {
                next += 1;
                return chatTurn(server, seeded[next % seeded.length] as SiteRef, 'Leak');
              },
              server.child.pid,
            ),
          );
        }
        console.log(
          `\nChat streams held open on ${database.label} (LLM engine; the provider streams ${heldPieces} pieces ${heldPieceMs} ms apart)`,
        );
        console.table(rows);
      });
    }
    if (!postgresAdminUrl) console.log('\nPostgreSQL run skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  } finally {
    bare.kill('SIGTERM');
    provider.kill('SIGTERM');
  }
}

if (parts.has('sequential') || parts.has('bursts')) await benchBuiltIn();
if (parts.has('held')) await benchHeldStreams();
