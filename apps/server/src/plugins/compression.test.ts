import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressThresholdBytes, registerCompression } from './compression';

async function buildServer() {
  const app = Fastify({ logger: false });
  await registerCompression(app);
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Water leak number ${i}` })) };
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/events', async (_request, reply) =>
    reply.header('content-type', 'text/event-stream').send(Readable.from(['data: 1\n\n'.repeat(500)])),
  );
  return { app, big };
}

describe('registerCompression', () => {
  it('compresses JSON above the threshold with brotli or gzip', async () => {
    const { app, big } = await buildServer();
    expect(JSON.stringify(big).length).toBeGreaterThan(compressThresholdBytes);
    const br = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(big);
    await app.close();
  });

  it('leaves small answers and event streams alone', async () => {
    const { app } = await buildServer();
    const small = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const events = await app.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'br' } });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.startsWith('data: 1')).toBe(true);
    await app.close();
  });
});
