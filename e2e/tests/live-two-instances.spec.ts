import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { SpawnedServer } from '@sitewatch/server/testing';
import { sitePath } from '@sitewatch/shared/paths';
import { createFreshDatabase, startServerInstance } from '../support/server-instances';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';

// Two server processes share one PostgreSQL database: live updates must cross between them
// (LISTEN/NOTIFY). PGlite cannot be shared between processes, so this needs a PostgreSQL server.
const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, 'needs a PostgreSQL server: set TEST_DATABASE_URL (CI sets it)');

const portA = Number(process.env.E2E_INSTANCE_A_PORT ?? 3121);
const portB = Number(process.env.E2E_INSTANCE_B_PORT ?? 3122);

let database: { url: string; drop(): Promise<void> } | undefined;
let instanceA: SpawnedServer | undefined;
let instanceB: SpawnedServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await createFreshDatabase(adminUrl ?? '');
  instanceA = await startServerInstance({ port: portA, databaseUrl: database.url });
  instanceB = await startServerInstance({ port: portB, databaseUrl: database.url });
});

test.afterAll(async () => {
  await instanceA?.stop();
  await instanceB?.stop();
  await database?.drop();
});

test('an issue reported through instance A appears, without a reload, on a live screen served by instance B', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  if (!instanceA || !instanceB) throw new Error('instances not started');
  const context = await browser.newContext({ baseURL: instanceB.url });
  const page = await context.newPage();
  await signInAsNewManager(page, { email: uniqueEmail(), name: 'Casey Crossinstance' });
  const created = await page.request.post('/api/site', {
    headers: { 'x-sitewatch-csrf': '1' },
    data: {
      name: 'Two Instance Depot',
      companyName: 'Two Instance Depot',
      context: { postcode: 'M1 1AA', operatingHours: '24/7', purpose: 'warehouse' },
      type: 'PROPERTY_OWNER',
    },
  });
  expect(created.status()).toBe(201);
  const site = (await created.json()) as { id: string; idCode: string };

  await page.goto(sitePath(site.id));
  await expect(page.getByRole('heading', { name: 'Live issues' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByText('No issues to display')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const visitorOnA = await playwrightRequest.newContext({ baseURL: instanceA.url });
  const report = await visitorOnA.post(`/api/public/site/${site.id}/issues`, {
    headers: { 'x-site-id': site.id, 'x-site-code': site.idCode },
    data: {
      title: 'Forklift charger sparking',
      description: 'Sparks from the charger.',
      location: 'Bay 4',
      photoFileKeys: [],
    },
  });
  expect(report.status(), await report.text()).toBe(201);
  // The suite's bound, not a latency promise: on a busy machine the event can take longer than on a quiet one.
  const row = page.getByRole('link', { name: /Forklift charger sparking/ });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // And back: resolved through instance A (same session, shared database), gone from B's screen.
  const cookie = (await context.cookies()).find((c) => c.name === 'sw_session');
  const managerOnA = await playwrightRequest.newContext({
    baseURL: instanceA.url,
    extraHTTPHeaders: { cookie: `sw_session=${cookie?.value}`, 'x-sitewatch-csrf': '1' },
  });
  const issue = (await report.json()) as { id: string };
  const resolved = await managerOnA.post(`/api/site/${site.id}/issues/${issue.id}/resolve`);
  expect(resolved.status()).toBe(200);
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No issues to display')).toBeVisible();

  await page.screenshot({ path: 'screenshots/live-two-instances.png', fullPage: true });
  await visitorOnA.dispose();
  await managerOnA.dispose();
  await context.close();
});
