import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

/** One item of an envelope the ingest received: its type (event, transaction, replay_event…) and body. */
export interface IngestItem {
  type: string;
  /** The raw item text, to check that nothing private is inside. */
  raw: string;
  /** The parsed JSON body, when the item is JSON. */
  body: Record<string, unknown> | null;
}

export interface FakeSentryIngest {
  /** A DSN pointing at this ingest, for SENTRY_DSN. */
  dsn: string;
  items: IngestItem[];
  /** Every byte received, decompressed: what "nothing private inside" is checked against. */
  rawText(): string;
  /** Resolves when an item of this type matching the predicate has arrived (polls; rejects after the timeout). */
  waitFor(type: string, predicate?: (item: IngestItem) => boolean, timeoutMs?: number): Promise<IngestItem>;
  close(): Promise<void>;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A replay recording is a JSON header line then the rrweb events, deflated by the browser SDK:
 * inflated here so that checks for private text see what a replay really holds.
 */
function readableReplayRecording(payload: Buffer): string {
  const split = payload.indexOf(0x0a);
  const events = payload.subarray(split + 1);
  try {
    return inflateSync(events).toString('utf8');
  } catch {
    return events.toString('utf8');
  }
}

/** Splits a Sentry envelope (header line, then item header and payload pairs) into its items. */
function parseEnvelope(body: Buffer): IngestItem[] {
  const items: IngestItem[] = [];
  let offset = body.indexOf(0x0a) + 1;
  while (offset > 0 && offset < body.length) {
    const headerEnd = body.indexOf(0x0a, offset);
    if (headerEnd === -1) break;
    const header = parseJson(body.toString('utf8', offset, headerEnd));
    if (!header) break;
    const payloadStart = headerEnd + 1;
    const nextNewline = body.indexOf(0x0a, payloadStart);
    const end =
      typeof header.length === 'number' ? payloadStart + header.length : nextNewline === -1 ? body.length : nextNewline;
    const payload = body.subarray(payloadStart, end);
    const type = String(header.type);
    const raw = type === 'replay_recording' ? readableReplayRecording(payload) : payload.toString('utf8');
    items.push({ type, raw, body: parseJson(raw) });
    offset = end + 1;
  }
  return items;
}

/**
 * A Sentry-compatible ingest on loopback (POST /api/<project>/envelope/), keeping what it receives.
 * Answers CORS so a browser page on another port may send to it, as it would to Sentry or GlitchTip.
 */
export async function startFakeSentryIngest(): Promise<FakeSentryIngest> {
  const items: IngestItem[] = [];
  const chunks: string[] = [];
  const server = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      let body = Buffer.concat(parts);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const received = /\/envelope\/?$/.test((request.url ?? '').split('?')[0] ?? '') ? parseEnvelope(body) : [];
      items.push(...received);
      chunks.push(body.toString('utf8'), ...received.map((item) => item.raw));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    items,
    rawText: () => chunks.join('\n'),
    async waitFor(type, predicate = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = items.find((item) => item.type === type && predicate(item));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no ${type} arrived within ${timeoutMs} ms (got: ${items.map((i) => i.type).join(', ')})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
