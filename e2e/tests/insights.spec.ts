import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { portfolioInsightsPath, siteInsightsPath, sitePath } from '@sitewatch/shared/paths';
import { createSiteAs, seriousAccessibilityViolations } from '../support/feedback-support';
import { desktopLayout, phoneLayout, undersizedTargets } from '../support/screen-checks';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { urlOf } from '../support/urls';

// The insights screen (issue 29): a site with a few reports, opened from the site's menu, at 390 and 1440 px;
// the charts are drawn, their numbers are in tables, axe finds nothing serious, and on the phone every
// control is at least 44 px. With a second site, the same screen for every site together.

const shots = 'screenshots';
fs.mkdirSync(shots, { recursive: true });

/** A new manager's site with three reports (two at the same place) and one of them resolved. */
async function siteWithReports(page: Page, name: string) {
  await signInAsNewManager(page, { email: uniqueEmail('insights'), name: 'Ines Insights' });
  const site = await createSiteAs(page, name);
  const headers = { 'x-site-id': site.id, 'x-site-code': site.idCode };
  const report = async (title: string, location: string) => {
    const response = await page.request.post(`/api/public/site/${site.id}/issues`, {
      headers,
      data: { title, description: `${title}, seen this morning.`, location, photoFileKeys: [] },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const spill = await report('Milk spilt across the floor', 'Aisle 3');
  await report('Shelf bracket hanging loose', 'Aisle 3');
  await report('Light flickering over the entrance', 'Front entrance');
  const resolved = await page.request.post(`/api/site/${site.id}/issues/${spill}/resolve`, {
    headers: { 'x-sitewatch-csrf': '1' },
  });
  expect(resolved.ok(), await resolved.text()).toBe(true);
  return site;
}

const layouts = [
  { name: 'phone', layout: phoneLayout, isPhone: true },
  { name: 'desktop', layout: desktopLayout, isPhone: false },
];

for (const { name, layout, isPhone } of layouts) {
  test(`a manager opens the insights of a site on the ${name}`, async ({ browser }) => {
    const context = await browser.newContext(layout);
    const page = await context.newPage();
    const site = await siteWithReports(page, `Harbour Market ${name}`);

    await page.goto(sitePath(site.id));
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = isPhone ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(urlOf(siteInsightsPath(site.id)));
    await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible();

    // This week: three opened, one resolved (the last row of the weekly table, which screen readers read).
    const weekly = page.getByRole('table', { name: 'Issues opened and resolved per week' });
    await expect(weekly.getByRole('row')).toHaveCount(13);
    await expect(weekly.getByRole('row').last().getByRole('cell')).toHaveText(['3', '1']);
    const places = page.getByRole('table', { name: /same place within 30 days/ });
    await expect(places.getByRole('row', { name: /Aisle 3/ }).getByRole('cell')).toHaveText(['2', '1', /\w+/]);
    await expect(page.getByRole('table', { name: 'By priority', exact: true }).getByRole('row')).toHaveCount(2);
    const languages = page.getByRole('table', { name: "Visitors' reports per language" });
    await expect(languages.getByRole('row')).not.toHaveCount(1);

    // Every chart is drawn by the chart library: a canvas per chart (weekly, time, days, hours, languages).
    await expect(page.locator('canvas')).toHaveCount(5);
    for (const canvas of await page.locator('canvas').all()) await expect(canvas).toBeVisible();

    await page.screenshot({ path: `${shots}/insights-${name}.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (isPhone) expect(await undersizedTargets(page)).toEqual([]);

    // Another period asks the server again and keeps the screen.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('4');
    await expect(weekly.getByRole('row')).toHaveCount(5);

    // With a second site, the menu offers every site together; each place that comes back names its site.
    await createSiteAs(page, `Quay Office ${name}`);
    await page.reload();
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Insights across sites' }).click();
    await page.waitForURL(urlOf(portfolioInsightsPath));
    await expect(page.getByRole('heading', { name: 'All sites', level: 1 })).toBeVisible();
    await expect(places.getByRole('row', { name: `Aisle 3 Harbour Market ${name}` })).toBeVisible();
    await page.screenshot({ path: `${shots}/insights-all-sites-${name}.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
}
