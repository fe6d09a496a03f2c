// The baseline: bare Fastify serving what the product serves, with nothing of the product around it.
//   node bare-server.mjs PORT [LIST_JSON_FILE]
// GET /health → {status:'ok'}; GET /list → JSON.stringify of the array in the file, on every request
// (Fastify's default serializer for a route without a schema).
import fs from 'node:fs';
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
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
