import { type Browser, expect, type Page, test } from '@playwright/test';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { siteIssuePath } from '@sitewatch/shared/paths';
import {
  attachPhoto,
  type CreatedSite,
  createSiteAs,
  feedbackPath,
  makeTestPhoto,
  openAsVisitor,
  say,
} from '../support/feedback-support';
import { oncePerWorker } from '../support/once-per-worker';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';

const en = getTranslation('en');
const de = getTranslation('de');
/** Assistant texts as the page shows them (markdown bold is rendered, not shown). */
const shown = (text: string) => text.replaceAll('**', '');

function submitted(page: Page, site: CreatedSite) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/public/site/${site.id}/issues`) && response.request().method() === 'POST',
  );
}

/** The manager and site these journeys share, made once in each worker (support/once-per-worker.ts). */
const managerWithSite = oncePerWorker(async (browser: Browser) => {
  const manager = await browser.newPage();
  await signInAsNewManager(manager, { email: uniqueEmail(), name: 'Ines Manager' });
  return { manager, site: await createSiteAs(manager, 'Plaza Market') };
});

test.describe('the intake understands the visitor', () => {
  let manager: Page;
  let site: CreatedSite;
  test.beforeEach(async ({ browser }) => {
    ({ manager, site } = await managerWithSite(browser));
  });

  test('a gas report typed in Spanish on the English page gets the safety line and is stored CRITICAL', async ({
    browser,
  }) => {
    const visitor = await openAsVisitor(browser, feedbackPath(site), 'en-GB');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
    await say(visitor, 'huele muchísimo a gas en la cocina del restaurante, al fondo del pasillo');
    // The page stays English: the assistant answers in it, having read the Spanish.
    await expect(visitor.getByText(en.assistant.safetyFirst)).toBeVisible();
    const card = visitor.getByRole('article', { name: en.issueReportForm.issue });
    await expect(card).toHaveCount(1);
    await visitor.screenshot({ path: 'screenshots/intake-spanish-gas-on-english-page.png' });

    const created = submitted(visitor, site);
    await card.getByRole('button', { name: en.issueReportForm.submitButton }).click();
    const response = await created;
    expect(response.ok()).toBe(true);
    const issue = (await response.json()) as { id: string; priority: { id: string }; category: { id: string } };
    expect(issue.priority.id).toBe('CRITICAL');
    expect(issue.category.id).toBe('MECHANICAL_ELECTRICAL');
    await visitor.context().close();

    // The manager's list puts it first, marked critical.
    await manager.goto(siteIssuePath(site.id, issue.id));
    await expect(manager.getByText('Critical', { exact: false }).first()).toBeVisible();
  });

  test('a German correction and a German photo caption keep one card with both photos', async ({ browser }) => {
    const photoPath = await makeTestPhoto(browser, { width: 1200, height: 900 });
    const visitor = await openAsVisitor(browser, feedbackPath(site), 'de-DE');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
    await say(visitor, 'Das Waschbecken in der Herrentoilette im 2. Stock ist verstopft');
    const cards = visitor.getByRole('article', { name: de.issueReportForm.issue });
    await expect(cards).toHaveCount(1);
    const location = cards.getByRole('definition').nth(2);
    await expect(location).toContainText('2. Stock');

    await attachPhoto(visitor, de.page.attachPhoto, photoPath);
    await expect(visitor.getByRole('img', { name: de.page.photoAlt, exact: true })).toHaveCount(1);
    await expect(visitor.getByText(shown(de.assistant.draftUpdated)).first()).toBeVisible();

    await say(visitor, 'Entschuldigung, es ist der 3. Stock, nicht der 2.');
    await expect(location).toContainText('3. Stock');
    await expect(location).toContainText('Herrentoilette');
    await expect(cards.getByRole('definition').nth(1)).not.toContainText('2. Stock');

    await say(visitor, 'hier noch ein Foto');
    await attachPhoto(visitor, de.page.attachPhoto, photoPath);
    await expect(visitor.getByRole('img', { name: de.page.photoAlt, exact: true })).toHaveCount(2);
    await expect(cards).toHaveCount(1);
    // One coherent card: the corrected place and both photos it will send.
    await expect(cards.getByRole('img')).toHaveCount(2);
    await cards.scrollIntoViewIfNeeded();
    await cards.screenshot({ path: 'screenshots/intake-german-correction-and-caption.png' });

    const created = submitted(visitor, site);
    await cards.getByRole('button', { name: de.issueReportForm.submitButton }).click();
    const response = await created;
    expect(response.ok()).toBe(true);
    const issue = (await response.json()) as { photos: Array<{ id: string }>; location: string };
    expect(issue.photos).toHaveLength(2);
    expect(issue.location).toContain('3. Stock');
    await visitor.context().close();
  });
});
