import { apiDocsPath, openApiDocumentPath } from '@sitewatch/shared';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMembers } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestUser, signInHeaders } from '../support/factories';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
}

/**
 * Every route Fastify knows, as "METHOD /path/{param}", rebuilt from its printed route tree: each line
 * is one segment under its parent, indented four characters per level.
 */
function listRoutes(printed: string): string[] {
  const routes: string[] = [];
  const segments: string[] = [];
  for (const line of printed.split('\n')) {
    const marker = line.indexOf('── ');
    if (marker < 0) continue;
    const depth = Math.round((marker - 1) / 4);
    const match = /^(.*?)(?: \(([^)]+)\))?$/.exec(line.slice(marker + 3));
    segments[depth] = match?.[1] ?? '';
    segments.length = depth + 1;
    if (!match?.[2]) continue;
    const openApiPath = segments.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of match[2].split(', ')) routes.push(`${method} ${openApiPath}`);
  }
  return routes;
}

/** Routes that are deliberately not part of the API description: the description itself and its page. */
const isUndocumented = (route: string) =>
  route.includes(openApiDocumentPath) || route.includes(apiDocsPath) || route.startsWith('HEAD ');

/** The HTTP API; everything else the server answers is the built web app's files. */
const isApiRoute = (route: string) => / \/(api|oidc)\//.test(route);

describe('OpenAPI 3.1 description', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: openApiDocumentPath });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Checks a real response against what the description says that route answers with that status. */
  function expectMatchesDocument(method: string, path: string, response: LightMyRequestResponse) {
    const described = document.paths[path]?.[method]?.responses?.[String(response.statusCode)];
    const schema = described?.content?.['application/json']?.schema;
    expect(schema, `${method.toUpperCase()} ${path} ${response.statusCode} is described`).toBeDefined();
    const validate = ajv.compile(schema as object);
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
  }

  it('is OpenAPI 3.1 and lists every registered API route', () => {
    expect(document.openapi).toBe('3.1.0');
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registered = listRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => isApiRoute(route) && !isUndocumented(route),
    );
    expect(registered.length).toBeGreaterThan(15);
    for (const route of ['POST /api/user/login', 'GET /api/site/{siteId}/issues/open', 'GET /api/health']) {
      expect(registered).toContain(route);
    }
    expect(registered.filter((route) => !described.has(route))).toEqual([]);
    // The signed local-file URLs are one wildcard route (printed apart from its prefix in the tree).
    expect(described).toContain('PUT /api/files/local/{*}');
    expect(described).toContain('GET /api/files/local/{*}');
  });

  it('describes request bodies from the same zod schemas the routes validate with', () => {
    const login = document.paths['/api/user/login']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[]; properties: object } } } };
    };
    const schema = login.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['accessToken']);
    expect(Object.keys(schema.properties)).toEqual(['accessToken', 'providerAccessToken']);
  });

  it('matches real responses of the API', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expectMatchesDocument('get', '/api/auth/config', config);

    const db = t.testDatabase.database.db;
    const user = await createTestUser(db);
    const site = await createTestSite(db, { memberIds: [user.id] });
    await createTestIssue(db, { siteId: site.id });
    const headers = await signInHeaders(db, user.id);

    expectMatchesDocument('get', '/api/user', await t.app.inject({ method: 'GET', url: '/api/user', headers }));
    expectMatchesDocument(
      'get',
      '/api/site/{siteId}',
      await t.app.inject({ method: 'GET', url: `/api/site/${site.id}`, headers }),
    );
    const open = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}/issues/open`, headers });
    expect(open.json().length ?? open.json().issues?.length).toBeGreaterThan(0);
    expectMatchesDocument('get', '/api/site/{siteId}/issues/open', open);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/site',
      headers,
      payload: {
        name: 'Described site',
        context: { postcode: 'SW1A 1AA', operatingHours: 'Mon-Fri 9-17', purpose: 'office' },
        type: 'PROPERTY_OWNER',
      },
    });
    expect(created.statusCode).toBe(201);
    expectMatchesDocument('post', '/api/site', created);
  });

  it('matches the answers of the webhook routes', async () => {
    const db = t.testDatabase.database.db;
    const owner = await createTestUser(db);
    const site = await createTestSite(db);
    await db.insert(siteMembers).values({ siteId: site.id, userId: owner.id, role: 'owner' });
    const headers = await signInHeaders(db, owner.id);
    const base = `/api/site/${site.id}/webhooks`;
    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { url: 'https://203.0.113.10/sitewatch', format: 'slack', events: ['issue.created'] },
    });
    expect(created.statusCode).toBe(201);
    expectMatchesDocument('post', '/api/site/{siteId}/webhooks', created);
    const id = created.json().id as string;
    expectMatchesDocument(
      'get',
      '/api/site/{siteId}/webhooks',
      await t.app.inject({ method: 'GET', url: base, headers }),
    );
    const test = await t.app.inject({ method: 'POST', url: `${base}/${id}/test`, headers });
    expect(test.statusCode).toBe(202);
    expectMatchesDocument('post', '/api/site/{siteId}/webhooks/{webhookId}/test', test);
    expectMatchesDocument(
      'get',
      '/api/site/{siteId}/webhooks/{webhookId}/deliveries',
      await t.app.inject({ method: 'GET', url: `${base}/${id}/deliveries`, headers }),
    );
  });

  it('serves a self-hosted reference page under the product CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${apiDocsPath}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // Every script and stylesheet of the page is served from this server.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
      (m) => new URL(m[1] ?? '', `http://localhost${apiDocsPath}/`).pathname,
    );
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const response = await t.app.inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
  });
});

describe('with API_DOCS_ENABLED=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ API_DOCS_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves neither the description nor the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: openApiDocumentPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${apiDocsPath}/` })).statusCode).toBe(404);
  });
});
