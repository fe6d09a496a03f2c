import type net from 'node:net';
import {
  chatRequest,
  createIssueRequest,
  createSiteRequest,
  createWebhookRequest,
  loginRequest,
  transcribeRequest,
  updateUserRequest,
} from '@sitewatch/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { isProductErrorBody } from '../support/error-body';
import {
  createTestIssue,
  createTestSite,
  createTestUser,
  publicSiteHeaders,
  signInHeaders,
} from '../support/factories';
import { rawHttpCases, sendRaw } from '../support/raw-http';
import { testDatabaseKind } from '../support/test-database';

/** Requests per route: the issue asks for at least 200. */
const runsPerRoute = 200;

// Built as text: JSON.stringify itself runs out of stack at this depth.
const deepJson = `${'{"a":['.repeat(5000)}"bottom"${']}'.repeat(5000)}`;

/** Strings that broke or could break a text path: NUL, lone surrogates, bidi overrides, sizes, prototype names. */
const hostileStrings = [
  'a\u0000b',
  '\u0000',
  'x\uD800y',
  '\uDC00',
  '\u202Eevil\u202C',
  '\u2066isolate\u2069',
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '',
  ' ',
  "'; DROP TABLE issues; --",
  '<script>alert(1)</script>',
  '[link](javascript:alert(1))',
  '%00',
  '../../etc/passwd',
  '\uFEFF\u200B',
  '🧯'.repeat(2000),
  'a'.repeat(70_000),
];
const megabyteString = 'm'.repeat(1024 * 1024);

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.constant(megabyteString) },
);
// Ordinary short text too, so a share of the requests passes validation and reaches the domain code.
const plainString = fc.string({ minLength: 1, maxLength: 40 });
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 4, arbitrary: plainString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/** Bodies shaped by a shared zod object schema: its own keys, each holding a hostile value. */
function bodiesOf(schema: z.ZodObject, overrides: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<string> {
  const fields = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, overrides[key] ?? anyValue]));
  const shaped = fc.record(fields, { requiredKeys: [] }).map((body) => JSON.stringify(body));
  return fc.oneof(
    { weight: 8, arbitrary: shaped },
    // Raw JSON the parser sees as is: prototype keys, deep nesting, broken syntax, wrong top-level types.
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        deepJson,
        '{"a":',
        '[]',
        'null',
        '"text"',
        '{"title":"\\ud800"}',
      ),
    },
  );
}

const chatMessages = fc.array(
  fc.record(
    {
      id: fc.constantFrom('0123abcd', 'ffffffff', 'not-hex', '\u0000'),
      type: fc.oneof(
        { weight: 4, arbitrary: fc.constant('userMessage') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('userPhoto', 'assistantMessage', 'assistantIssueCreated', 'toString'),
        },
      ),
      content: fc.oneof(hostileString, plainString),
      photoId: hostileString,
      fileKey: hostileString,
      title: hostileString,
      description: hostileString,
      location: hostileString,
      photoIds: fc.array(hostileString, { maxLength: 2 }),
    },
    { requiredKeys: ['id', 'type'] },
  ),
  { minLength: 0, maxLength: 4 },
);
const pathParts = fc.constantFrom('x', '%00', '%ED%A0%80', 'a'.repeat(600), '..%2F..', '%E0%A4%A', '__proto__', '%20');

/** Page languages a visitor could send: ours, regional tags, prototype names, blanks and formulas. */
const languageValues = fc.oneof(
  hostileString,
  fc.constantFrom('en', 'ar', 'pt-BR', 'toString', 'valueOf', '__proto__', 'constructor', '', '  ', '=1+1', '\r\n'),
);

/** Days for the CSV export: impossible, out of range, malformed, and ordinary ones. */
const exportDays = fc.oneof(
  // Real days in range too, so a share of the exports is answered with a CSV.
  {
    weight: 3,
    arbitrary: fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((day) => day.toISOString().slice(0, 10)),
  },
  fc.constantFrom(
    '2024-13-45',
    '2024-02-30',
    '2023-02-29',
    '2024-00-10',
    '0000-01-01',
    '9999-12-31',
    '+02024-01-01',
    '2024-1-1',
    '2024-02-29',
    '2026-03-01',
    '',
  ),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  hostileString.map((text) => text.slice(0, 40)),
);

/**
 * What only a socket can send: the requests Node's HTTP parser refuses, addresses around and over its 16 KB
 * header limit, and header lines of generated bytes.
 */
const rawRequests = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...rawHttpCases.map((c) => c.request)) },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 12 * 1024, max: 64 * 1024 })
      .map((length) => `GET /api/public/site/${'a'.repeat(length)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
  },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: 'binary', minLength: 1, maxLength: 40 })
      .map((name) => `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${name}: v\r\nConnection: close\r\n\r\n`),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'binary', minLength: 1, maxLength: 60 })
      .map((line) => `${line} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
  },
);

function expectProductError(body: string, context: string) {
  expect(isProductErrorBody(body), `${context}: ${body.slice(0, 300)}`).toBe(true);
}

describe(`fuzz: every route with generated and hostile input (${testDatabaseKind})`, () => {
  let t: TestApp;
  let manager: Record<string, string>;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let issueId: string;
  let addressCounter = 0;
  const nextAddress = () =>
    `10.${50 + Math.floor(addressCounter / 62500)}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;
  const counts = new Map<string, { requests: number; byClass: Record<string, number> }>();

  beforeAll(async () => {
    // A transcriber address nothing listens on (this suite's port block): requests get past the
    // "voice input is off" answer and into validation and file checks.
    t = await buildTestApp({ ...webOnly, TRANSCRIBE_BASE_URL: 'http://127.0.0.1:43998/v1' });
    const db = t.testDatabase.database.db;
    const user = await createTestUser(db);
    site = await createTestSite(db, { memberIds: [user.id] });
    issueId = (await createTestIssue(db, { siteId: site.id })).id;
    manager = await signInHeaders(db, user.id);
  }, 180_000);
  afterAll(async () => {
    let total = 0;
    for (const [route, { requests, byClass }] of counts) {
      total += requests;
      console.log(`fuzz ${route}: ${requests} requests, ${JSON.stringify(byClass)}`);
    }
    console.log(`fuzz total: ${total} requests on ${testDatabaseKind}, ${counts.size} routes`);
    await t?.close();
  });

  type Who = 'visitor' | 'manager' | 'nobody';
  interface FuzzRoute {
    method: 'GET' | 'POST';
    path: (part: string) => string;
    who: Who;
    body?: fc.Arbitrary<string>;
    /** A query string to append, generated like a body. */
    query?: fc.Arbitrary<string>;
  }
  const routes: Record<string, FuzzRoute> = {
    'POST /api/public/site/:siteId/issue-reporting/chat': {
      method: 'POST',
      path: () => `/api/public/site/${site.id}/issue-reporting/chat`,
      who: 'visitor',
      body: bodiesOf(chatRequest, {
        messages: chatMessages,
        language: languageValues,
      }),
    },
    // A valid conversation, so each page language reaches the assistant: it answers, in English at worst.
    'POST /api/public/site/:siteId/issue-reporting/chat (page languages)': {
      method: 'POST',
      path: () => `/api/public/site/${site.id}/issue-reporting/chat`,
      who: 'visitor',
      body: languageValues.map((language) =>
        JSON.stringify({ messages: [{ id: '0123abcd', type: 'userMessage', content: 'The tap leaks' }], language }),
      ),
    },
    'POST /api/public/site/:siteId/issues': {
      method: 'POST',
      path: () => `/api/public/site/${site.id}/issues`,
      who: 'visitor',
      body: bodiesOf(createIssueRequest),
    },
    'GET /api/public/site/:siteId': { method: 'GET', path: (part) => `/api/public/site/${part}`, who: 'visitor' },
    'POST /api/transcribe': {
      method: 'POST',
      path: () => '/api/transcribe',
      who: 'visitor',
      body: bodiesOf(transcribeRequest),
    },
    'POST /api/user/login': {
      method: 'POST',
      path: () => '/api/user/login',
      who: 'nobody',
      body: bodiesOf(loginRequest),
    },
    'POST /api/user': { method: 'POST', path: () => '/api/user', who: 'manager', body: bodiesOf(updateUserRequest) },
    'POST /api/site': { method: 'POST', path: () => '/api/site', who: 'manager', body: bodiesOf(createSiteRequest) },
    'GET /api/site/:siteId': { method: 'GET', path: (part) => `/api/site/${part}`, who: 'manager' },
    'GET /api/site/:siteId/issues/open': {
      method: 'GET',
      path: (part) => `/api/site/${site.id}/issues/open?priority=${part}&category=${part}`,
      who: 'manager',
    },
    'POST /api/site/:siteId/issues/:issueId/resolve': {
      method: 'POST',
      path: (part) => `/api/site/${site.id}/issues/${part === 'x' ? issueId : part}/resolve`,
      who: 'manager',
    },
    'POST /api/site/:siteId/webhooks': {
      method: 'POST',
      path: () => `/api/site/${site.id}/webhooks`,
      who: 'manager',
      body: bodiesOf(createWebhookRequest),
    },
    'GET /api/site/:siteId/issues/export.csv': {
      method: 'GET',
      path: () => `/api/site/${site.id}/issues/export.csv`,
      who: 'manager',
      query: fc.tuple(exportDays, exportDays).map(([from, to]) => `?${new URLSearchParams({ from, to })}`),
    },
    'GET /api/files/upload/:folder': {
      method: 'GET',
      path: (part) => `/api/files/upload/${part}?contentType=${part}`,
      who: 'visitor',
    },
  };

  for (const [name, route] of Object.entries(routes)) {
    it(`${name}: ${runsPerRoute} requests, no 5xx`, async () => {
      const tally = { requests: 0, byClass: {} as Record<string, number> };
      counts.set(name, tally);
      const body = route.body ?? fc.constant(undefined);
      const query = route.query ?? fc.constant('');
      await fc.assert(
        fc.asyncProperty(pathParts, body, query, async (part, payload, search) => {
          const headers: Record<string, string> = route.who === 'visitor' ? publicSiteHeaders(site) : {};
          if (route.who === 'manager') Object.assign(headers, manager);
          if (payload !== undefined) headers['content-type'] = 'application/json';
          const url = route.path(part) + search;
          const res = await t.app.inject({
            method: route.method,
            url,
            headers,
            remoteAddress: nextAddress(),
            ...(payload !== undefined ? { payload } : {}),
          });
          tally.requests++;
          const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
          tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
          const context = `${route.method} ${url.slice(0, 300)} ${String(payload).slice(0, 200)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode >= 400) expectProductError(res.body, context);
          // A chat turn that started answering ends without the apology: no input makes it fail.
          if (res.statusCode === 200 && name.includes('/chat')) expect(res.body, context).not.toContain('event: error');
        }),
        { numRuns: runsPerRoute, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
      );
      expect(tally.requests).toBe(runsPerRoute);
    }, 120_000);
  }

  it(`raw HTTP over a socket: ${runsPerRoute} requests Node's parser refuses or barely takes, no 5xx`, async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const tally = { requests: 0, byClass: {} as Record<string, number> };
    counts.set('raw HTTP', tally);
    await fc.assert(
      fc.asyncProperty(rawRequests, async (request) => {
        const answer = await sendRaw(port, request);
        tally.requests++;
        const statusClass = `${Math.floor(answer.status / 100)}xx`;
        tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
        const context = JSON.stringify(request.slice(0, 200));
        expect(answer.status, context).toBeLessThan(500);
        if (answer.status >= 400) expectProductError(answer.body, context);
        expect(answer.body, context).not.toContain('a'.repeat(1000));
      }),
      { numRuns: runsPerRoute, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
    );
    expect(tally.requests).toBe(runsPerRoute);
  }, 120_000);
});
