import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { siteMembersPath, siteWelcomePath } from '@sitewatch/shared/paths';
import { seriousAccessibilityViolations } from '../support/feedback-support';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { anyId, urlOf } from '../support/urls';

// A site owner adds a webhook to a receiver on loopback (the server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS),
// sends the test event and sees the delivery in the log.

async function createSite(page: Page, name: string): Promise<string> {
  await page.getByLabel('Site name').fill(name);
  await page.getByLabel('Postcode').fill('E1 6AN');
  await page.getByLabel('Operating hours').fill('Mon-Sun 7:00-22:00');
  await page.getByLabel('Site function').selectOption({ label: 'Retail' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(urlOf(siteWelcomePath(anyId)));
  return page.url().match(/site\/([0-9a-f-]{36})\//)?.[1] ?? '';
}

test('owner adds a webhook, sends a test event and sees it delivered', async ({ page }) => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/sitewatch`;
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewManager(page, { email: uniqueEmail('hooks'), name: 'Hana Hooks' });
    const siteId = await createSite(page, 'Quay Offices');
    await page.goto(siteMembersPath(siteId));
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

    await page.getByLabel('Receiver URL').fill(receiverUrl);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByLabel('Signing secret')).toHaveValue(/^whsec_/);

    const card = page.getByRole('listitem', { name: receiverUrl });
    await card.getByRole('button', { name: `Send test event to ${receiverUrl}` }).click();
    await expect(card.getByRole('region', { name: 'Recent deliveries' })).toContainText('Delivered', {
      timeout: 10_000,
    });
    await expect(card).toContainText('HTTP 204');
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['webhook-signature']).toMatch(/^v1,/);
    expect(JSON.parse(received[0]?.body ?? '{}').type).toBe('webhook.test');

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/webhooks-390.png', fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(card.getByRole('button', { name: `Send test event to ${receiverUrl}` })).toBeVisible();
    await page.screenshot({ path: 'screenshots/webhooks-1440.png', fullPage: true });
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
