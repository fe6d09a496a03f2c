import {
  createIssueRequest,
  createIssueResponse,
  issueTextLimits,
  maxPhotosPerIssue,
  stillAProblemPhotoLimit,
  stillAProblemRequest,
  transcribeRequest,
  visitorEmailRequest,
} from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimits, jsonValueLimit } from '../../src/plugins/body-limits';
import { countJsonValues } from '../../src/plugins/json-body';
import { bodyBudget, rateLimits } from '../../src/plugins/rate-limits';
import { parseSseBody, summarize } from '../assistant/support/sse';
import { webOnly } from '../assistant/support/web-only';
import { waitFor } from '../background-jobs/wait-for';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { errorBodyOf } from '../support/error-body';
import { createTestSite, publicSiteHeaders } from '../support/factories';
import { denseJsonBody, maximalChatBody, paddedJsonBody } from '../support/maximal-bodies';

const minute = 60_000;
const wide = '门';
let addressCounter = 0;
const nextAddress = () => `10.27.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
type Site = Awaited<ReturnType<typeof createTestSite>>;

/** Every text of a contract at its maximum length, in three-byte characters. */
const maximalReport = {
  title: wide.repeat(issueTextLimits.title),
  description: wide.repeat(issueTextLimits.description),
  location: wide.repeat(issueTextLimits.location),
  language: wide.repeat(8),
};

describe('request bodies and per-address limits', () => {
  let t: TestApp;
  let site: Site;
  beforeAll(async () => {
    t = await buildTestApp(webOnly);
    site = await createTestSite(t.testDatabase.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('body limits sized to each contract', () => {
    const post = (url: string, payload: string, address = nextAddress()) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...publicSiteHeaders(site), 'content-type': 'application/json', 'x-sitewatch-csrf': '1' },
        remoteAddress: address,
        payload,
      });

    it('holds the largest valid body of each public contract, with little room to spare', () => {
      const chat = Buffer.byteLength(maximalChatBody());
      expect(chat).toBeLessThanOrEqual(bodyLimits.chat);
      expect(chat).toBeGreaterThan(bodyLimits.chat * 0.97);
      const report = {
        ...maximalReport,
        photoFileKeys: Array.from({ length: maxPhotosPerIssue }, () => wide.repeat(300)),
      };
      expect(createIssueRequest.safeParse(report).success).toBe(true);
      expect(bytesOf(report)).toBeLessThanOrEqual(bodyLimits.createIssue);
      const still = {
        note: wide.repeat(1000),
        photoFileKeys: Array.from({ length: stillAProblemPhotoLimit }, () => wide.repeat(300)),
        language: wide.repeat(8),
      };
      expect(stillAProblemRequest.safeParse(still).success).toBe(true);
      expect(bytesOf(still)).toBeLessThanOrEqual(bodyLimits.stillAProblem);
      const email = { email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`, consent: true };
      expect(visitorEmailRequest.safeParse(email).success).toBe(true);
      expect(bytesOf(email)).toBeLessThanOrEqual(bodyLimits.visitorEmail);
      const transcribe = { fileKey: wide.repeat(300), language: wide.repeat(8) };
      expect(transcribeRequest.safeParse(transcribe).success).toBe(true);
      expect(bytesOf(transcribe)).toBeLessThanOrEqual(bodyLimits.transcribe);
      // The body budget lets the largest of them through once a minute.
      expect(bodyBudget.perAddress.maxKiB * 1024).toBeGreaterThanOrEqual(bodyLimits.chat);
      expect(countJsonValues(maximalChatBody(), jsonValueLimit)).toBeLessThan(jsonValueLimit / 5);
    });

    it('refuses a body of more values than any contract holds with 413, unparsed, whatever its size', async () => {
      const chatUrl = `/api/public/site/${site.id}/issue-reporting/chat`;
      // 40 KB: small next to the chat's limit, but dense.
      const over = denseJsonBody(40_000, jsonValueLimit + 2);
      const under = denseJsonBody(40_000, jsonValueLimit);
      expect(countJsonValues(over, Number.POSITIVE_INFINITY)).toBeGreaterThan(jsonValueLimit);
      expect(countJsonValues(under, Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(jsonValueLimit);
      const res = await post(chatUrl, over);
      expect(res.statusCode).toBe(413);
      expect(errorBodyOf(res)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
      // At the limit it is read, and refused by the contract instead.
      expect((await post(chatUrl, under)).statusCode).toBe(400);
    });

    it.each([
      ['the chat', (s: Site) => `/api/public/site/${s.id}/issue-reporting/chat`, bodyLimits.chat],
      ['a report', (s: Site) => `/api/public/site/${s.id}/issues`, bodyLimits.createIssue],
      [
        'an email for the status link',
        (s: Site) => `/api/public/site/${s.id}/reports/${'a'.repeat(75)}/email`,
        bodyLimits.visitorEmail,
      ],
      [
        'still a problem',
        (s: Site) => `/api/public/site/${s.id}/reports/${'a'.repeat(75)}/still-a-problem`,
        bodyLimits.stillAProblem,
      ],
      ['a transcription', () => '/api/transcribe', bodyLimits.transcribe],
      ['a sign-in', () => '/api/user/login', bodyLimits.login],
      ['a signed-in route', () => '/api/site', bodyLimits.default],
    ])('refuses a body one byte over the limit of %s with 413, unread', async (_name, url, limit) => {
      // Not even JSON: a 413, not a 400, shows the body was refused before the parser saw it.
      const res = await post(url(site), `{${'x'.repeat(limit)}`);
      expect(res.statusCode).toBe(413);
      expect(errorBodyOf(res)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
      expect(res.headers['content-type']).toContain('application/json');
    });
  });

  describe('the body budget: bytes count against their sender', () => {
    const spentKiB = async (address: string) =>
      (await t.app.deps.rateLimitCounter.count(`body-kib:${address}`, bodyBudget.perAddress.timeWindow, 0)).current;

    it('refuses an address past its bytes for the minute with 429 and Retry-After, unread, and no other', async () => {
      const address = nextAddress();
      const send = (from: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user',
          headers: { 'content-type': 'application/json' },
          remoteAddress: from,
          payload: paddedJsonBody(bodyLimits.default),
        });
      const perRequest = bodyLimits.default / 1024;
      for (let i = 0; i < bodyBudget.perAddress.maxKiB / perRequest; i++) {
        expect((await send(address)).statusCode).toBe(400);
      }
      const refused = await send(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers.connection).toBe('close');
      expect((await send(nextAddress())).statusCode).toBe(400);
    });

    it('leaves a shop’s visitors sharing one address far from it at the chat’s own limit', async () => {
      const address = nextAddress();
      const turns = [
        'Hello',
        'The lift is not working',
        'Ground floor, next to reception',
        'It is making a loud noise',
      ];
      let answered = 0;
      // Visitors' conversations until the chat's per-address limit, every turn resending the conversation.
      while (answered < rateLimits.chat.perAddress.max) {
        const messages: unknown[] = [];
        for (const [n, text] of turns.entries()) {
          if (answered === rateLimits.chat.perAddress.max) break;
          messages.push({ id: `${answered.toString(16).padStart(6, '0')}0${n}`, type: 'userMessage', content: text });
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/public/site/${site.id}/issue-reporting/chat`,
            headers: publicSiteHeaders(site),
            remoteAddress: address,
            payload: { messages, language: 'en' },
          });
          expect(res.statusCode).toBe(200);
          const reply = summarize(parseSseBody(res.body));
          messages.push(...reply.drafts);
          answered++;
        }
      }
      expect(await spentKiB(address)).toBeLessThan(bodyBudget.perAddress.maxKiB / 10);
    });
  });

  describe('status-link lookups', () => {
    it('are limited per address: the lookup past the limit gets 429', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/public/site/${site.id}/issues`,
        headers: publicSiteHeaders(site),
        remoteAddress: nextAddress(),
        payload: { title: 'Broken shelf', description: 'The shelf in aisle 4 is broken', location: 'Aisle 4' },
      });
      const { statusToken } = createIssueResponse.parse(created.json());
      const address = nextAddress();
      const lookUp = (from: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/public/site/${site.id}/reports/${statusToken}`,
          headers: publicSiteHeaders(site),
          remoteAddress: from,
        });
      for (let i = 0; i < rateLimits.statusLink.perAddress.max; i++) {
        expect((await lookUp(address)).statusCode).toBe(200);
      }
      const refused = await lookUp(address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lookUp(nextAddress())).statusCode).toBe(200);
      expect(rateLimits.statusLink.perAddress.timeWindow).toBe(minute);
    });
  });
});

describe('shed requests count against their sender', () => {
  let t: TestApp;
  let site: Site;
  beforeAll(async () => {
    // A heap limit every process is past: overloaded from the first sample on.
    t = await buildTestApp({ ...webOnly, LOAD_MAX_HEAP_MB: '1' });
    site = await createTestSite(t.testDatabase.database.db);
    await waitFor(async () => (await t.app.inject({ method: 'GET', url: '/api/auth/config' })).statusCode === 503, {
      what: 'the first load sample',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sheds with 503 until the sender’s per-address limit is spent, then answers 429', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.siteInfo.perAddress.max; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/site/${site.id}`,
        headers: publicSiteHeaders(site),
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a shed request’s body in the sender’s budget', async () => {
    const address = nextAddress();
    const mebibyte = `{${'x'.repeat(1024 * 1024 - 2)}}`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/site/${site.id}/issue-reporting/chat`,
        headers: { ...publicSiteHeaders(site), 'content-type': 'application/json' },
        remoteAddress: address,
        payload: mebibyte,
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([503, 503, 429]);
  });

  it('sheds a route without a per-address limit at once, with Retry-After', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config', remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
