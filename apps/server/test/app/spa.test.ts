import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { dashboardPath } from '@sitewatch/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';

describe('single-page app serving', () => {
  let t: TestApp;
  let app: TestApp['app'];
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sitewatch</title><div id="root"></div>');
    fs.writeFileSync(
      path.join(webDist, 'feedback.html'),
      '<!doctype html><title>Sitewatch</title><div id="root"><h1>Spotted an issue?</h1></div>',
    );
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    t = await buildTestApp({}, { webDist });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/', dashboardPath, '/login'])('serves index.html for the client route %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('Spotted an issue?');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the feedback page its own HTML, with the title already in it', async () => {
    const res = await app.inject({ method: 'GET', url: '/feedback/abc/def' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Spotted an issue?</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy to browsers that accept it', async () => {
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('looks files up on request instead of adding a route for each file at start', async () => {
    // A route per built file (over 400 GET and HEAD routes) slowed the start; a file written after the start
    // is served only when files are looked up on request.
    fs.writeFileSync(path.join(webDist, 'assets', 'late-def456.js'), 'console.log(2)');
    const res = await app.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('answers a directory path as a client route, not with an error', async () => {
    for (const url of ['/assets', '/assets/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('does not answer HTML for unknown API paths or missing files', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: dashboardPath })).statusCode).toBe(404);
  });
});
