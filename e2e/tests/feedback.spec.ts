import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { siteIssuePath } from '@sitewatch/shared/paths';
import {
  attachPhoto,
  type CreatedSite,
  createSiteAs,
  feedbackPath,
  makeTestPhoto,
  openAsVisitor,
  phone,
  say,
  seriousAccessibilityViolations,
} from '../support/feedback-support';
import { oncePerWorker } from '../support/once-per-worker';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';

const en = getTranslation('en');
const ar = getTranslation('ar');

function issueCard(page: Page, heading: string): Locator {
  return page.getByRole('article', { name: heading });
}

test.describe('public feedback page', () => {
  test('a visitor reports a leak with a photo in English, reloads midway, and the manager sees the photo', {
    tag: '@smoke',
  }, async ({ page, browser }) => {
    await signInAsNewManager(page, { email: uniqueEmail(), name: 'Maria Manager' });
    const site = await createSiteAs(page, 'Central Station');
    const photoPath = await makeTestPhoto(browser);

    const visitor = await openAsVisitor(browser, feedbackPath(site), 'en-GB');
    const consoleErrors: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await expect(visitor).toHaveTitle('Central Station');
    await expect(
      visitor.getByRole('heading', { name: `${en.mainTitle.highlight} ${en.mainTitle.subtitle}` }),
    ).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'ltr');
    for (const topic of ['internet', 'security', 'maintenance', 'cleaning'] as const) {
      await expect(visitor.getByRole('button', { name: en.chatHints[topic].label })).toBeVisible();
    }
    // Transcription is not configured on this server: no microphone.
    await expect(visitor.getByRole('button', { name: en.page.recordVoice })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: 'screenshots/feedback-en-start.png' });

    // The language sheet: 320 px high, a 248 px list, a check on the current language.
    await visitor.getByRole('button', { name: `${en.page.changeLanguage}: English` }).click();
    const sheet = visitor.getByRole('dialog', { name: en.page.languagePickerTitle });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.height).toBeCloseTo(320, 0);
    expect((await sheet.getByRole('list').boundingBox())?.height).toBeCloseTo(248, 0);
    await expect(sheet.getByRole('button', { pressed: true })).toContainText('English');
    await expect(sheet.getByRole('button')).toHaveCount(57 + 1); // every language and Close
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: 'screenshots/feedback-language-sheet.png' });
    await visitor.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // A real photo: shown at once, uploaded, acknowledged by the assistant.
    await attachPhoto(visitor, en.page.attachPhoto, photoPath);
    await expect(visitor.getByRole('img', { name: en.page.photoAlt, exact: true })).toBeVisible();
    await expect(visitor.getByText(en.assistant.photoReceived)).toBeVisible();
    await visitor.screenshot({ path: 'screenshots/feedback-en-photo.png' });
    await say(visitor, 'Water keeps dripping and there is a big puddle');
    await expect(visitor.getByText(en.assistant.askLocation)).toBeVisible();

    // The visitor leaves and comes back: the conversation, photo included, is still there.
    await visitor.reload();
    await expect(visitor.getByText('Water keeps dripping and there is a big puddle')).toBeVisible();
    await expect(visitor.getByText(en.assistant.askLocation)).toBeVisible();
    const restoredPhoto = visitor.getByRole('img', { name: en.page.photoAlt, exact: true });
    await expect(restoredPhoto).toBeVisible();
    expect(await restoredPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await say(visitor, 'Aisle 3, next to the freezers');
    const card = issueCard(visitor, en.issueReportForm.issue);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Aisle 3');
    await expect(card.getByRole('button', { name: en.issueReportForm.submitButton })).toBeVisible();
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: 'screenshots/feedback-en-draft.png' });

    // Edit: an emptied field shows its message and blocks submit; then the visitor fixes it.
    await card.getByRole('button', { name: en.issueReportForm.editButton }).click();
    const location = card.getByLabel(en.issueReportForm.location.label);
    await location.fill('');
    await expect(card.getByText(en.issueReportForm.location.missingError)).toBeVisible();
    await expect(card.getByRole('button', { name: en.issueReportForm.submitButton })).toBeDisabled();
    await location.fill('Aisle 3, next to the freezers, ground floor');
    await visitor.screenshot({ path: 'screenshots/feedback-en-edit.png' });
    const created = visitor.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/public/site/${site.id}/issues`) && response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: en.issueReportForm.submitButton }).click();
    const response = await created;
    expect(response.ok()).toBe(true);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const issue = (await response.json()) as { id: string; photos: Array<{ id: string }>; location: string };
    expect(issue.photos).toHaveLength(1);
    expect(issue.location).toBe('Aisle 3, next to the freezers, ground floor');
    await expect(card.getByText(en.issueReportForm.successMessage)).toBeVisible();
    await expect(card.getByRole('link', { name: en.issueReportForm.successSubtitleLink })).toBeVisible();
    await visitor.screenshot({ path: 'screenshots/feedback-en-success.png' });

    // The manager opens the issue and sees the photo, downscaled on the phone to 2048 px.
    await page.goto(siteIssuePath(site.id, issue.id));
    await expect(page.getByText('Aisle 3, next to the freezers, ground floor')).toBeVisible();
    const managerPhoto = page.locator('section[aria-roledescription="carousel"] img');
    await expect(managerPhoto).toBeVisible();
    const size = await managerPhoto.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(size).toEqual({ width: 2048, height: 1536 });

    // A new chat starts from the intro again.
    await card.getByRole('link', { name: en.issueReportForm.successSubtitleLink }).click();
    await expect(visitor.getByRole('button', { name: en.chatHints.internet.label })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: en.chatHints.internet.label })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an Arabic-speaking visitor gets the page in Arabic, right to left, and reports an issue', async ({
    page,
    browser,
  }) => {
    await signInAsNewManager(page, { email: uniqueEmail(), name: 'Omar Manager' });
    const site = await createSiteAs(page, 'Riverside Mall');

    const visitor = await openAsVisitor(browser, feedbackPath(site), 'ar-EG');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      visitor.getByRole('heading', { name: `${ar.mainTitle.highlight} ${ar.mainTitle.subtitle}` }),
    ).toBeVisible();
    await expect(visitor.getByPlaceholder(ar.chatInput.firstMessagePlaceholder)).toBeVisible();
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: 'screenshots/feedback-ar-start.png' });

    await visitor.getByRole('button', { name: ar.chatHints.cleaning.label }).click();
    const userBubble = visitor.getByText(ar.chatHints.cleaning.message, { exact: true });
    await expect(userBubble).toBeVisible();
    // Right to left: the visitor's own bubbles sit on the left.
    const box = await userBubble.boundingBox();
    expect(box!.x + box!.width / 2).toBeLessThan(phone.viewport.width / 2);
    await expect(visitor.getByText(ar.assistant.askDetails)).toBeVisible();
    await expect(visitor.getByPlaceholder(ar.chatInput.placeholder)).toBeVisible();

    await say(visitor, 'يوجد ماء كثير والناس ينزلقون');
    await expect(visitor.getByText(ar.assistant.askLocation)).toBeVisible();
    await say(visitor, 'بجانب المصعد في الطابق الأول');
    const card = issueCard(visitor, ar.issueReportForm.issue);
    await expect(card).toBeVisible();
    await expect(card).toContainText('بجانب المصعد');
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: 'screenshots/feedback-ar-draft.png' });

    const created = visitor.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/public/site/${site.id}/issues`) && response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: ar.issueReportForm.submitButton }).click();
    const issue = (await (await created).json()) as { id: string; location: string };
    await expect(card.getByText(ar.issueReportForm.successMessage)).toBeVisible();
    await visitor.screenshot({ path: 'screenshots/feedback-ar-success.png' });

    await page.goto(siteIssuePath(site.id, issue.id));
    await expect(page.getByText(issue.location)).toBeVisible();
    expect(issue.location).toContain('المصعد');
  });

  test('an unknown site or a wrong code shows the not-found view', async ({ browser }) => {
    const visitor = await openAsVisitor(
      browser,
      feedbackPath({ id: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001', idCode: 'not-the-code' }),
      'en-GB',
    );
    await expect(visitor.getByRole('heading', { name: en.page.siteNotFoundTitle })).toBeVisible();
    await expect(visitor.getByText(en.page.siteNotFoundText)).toBeVisible();
  });
});

/** The manager and site these journeys share, made once in each worker (support/once-per-worker.ts). */
const managerWithSite = oncePerWorker(async (browser: Browser) => {
  const manager = await browser.newPage();
  await signInAsNewManager(manager, { email: uniqueEmail(), name: 'Dana Manager' });
  return { manager, site: await createSiteAs(manager, 'Harbour Foods') };
});

test.describe('the assistant’s living draft', () => {
  const de = getTranslation('de');
  /** Assistant texts as the page shows them (markdown bold is rendered, not shown). */
  const shown = (text: string) => text.replaceAll('**', '');
  const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  // One manager and one site for these journeys; each visitor has a fresh browser context.
  let manager: Page;
  let site: CreatedSite;
  test.beforeEach(async ({ browser }) => {
    ({ manager, site } = await managerWithSite(browser));
  });

  test('a photo sent after the draft joins the same card and is reported with it', async ({ browser }) => {
    const photoPath = await makeTestPhoto(browser, { width: 1200, height: 900 });
    const visitor = await openAsVisitor(browser, feedbackPath(site), 'en-GB');

    await say(visitor, "There's a big puddle of water by the freezers in aisle 7, someone could slip");
    const cards = visitor.getByRole('article', { name: en.issueReportForm.issue });
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('definition').nth(2)).toHaveText('By the freezers in aisle 7');

    await attachPhoto(visitor, en.page.attachPhoto, photoPath);
    await expect(visitor.getByRole('img', { name: en.page.photoAlt, exact: true })).toBeVisible();
    await expect(visitor.getByText(shown(en.assistant.draftUpdated))).toBeVisible();
    await expect(visitor.getByText(en.assistant.photoReceived)).toHaveCount(0);
    await expect(cards).toHaveCount(1);
    // The card shows the photo it will send.
    await expect(cards.getByRole('img', { name: `${en.page.photoAlt} 1` })).toBeVisible();
    await visitor.screenshot({ path: 'screenshots/feedback-draft-photo.png' });

    const created = visitor.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/public/site/${site.id}/issues`) && response.request().method() === 'POST',
    );
    await cards.getByRole('button', { name: en.issueReportForm.submitButton }).click();
    const response = await created;
    expect(response.ok()).toBe(true);
    expect((response.request().postDataJSON() as { photoFileKeys: string[] }).photoFileKeys).toHaveLength(1);
    const issue = (await response.json()) as { id: string; photos: Array<{ id: string }> };
    expect(issue.photos).toHaveLength(1);
    await visitor.context().close();

    await manager.goto(siteIssuePath(site.id, issue.id));
    await expect(manager.getByText('By the freezers in aisle 7', { exact: true })).toBeVisible();
    await expect(manager.locator('section[aria-roledescription="carousel"] img')).toBeVisible();
  });

  test('a correction moves the place of the one card and keeps its title', async ({ browser }) => {
    const visitor = await openAsVisitor(browser, feedbackPath(site), 'en-GB');

    await say(visitor, 'The lights are flickering in the staff room');
    const cards = visitor.getByRole('article', { name: en.issueReportForm.issue });
    const fields = cards.getByRole('definition');
    await expect(cards).toHaveCount(1);
    await expect(fields.nth(0)).toHaveText('Lights are flickering');
    await expect(fields.nth(2)).toHaveText('Staff room');

    await say(visitor, 'Actually it is the break room on the first floor, not the staff room');
    await expect(visitor.getByText(shown(en.assistant.draftUpdated))).toBeVisible();
    await expect(fields.nth(2)).toHaveText('Break room on the first floor');
    await expect(fields.nth(0)).toHaveText('Lights are flickering');
    await expect(cards).toHaveCount(1);
    await visitor.screenshot({ path: 'screenshots/feedback-draft-correction.png' });
    await visitor.context().close();
  });

  for (const { lang, report, place } of [
    { lang: 'en', report: 'There is smoke coming from the kitchen', place: 'In the kitchen' },
    { lang: 'de', report: 'Aus der Küche kommt Rauch', place: 'In der Küche im Erdgeschoss' },
  ]) {
    test(`[${lang}] a smoke report gets the safety line first, and once`, async ({ browser }) => {
      const texts = lang === 'de' ? de : en;
      const visitor = await openAsVisitor(browser, feedbackPath(site), `${lang}-${lang.toUpperCase()}`);
      await expect(visitor.locator('html')).toHaveAttribute('lang', lang);
      await say(visitor, report);
      const safety = visitor.getByText(texts.assistant.safetyFirst);
      await expect(safety).toBeVisible();
      // The report names no place the assistant knows: it asks where, after the safety line.
      const question = visitor.getByText(texts.assistant.askLocation);
      await expect(question).toBeVisible();
      await expect(visitor.getByRole('textbox')).toBeEnabled();
      // The first reply's plain-text fallback is swapped for the markdown renderer once that chunk
      // loads; a box read mid-swap is empty, so the order is polled.
      await expect.poll(async () => (await topOf(question)) - (await topOf(safety))).toBeGreaterThan(0);

      await say(visitor, place);
      const card = visitor.getByRole('article', { name: texts.issueReportForm.issue });
      await expect(card).toHaveCount(1);
      await expect(visitor.getByRole('textbox')).toBeEnabled();
      await expect.poll(async () => (await topOf(card)) - (await topOf(safety))).toBeGreaterThan(0);
      await expect(visitor.getByText(texts.assistant.safetyFirst)).toHaveCount(1);
      await visitor.screenshot({ path: `screenshots/feedback-draft-safety-${lang}.png` });
      await visitor.context().close();
    });
  }
});
