import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sitePath, siteReportPath, siteWelcomePath } from '@sitewatch/shared/paths';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { anyId, urlOf } from '../support/urls';

// Generate report (spec section 2; issue 7): the screen asks for the report, says where it goes, and the
// email with the PDF is written to the outbox (no SMTP server is configured in this run).
test('a manager requests a site report and it is emailed with the PDF attached', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('reports');
  await signInAsNewManager(page, { email, name: 'Robin Reports' });

  const siteName = `Harbour Depot ${Date.now().toString(36)}`;
  await page.getByLabel('Site name').fill(siteName);
  await page.getByLabel('Postcode').fill('BS1 4DJ');
  await page.getByLabel('Operating hours').fill('Mon-Fri 8:00-18:00');
  await page.getByLabel('Site function').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(urlOf(siteWelcomePath(anyId)));
  const link = await page.getByLabel('Feedback link').inputValue();
  const [, siteId = '', idCode = ''] = link.match(/\/feedback\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)$/) ?? [];

  // One open issue, so the report has a row in its table.
  const created = await request.post(`/api/public/site/${siteId}/issues`, {
    headers: { 'x-site-id': siteId, 'x-site-code': idCode },
    data: {
      title: 'Loading bay door jammed',
      description: 'Will not open fully.',
      location: 'Bay 3',
      photoFileKeys: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Hold the request a moment so the waiting state can be seen and pictured.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/site/${siteId}/report`, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto(sitePath(siteId));
  await page.getByRole('link', { name: 'Generate Report' }).click();
  await page.waitForURL(urlOf(siteReportPath(siteId)));
  await expect(page.getByText('Generating Report', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Sitewatch Report is being generated' })).toBeVisible();
  await expect(
    page.getByText(`You will receive this report via email at ${email}. You can safely close this page.`),
  ).toBeVisible();
  await page.screenshot({ path: 'screenshots/report-generating.png', fullPage: true });

  release();
  await expect(page.getByText('Report Generated', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Sitewatch Report has been generated' })).toBeVisible();
  await expect(page.getByText(`Your report has been sent to ${email}`)).toBeVisible();
  await page.screenshot({ path: 'screenshots/report-generated.png', fullPage: true });

  // The background job writes the email to the outbox: subject, recipient, both parts and the PDF.
  const outbox = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
  const findReport = () =>
    fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
          .find((content) => content.includes(`Subject: Sitewatch Report: ${siteName}`))
      : undefined;
  await expect.poll(() => findReport() !== undefined, { timeout: 30_000 }).toBe(true);
  const file = findReport();
  expect(file).toContain(`To: ${email}`);
  expect(file).toContain('Content-Type: text/plain');
  expect(file).toContain('Content-Type: text/html');
  expect(file).toContain('Content-Type: application/pdf');
  expect(file).toContain('Loading bay door jammed');
});
