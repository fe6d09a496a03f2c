// Figures 1 and 2 of hardening.bench.ts: /api/health while visitors chat at their limits, and the memory of
// held chat streams next to a bare Fastify server holding the same number of event streams.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type SiteRef, visitorHeaders, withSeededServer } from './bench-server';
import { median, percentile, round, rssMb } from './figures';
import { startBareServer } from './start-bare-server';
import type { RunningServer } from './start-server';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let idCounter = 0;
const messageId = () => (idCounter++ % 0xffffffff).toString(16).padStart(8, '0');
const chatBody = (text: string) =>
  JSON.stringify({ messages: [{ id: messageId(), type: 'userMessage', content: text }], language: 'en' });
const chatUrl = (base: string, site: SiteRef) => `${base}/api/public/site/${site.id}/issue-reporting/chat`;

/** GET /api/health one at a time for `ms`: each request's latency in ms. */
async function probeHealth(base: string, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (res.ok) latencies.push(performance.now() - started);
  }
  return latencies;
}

/** Runs lib/chat-at-limit.mjs for `ms`: the chat answers' statuses, counted. */
function chatAtTheLimit(base: string, site: SiteRef, slotsPerAddress: number, ms: number) {
  const script = path.join(import.meta.dirname, 'chat-at-limit.mjs');
  const args = [script, chatUrl(base, site), site.id, site.idCode, String(slotsPerAddress), String(ms)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (data: Buffer) => {
    output += data.toString();
  });
  return new Promise<Record<string, number>>((resolve, reject) => {
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output) as Record<string, number>);
      } catch {
        reject(new Error(`the chat load stopped without its figures: ${output}`));
      }
    });
  });
}

async function benchHealthUnderChat(server: RunningServer, site: SiteRef): Promise<void> {
  const rounds = 3;
  const phaseMs = 3000;
  const slots = 4;
  await probeHealth(server.url, 500);
  const idle: number[][] = [];
  const loaded: number[][] = [];
  const chatStatuses = new Map<string, number>();
  for (let i = 0; i < rounds; i++) {
    idle.push(await probeHealth(server.url, phaseMs));
    const chat = chatAtTheLimit(server.url, site, slots, phaseMs + 500);
    // Let the load process start before probing.
    await settle(500);
    loaded.push(await probeHealth(server.url, phaseMs));
    for (const [status, count] of Object.entries(await chat)) {
      chatStatuses.set(status, (chatStatuses.get(status) ?? 0) + count);
    }
  }
  const row = (label: string, phases: number[][]) => {
    const all = phases.flat();
    return {
      '/api/health': label,
      requests: all.length,
      'p50 ms': round(percentile(all, 50)),
      'p99 ms': round(percentile(all, 99)),
      'max ms': round(Math.max(...all)),
      'median of rounds p99 ms': round(median(phases.map((latencies) => percentile(latencies, 99)))),
    };
  };
  const rows = [row('idle server', idle), row('3 addresses chatting at their limit', loaded)];
  console.log(
    `\n1. GET /api/health one request at a time, ${rounds} rounds of ${phaseMs / 1000} s idle then ${phaseMs / 1000} s with ` +
      `3 addresses × ${slots} chat turns back to back from another process (LLM engine, the loopback model answers at once; X-Forwarded-For trusted)`,
  );
  console.table(rows);
  const [idleRow, loadedRow] = rows;
  const p99 = loadedRow?.['p99 ms'] ?? Number.NaN;
  console.log(
    `chat answers by status: ${JSON.stringify(Object.fromEntries(chatStatuses))}; ` +
      `p99 loaded/idle ${round(p99 / (idleRow?.['p99 ms'] ?? Number.NaN))}×; target p99 < 100 ms: ${p99 < 100 ? 'met' : 'MISSED'}`,
  );
}

/** An open stream: resolves `first` with the ms to its first body byte, `done` when it ends. */
function openStream(url: string, init: RequestInit) {
  const started = performance.now();
  let markFirst: (ms: number) => void = () => {};
  const first = new Promise<number>((resolve) => {
    markFirst = resolve;
  });
  const done = (async () => {
    const res = await fetch(url, init);
    const reader = res.body?.getReader();
    if (!reader || res.status !== 200) {
      markFirst(Number.NaN);
      return false;
    }
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return true;
      if (value.length > 0) markFirst(performance.now() - started);
    }
  })().catch(() => {
    markFirst(Number.NaN);
    return false;
  });
  return { first, done };
}

const heldMessage = 'Hold this answer open';

/**
 * An OpenAI-compatible provider on loopback: it answers a turn at once, except a turn saying `heldMessage`,
 * which gets one piece of text and is then held until released.
 */
async function startHeldProvider() {
  const held = new Set<http.ServerResponse>();
  const base = { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'held' };
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (data: Buffer) => {
      body += data.toString();
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: 'word ' }, null));
      if (!body.includes(heldMessage)) {
        res.end(`${chunk({ content: 'and more words.' }, null)}${chunk({}, 'stop')}data: [DONE]\n\n`);
        return;
      }
      held.add(res);
      res.on('close', () => held.delete(res));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    release() {
      for (const res of held) res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
      held.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Holds `count` streams, then releases them: RSS idle, held and after release. */
async function holdAndRelease(options: {
  label: string;
  count: number;
  pid: number | undefined;
  open: (i: number) => ReturnType<typeof openStream>;
  release: () => Promise<void> | void;
}) {
  const { count, pid } = options;
  const idleRss = rssMb(pid);
  const streams = Array.from({ length: count }, (_, i) => options.open(i));
  const firsts = await Promise.all(streams.map((stream) => stream.first));
  await settle(1000);
  const heldRss = rssMb(pid);
  await options.release();
  const completed = (await Promise.all(streams.map((stream) => stream.done))).filter(Boolean).length;
  await settle(2000);
  const afterRss = rssMb(pid);
  const opened = firsts.filter((ms) => !Number.isNaN(ms));
  return {
    server: options.label,
    'streams held': opened.length,
    completed,
    'first event p50 ms': round(percentile(opened, 50)),
    'RSS idle MB': idleRss,
    'RSS held MB': heldRss,
    'KB per held stream': Math.round(((heldRss - idleRss) * 1024) / Math.max(1, opened.length)),
    'RSS after release MB': afterRss,
  };
}

/** One server (LLM engine on a loopback model) for figures 1 and 2; the bare baseline runs first, on its own. */
export async function benchChatLoad(port: number, barePort: number): Promise<void> {
  const count = 200;
  const rows = [];
  const bare = await startBareServer(barePort);
  try {
    rows.push(
      await holdAndRelease({
        label: 'bare Fastify SSE (baseline)',
        count,
        pid: bare.pid,
        open: () => openStream(`http://127.0.0.1:${barePort}/sse-held`, {}),
        release: async () => {
          await fetch(`http://127.0.0.1:${barePort}/release`, { method: 'POST' });
        },
      }),
    );
  } finally {
    bare.kill('SIGTERM');
  }
  const provider = await startHeldProvider();
  try {
    const env = { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'held-model', AI_BASE_URL: provider.url };
    await withSeededServer({ port, env }, async (server, site) => {
      await benchHealthUnderChat(server, site);
      const post = (i: number) =>
        openStream(chatUrl(server.url, site), {
          method: 'POST',
          // One address per stream: an address holds at most STREAMS_MAX_PER_ADDRESS (4) answers.
          headers: { ...visitorHeaders(site, `10.78.${i >> 8}.${i & 255}`), accept: 'text/event-stream' },
          body: chatBody(heldMessage),
        });
      // A first turn loads the engine, so its one-off cost is not counted per stream.
      const warm = post(count);
      await warm.first;
      provider.release();
      await warm.done;
      rows.push(
        await holdAndRelease({
          label: 'Sitewatch chat, LLM engine (PGlite)',
          count,
          pid: server.child.pid,
          open: post,
          release: () => provider.release(),
        }),
      );
    });
  } finally {
    await provider.close();
  }
  console.log(
    `\n2. Memory of ${count} held event streams (the default STREAMS_MAX_TOTAL): the model sends one piece, then waits`,
  );
  console.table(rows);
}
