import { expect, test } from '@playwright/test';

test('the app shell loads with the dark theme and the self-hosted font', { tag: '@smoke' }, async ({ page }) => {
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sitewatch' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  const look = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return {
      background: style.backgroundColor,
      color: style.color,
      font: style.fontFamily,
      spacing: style.letterSpacing,
    };
  });
  expect(look.background).toBe('rgb(13, 15, 18)');
  expect(look.color).toBe('rgb(243, 245, 248)');
  expect(look.font).toContain('Inter Variable');
  expect(Number.parseFloat(look.spacing)).toBeLessThan(0);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);

  await page.screenshot({ path: 'screenshots/app-shell.png', fullPage: true });
  expect(failedRequests).toEqual([]);
});

test('client routes are served by the single-page app', async ({ page }) => {
  const response = await page.goto('/some/unknown/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
