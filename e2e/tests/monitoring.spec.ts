import { expect, test } from '@playwright/test';
import {
  type FakeSentryIngest,
  type SpawnedServer,
  spawnServer,
  startFakeSentryIngest,
} from '@sitewatch/server/testing';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { feedbackPathPrefix } from '@sitewatch/shared/paths';
import { createSiteAs, feedbackPath } from '../support/feedback-support';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';

// Monitoring (SENTRY_DSN) on a server of its own, sending to a Sentry-compatible ingest on loopback.
const port = Number(process.env.E2E_MONITORING_PORT ?? 3163);
const en = getTranslation('en');
const reportText = 'Broken glass all over the floor by the main entrance doors';

let ingest: FakeSentryIngest;
let server: SpawnedServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ingest = await startFakeSentryIngest();
  server = await spawnServer({ port, env: { SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'e2e' } });
});
test.afterAll(async () => {
  await server?.stop();
  await ingest?.close();
});

test('an error on the visitor page reaches the monitoring server with a trace and a replay, and nothing the visitor wrote', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signInAsNewManager(manager, { email: uniqueEmail('monitoring'), name: 'Mona Manager' });
  const site = await createSiteAs(manager, 'Monitored Station');

  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto(feedbackPath(site));
  const input = visitor.getByRole('textbox');
  await input.fill(reportText);
  await input.press('Enter');
  await expect(visitor.getByRole('article', { name: en.issueReportForm.issue })).toBeVisible();

  // The SDK loads after the page has painted; then an unexpected error happens on the page.
  await visitor.waitForFunction(() => '__SENTRY__' in window);
  await visitor.evaluate(() => {
    setTimeout(() => {
      throw new Error('The draft card failed to render "Broken glass all over the floor"');
    });
  });

  const event = await ingest.waitFor('event', (item) => JSON.stringify(item.body).includes('draft card failed'));
  expect(event.body).toMatchObject({
    environment: 'e2e',
    exception: { values: [{ type: 'Error', value: 'The draft card failed to render [redacted]' }] },
    // The path keeps the site id; the link code is long enough to be treated as a token.
    request: { url: `${server.url}${feedbackPathPrefix}${site.id}/:token` },
  });
  // Replay on error (rate 1): the recording arrives, with every text masked.
  await ingest.waitFor('replay_recording');
  await ingest.waitFor('transaction', (item) => item.body?.contexts !== undefined);

  const everything = ingest.rawText();
  expect(everything).not.toContain('Broken glass');
  expect(everything).not.toContain('main entrance doors');
  expect(everything).not.toContain(site.name);
});
