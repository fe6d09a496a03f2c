import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { isProductErrorBody } from '../support/error-body';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { rawHttpCases, sendRaw } from '../support/raw-http';

let addressCounter = 0;
const nextAddress = () => `10.41.0.${(addressCounter++ % 250) + 1}`;

function expectProductError(body: string) {
  expect(isProductErrorBody(body), body).toBe(true);
}

describe('one error format, whatever fails and wherever', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an address over 16 KB with a 431 in the product format, without echoing it', async () => {
    const answer = await sendRaw(port, `GET /api/site/${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toContain('application/json');
    expectProductError(answer.body);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
    expect(answer.body).not.toContain('aaaa');
  });

  it.each(rawHttpCases)('answers an unreadable request ($name) in the product format', async ({ request }) => {
    const answer = await sendRaw(port, request);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['content-type']).toContain('application/json');
    expectProductError(answer.body);
    expect(answer.body).not.toContain('HPE_');
  });

  it('answers 404 without echoing the method or the address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/%3Cscript%3E?q=1' });
    expect(res.statusCode).toBe(404);
    expectProductError(res.body);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.body).not.toContain('no-such-thing');
    expect(res.body).not.toContain('script');
    expect(res.body).not.toContain('GET');
  });

  it('lists the first field errors and counts the rest when a body breaks many fields', async () => {
    const db = t.testDatabase.database.db;
    const site = await createTestSite(db);
    // Every message of a 40-message conversation is wrong, with a very long key as well.
    const messages = Array.from({ length: 40 }, () => ({ id: 'x', type: 'userMessage', content: 7 }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issue-reporting/chat`,
      headers: { ...publicSiteHeaders(site), 'content-type': 'application/json' },
      payload: JSON.stringify({ messages, language: 'en', ['k'.repeat(5_000)]: 1 }),
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expectProductError(res.body);
    const { fieldErrors, message } = res.json();
    expect(Object.keys(fieldErrors).length).toBe(20);
    expect(message).toMatch(/and \d+ more/);
    expect(res.body.length).toBeLessThan(8 * 1024);
  });
});
