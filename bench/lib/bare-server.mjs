// The baseline: bare Fastify serving what the product serves, with nothing of the product around it.
//   node bare-server.mjs PORT [LIST_JSON_FILE]
// GET /health → {status:'ok'}; GET /list → JSON.stringify of the array in the file, on every request
// (Fastify's default serializer for a route without a schema). GET /sse-held → an event stream that sends
// one event and stays open until POST /release ends every held stream (the held-stream yardstick).
// PUT /sse-body (text) stores an event stream's bytes; POST /sse-body (JSON, parsed) answers them as one
// text/event-stream response, written event by event (the yardstick of a chat turn sending the same bytes).
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const list = process.argv[3] ? JSON.parse(fs.readFileSync(process.argv[3], 'utf8')) : [];
const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get('/list', async () => list);
app.get('/list-page', async (request) => {
  const limit = Number(request.query.limit ?? 100);
  return list.slice(0, limit);
});
const held = new Set();
app.get('/sse-held', (request, reply) => {
  const stream = new PassThrough();
  held.add(stream);
  request.raw.on('close', () => held.delete(stream));
  stream.write('data: {"id":"00000000","type":"assistantMessage","content":"word "}\n\n');
  return reply.header('content-type', 'text/event-stream').send(stream);
});
let sseEvents = [];
app.put('/sse-body', async (request) => {
  const body = String(request.body);
  sseEvents = body.split(/(?<=\n\n)/);
  return { bytes: Buffer.byteLength(body), events: sseEvents.length };
});
app.post('/sse-body', (_request, reply) => {
  const stream = new PassThrough();
  for (const event of sseEvents) stream.write(event);
  stream.end();
  return reply.header('content-type', 'text/event-stream').send(stream);
});
app.post('/release', async () => {
  const released = held.size;
  for (const stream of held) stream.end();
  held.clear();
  return { released };
});
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
