import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { siteMembersPath } from '@sitewatch/shared/paths';
import { createSiteAs, seriousAccessibilityViolations } from '../support/feedback-support';
import { desktopLayout, phoneLayout, undersizedTargets } from '../support/screen-checks';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';

// The weekly summary email (issue 29): a member turns it on for themselves under Members, and it stays on. The
// sending itself is covered by the server's tests on a fake clock (test/weekly-summary).

const shots = 'screenshots/weekly-summary';
fs.mkdirSync(shots, { recursive: true });

for (const [name, layout] of [
  ['390', phoneLayout],
  ['1440', desktopLayout],
] as const) {
  test.describe(`at ${name} px`, () => {
    test.use(layout);

    test('a member turns the weekly summary on for a site, and it stays on', async ({ page }) => {
      await signInAsNewManager(page, { email: uniqueEmail('weekly'), name: 'Wanda Weekly' });
      const site = await createSiteAs(page, `Arcade ${name}`);

      await page.goto(siteMembersPath(site.id));
      const section = page.getByRole('region', { name: 'Weekly summary' });
      const box = section.getByRole('checkbox', { name: 'Email me a weekly summary of this site' });
      await expect(box).toBeEnabled();
      await expect(box).not.toBeChecked();
      await box.check();
      await expect(section.getByText('Weekly summary turned on.')).toBeVisible();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      if (name === '390') expect(await undersizedTargets(page)).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/members-${name}.png` });

      await page.reload();
      await expect(box).toBeEnabled();
      await expect(box).toBeChecked();
      await box.uncheck();
      await expect(section.getByText('Weekly summary turned off.')).toBeVisible();
      await page.reload();
      await expect(box).toBeEnabled();
      await expect(box).not.toBeChecked();
    });
  });
}
