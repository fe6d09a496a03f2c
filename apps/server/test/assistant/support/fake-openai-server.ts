import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does with one request. */
export type FakeReply =
  | { kind: 'stream'; chunks: unknown[]; delayMs?: number; dropAfter?: number }
  | { kind: 'json'; status?: number; body: unknown; delayMs?: number }
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** JSON body, or the raw text for multipart uploads. */
  body: unknown;
  rawBody: Buffer;
  /** Resolves when the client closed the connection before the reply ended (it gave up). */
  abandoned: Promise<void>;
}

/**
 * A local OpenAI-compatible HTTP server on 127.0.0.1 for tests: it streams chat completion chunks,
 * answers JSON, fails, drops the connection or hangs, as each test scripts it.
 */
export async function startFakeOpenAiServer(port: number) {
  const requests: RecordedRequest[] = [];
  let script: (request: RecordedRequest) => FakeReply = () => ({ kind: 'json', status: 500, body: {} });
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', async () => {
      const rawBody = Buffer.concat(parts);
      let body: unknown = rawBody.toString('utf8');
      if (String(req.headers['content-type']).includes('json')) body = JSON.parse(rawBody.toString('utf8'));
      let markAbandoned: () => void = () => {};
      const abandoned = new Promise<void>((resolve) => {
        markAbandoned = resolve;
      });
      res.on('close', () => {
        if (!res.writableFinished) markAbandoned();
      });
      const recorded: RecordedRequest = { path: req.url ?? '', headers: req.headers, body, rawBody, abandoned };
      requests.push(recorded);
      const reply = script(recorded);
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      if (reply.kind === 'hang') return;
      if (reply.kind === 'json') {
        if (reply.delayMs) await wait(reply.delayMs);
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const [index, chunk] of reply.chunks.entries()) {
        if (reply.dropAfter !== undefined && index >= reply.dropAfter) {
          res.socket?.destroy();
          return;
        }
        if (reply.delayMs) await wait(reply.delayMs);
        if (res.destroyed) return;
        const data = `data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`;
        // Wait until each chunk is on the wire, so a drop after it really cuts the stream there.
        await new Promise<void>((resolve) => res.write(data, () => resolve()));
      }
      res.end();
    });
  });
  // Node closes an idle kept-alive socket after 5 s; a slow (loaded) test machine could send the next request
  // on a socket closing at that moment and see a reset. Sockets are destroyed on close() anyway.
  server.keepAliveTimeout = 120_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    /** Decides the reply of every following request. */
    setScript(next: (request: RecordedRequest) => FakeReply) {
      script = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** OpenAI chat completion chunks of a text answer split into pieces. */
export function textChunks(pieces: string[], finishReason = 'stop'): unknown[] {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'test-model' };
  return [
    ...pieces.map((content, index) => ({
      ...base,
      choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }],
    })),
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason }] },
    '[DONE]',
  ];
}

/** OpenAI chunks of one tool call whose JSON arguments arrive in several pieces. */
export function toolCallChunks(name: string, args: unknown, pieceCount = 3): unknown[] {
  const base = { id: 'chatcmpl-2', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'test-model' };
  const json = JSON.stringify(args);
  const size = Math.ceil(json.length / pieceCount);
  const pieces = Array.from({ length: pieceCount }, (_, i) => json.slice(i * size, (i + 1) * size));
  return [
    {
      ...base,
      choices: [
        {
          index: 0,
          delta: {
            role: 'assistant',
            tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name, arguments: '' } }],
          },
          finish_reason: null,
        },
      ],
    },
    ...pieces.map((argumentsPiece) => ({
      ...base,
      choices: [
        {
          index: 0,
          delta: { tool_calls: [{ index: 0, function: { arguments: argumentsPiece } }] },
          finish_reason: null,
        },
      ],
    })),
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
    '[DONE]',
  ];
}

/** A non-streaming chat completion answering the given text (structured output comes back as JSON text). */
export function completion(content: string): unknown {
  return {
    id: 'chatcmpl-3',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}
