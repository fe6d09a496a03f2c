import fs from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { portfolioIssuesPath, siteIssuePath, sitePath } from '@sitewatch/shared/paths';
import { type CreatedSite, createSiteAs, seriousAccessibilityViolations } from '../support/feedback-support';
import { desktopLayout, phoneLayout, undersizedTargets } from '../support/screen-checks';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { anyId, urlOf } from '../support/urls';

// The portfolio (issue 29): a manager with two sites opens every site's open issues in one live list, at 1440 px
// and 390 px. A visitor's report to either site appears at once with its site's name, the Site filter narrows the
// list, and the side menu's counts per site follow.

const shots = 'screenshots';
fs.mkdirSync(shots, { recursive: true });

async function report(request: APIRequestContext, site: CreatedSite, title: string, location: string) {
  const response = await request.post(`/api/public/site/${site.id}/issues`, {
    headers: { 'x-site-id': site.id, 'x-site-code': site.idCode },
    data: { title, description: `${title}, seen just now.`, location, photoFileKeys: [] },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The side menu: a dialog opened from the header on a phone, a rail on a desk. */
async function openMenu(page: Page, isPhone: boolean): Promise<Locator> {
  if (!isPhone) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test('a manager with two sites watches both in one live list, on a desk and on a phone', async ({ browser }) => {
  test.setTimeout(90_000);
  const desk = await browser.newContext(desktopLayout);
  const page = await desk.newPage();
  await signInAsNewManager(page, { email: uniqueEmail('portfolio'), name: 'Pat Portfolio' });
  const market = await createSiteAs(page, 'Harbour Market');
  const station = await createSiteAs(page, 'Quay Station');

  // From the side menu's All sites entry; the list is live before anything is reported.
  await page.goto(sitePath(market.id));
  await (await openMenu(page, false)).getByRole('link', { name: 'All sites' }).click();
  await page.waitForURL(urlOf(portfolioIssuesPath));
  await expect(page.getByRole('heading', { name: 'All sites', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(page.getByText('No issues to display')).toBeVisible();

  await report(page.request, market, 'Freezer door will not close', 'Fish hall');
  await report(page.request, station, 'Ticket machine screen cracked', 'Platform 2');
  const freezer = page.getByRole('link', { name: /Freezer door will not close/ });
  const ticket = page.getByRole('link', { name: /Ticket machine screen cracked/ });
  await expect(freezer).toContainText('Harbour Market');
  await expect(ticket).toContainText('Quay Station');
  // Each open row shows when it is due, by its own site's response targets (the defaults here).
  await expect(ticket).toContainText(/due in \d/);
  // Each row opens on its own site.
  await expect(ticket).toHaveAttribute('href', urlOf(siteIssuePath(station.id, anyId), { end: false }));

  // The menu's counts follow the reports (each site one open issue).
  const rail = await openMenu(page, false);
  await expect(rail.getByRole('link', { name: /^Harbour Market 1 open/ })).toBeVisible();
  await expect(rail.getByRole('link', { name: /^Quay Station 1 open/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/portfolio-desktop.png`, fullPage: true });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The Site filter narrows the list to one site.
  await page.getByRole('button', { name: 'Filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'Quay Station' });
  await sheet.getByRole('button', { name: 'Show 1 issue' }).click();
  await expect(freezer).toBeHidden();
  await expect(ticket).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await page.screenshot({ path: `${shots}/portfolio-desktop-filtered.png`, fullPage: true });

  // The same manager on a phone: a site line on each row, and a new report to either site arrives live.
  const phone = await browser.newContext({ ...phoneLayout, storageState: await desk.storageState() });
  const mobile = await phone.newPage();
  await mobile.goto(portfolioIssuesPath);
  await expect(mobile.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(mobile.getByRole('link', { name: /Freezer door will not close/ })).toContainText('Harbour Market');
  await report(mobile.request, market, 'Strong smell of gas by the oyster bar', 'Fish hall');
  const gas = mobile.getByRole('link', { name: /Strong smell of gas by the oyster bar/ });
  await expect(gas).toContainText('Harbour Market');
  await expect(gas).toContainText('Critical priority');
  await expect(gas).toContainText(/due in (1 h|\d+ min)/);
  // The desk's list, filtered to the other site, leaves it out.
  await expect(page.getByRole('link', { name: /Strong smell of gas/ })).toBeHidden();

  // The counts name the critical one too.
  const menu = await openMenu(mobile, true);
  await expect(menu.getByRole('link', { name: 'Harbour Market 2 open, 1 critical' })).toBeVisible();
  await mobile.screenshot({ path: `${shots}/portfolio-phone-menu.png` });
  expect(await seriousAccessibilityViolations(mobile)).toEqual([]);
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await mobile.screenshot({ path: `${shots}/portfolio-phone.png`, fullPage: true });
  expect(await seriousAccessibilityViolations(mobile)).toEqual([]);
  expect(await undersizedTargets(mobile)).toEqual([]);
  await phone.close();
  await desk.close();
});
