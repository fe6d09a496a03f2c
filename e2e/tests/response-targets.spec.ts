import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { siteMembersPath, sitePath } from '@sitewatch/shared/paths';
import { createSiteAs, seriousAccessibilityViolations } from '../support/feedback-support';
import { desktopLayout, phoneLayout, undersizedTargets } from '../support/screen-checks';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';

// Response targets (issue 29): a site owner gives the site short targets in its settings (under Members), a
// visitor reports an issue, and while the manager watches the live list the issue turns overdue. The page's
// clock is Playwright's, moved on by three minutes, instead of waiting real time.

const shots = 'screenshots/response-targets';
fs.mkdirSync(shots, { recursive: true });

for (const [name, layout] of [
  ['390', phoneLayout],
  ['1440', desktopLayout],
] as const) {
  test.describe(`at ${name} px`, () => {
    test.use(layout);

    test('an owner sets short response targets and an open issue turns overdue while the list is open', async ({
      page,
    }) => {
      await signInAsNewManager(page, { email: uniqueEmail('targets'), name: 'Tara Targets' });
      const site = await createSiteAs(page, `Depot ${name}`);
      // From here on the page runs on a clock the test moves; it starts at the real time, as the server's.
      await page.clock.install();

      await page.goto(siteMembersPath(site.id));
      const form = page.getByRole('form', { name: 'Response targets' });
      await expect(form.getByLabel('Critical', { exact: true })).toHaveValue('1');
      await expect(form.getByLabel('Critical unit')).toHaveValue('hours');
      await expect(form.getByLabel('Low', { exact: true })).toHaveValue('7');
      await expect(form.getByLabel('Low unit')).toHaveValue('days');
      // Two minutes for every priority, whatever the triage decides.
      for (const priority of ['Critical', 'High', 'Medium', 'Low']) {
        await form.getByLabel(priority, { exact: true }).fill('2');
        await form.getByLabel(`${priority} unit`).selectOption('minutes');
      }
      await form.getByRole('button', { name: 'Save targets' }).click();
      await expect(form.getByText('Response targets saved.')).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      if (name === '390') expect(await undersizedTargets(page)).toEqual([]);
      // From the top: a full-page shot taken scrolled down draws the sticky header in the middle.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/settings-${name}.png`, fullPage: true });

      const report = await page.request.post(`/api/public/site/${site.id}/issues`, {
        headers: { 'x-site-id': site.id, 'x-site-code': site.idCode },
        data: {
          title: 'Broken glass on the loading bay floor',
          description: 'A pallet of bottles fell and there is glass everywhere.',
          location: 'Loading bay 2',
          photoFileKeys: [],
        },
      });
      expect(report.status(), await report.text()).toBe(201);

      await page.goto(sitePath(site.id));
      const row = page.getByRole('link', { name: /Broken glass on the loading bay floor/ });
      await expect(row).toContainText(/due in [12] min/);
      await expect(row).not.toContainText('overdue');

      // Three minutes later, with the list still open: the row says how late it is, in words.
      await page.clock.fastForward('03:00');
      await expect(row).toContainText(/\d min overdue/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      if (name === '390') expect(await undersizedTargets(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/list-${name}.png`, fullPage: true });

      await row.click();
      await expect(
        page.getByRole('heading', { name: 'Broken glass on the loading bay floor', level: 1 }),
      ).toBeVisible();
      await expect(page.getByText(/^!?\d min overdue$/)).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/detail-${name}.png`, fullPage: true });
    });
  });
}
