import { expect, test } from '@playwright/test';

test('the API reference page renders under the product CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));

  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Sitewatch API/ })).toBeVisible();
  await expect(page.getByText('/api/user/login', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'screenshots/api-docs.png', fullPage: false });
  expect(violations).toEqual([]);
});
