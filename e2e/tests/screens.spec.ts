import fs from 'node:fs';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import {
  createSitePath,
  feedbackPathPrefix,
  jobPath,
  jobPathPrefix,
  loginPath,
  onboardingPath,
  siteIssuePath,
  sitePath,
  siteReportPath,
  siteWelcomePath,
  statusPagePath,
  userAreaPath,
} from '@sitewatch/shared/paths';
import {
  createSiteAs,
  feedbackPath,
  makeTestPhoto,
  seriousAccessibilityViolations,
  uploadVisitorPhoto,
} from '../support/feedback-support';
import { oncePerWorker } from '../support/once-per-worker';
import { waitForLinkInOutbox } from '../support/outbox';
import { desktopLayout, focusIsVisible, phoneLayout, tabTo, undersizedTargets } from '../support/screen-checks';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { urlOf } from '../support/urls';

// What a person notices (issue 15): every screen at 390 × 844 and 1440 × 900, screenshotted, checked
// by axe (no serious or critical issue) and, on the phone, with every button and link at least 44 px.

const en = getTranslation('en');
const shots = 'screenshots/screens';
fs.mkdirSync(shots, { recursive: true });

interface Screen {
  name: string;
  path: string;
  /** Waits until the screen has loaded; may open something first (a sheet, the photo viewer). */
  ready: (page: Page) => Promise<void>;
}

interface Fixture {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  site: { id: string; idCode: string; name: string };
  issueId: string;
}

/** One manager with a site and two reported issues (one with two photos), shared by the screens. */
async function prepare(browser: Browser): Promise<Fixture> {
  const context = await browser.newContext(desktopLayout);
  const page = await context.newPage();
  await signInAsNewManager(page, { email: uniqueEmail('screens'), name: 'Sam Screens' });
  const site = await createSiteAs(page, 'Harbour Market');
  const headers = { 'x-site-id': site.id, 'x-site-code': site.idCode };
  const photo = fs.readFileSync(await makeTestPhoto(browser, { width: 1600, height: 1200 }));
  const photoFileKeys: string[] = [];
  for (let i = 0; i < 2; i++) {
    photoFileKeys.push(await uploadVisitorPhoto(page.request, site, photo));
  }
  const report = (data: object) => page.request.post(`/api/public/site/${site.id}/issues`, { headers, data });
  const withPhotos = await report({
    title: 'Water dripping from the ceiling by the freezers',
    description: 'A steady drip, and a puddle is spreading across the aisle.',
    location: 'Aisle 3, next to the freezers',
    photoFileKeys,
  });
  expect(withPhotos.status()).toBe(201);
  expect(
    (
      await report({
        title: 'Card reader at till 2 keeps rejecting cards',
        description: 'Customers are asked to pay cash.',
        location: 'Till 2',
        photoFileKeys: [],
      })
    ).status(),
  ).toBe(201);
  // A title and a location too long for one line of the list: they read whole over two (issue 26).
  expect(
    (
      await report({
        title: 'Fire exit blocked by delivery pallets in the loading bay',
        description: 'Pallets stacked against the fire exit door; it cannot be opened.',
        location: 'Loading bay corridor behind the bakery counter',
        photoFileKeys: [],
      })
    ).status(),
  ).toBe(201);
  const issueId = ((await withPhotos.json()) as { id: string }).id;
  const storageState = await context.storageState();
  await context.close();
  return { storageState, site, issueId };
}

/** The screens' manager, site and issues, made once in each worker. */
const preparedOnce = oncePerWorker(prepare);

function managerScreens({ site, issueId }: Fixture): Screen[] {
  const heading = (name: string) => async (page: Page) => {
    await expect(page.getByRole('heading', { name }).first()).toBeVisible({ timeout: 30_000 });
  };
  return [
    { name: 'landing', path: '/', ready: heading('Sitewatch') },
    { name: 'login', path: loginPath, ready: heading('Sitewatch') },
    { name: 'user-index', path: userAreaPath, ready: heading('Your account') },
    { name: 'onboarding', path: onboardingPath, ready: heading("Welcome. Let's set up your account.") },
    { name: 'create-site', path: createSitePath, ready: heading('Tell us about your site') },
    {
      name: 'live-issues',
      path: sitePath(site.id),
      ready: async (page) => {
        // The list loads once the live stream is open.
        await expect(page.getByRole('link', { name: /Water dripping from the ceiling/ })).toBeVisible({
          timeout: 30_000,
        });
        // Whole, over two lines at most, at both widths: nothing hidden by the two-line cut.
        const row = page.getByRole('link', { name: /Fire exit blocked/ });
        for (const text of ['Fire exit blocked by delivery pallets in the loading bay', 'Loading bay corridor']) {
          const shown = await row.getByTitle(new RegExp(`^${text}`)).evaluate((element) => ({
            isWhole: element.scrollHeight <= element.clientHeight + 1,
            lines: Math.round(element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight)),
          }));
          expect(shown.isWhole, text).toBe(true);
          expect(shown.lines).toBeLessThanOrEqual(2);
        }
      },
    },
    {
      name: 'filter-sheet',
      path: sitePath(site.id),
      ready: async (page) => {
        await expect(page.getByRole('link', { name: /Card reader at till 2/ })).toBeVisible({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Filter' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: 'issue-detail',
      path: siteIssuePath(site.id, issueId),
      ready: async (page) => {
        await expect(page.getByRole('img', { name: /photo 1 of 2/ })).toBeVisible();
      },
    },
    {
      name: 'photo-viewer',
      path: siteIssuePath(site.id, issueId),
      ready: async (page) => {
        await page.getByRole('button', { name: /Open full size/ }).click();
        await expect(page.getByRole('button', { name: 'Close photo' })).toBeVisible();
      },
    },
    { name: 'welcome', path: siteWelcomePath(site.id), ready: heading('Share the link below with your team') },
    {
      name: 'generate-report',
      path: siteReportPath(site.id),
      ready: async (page) => {
        await expect(page.getByText('Report Generated')).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'site-not-found',
      path: sitePath('00000000-0000-4000-8000-000000000000'),
      ready: heading('Site Not Found'),
    },
    { name: 'user-routes-not-found', path: `${userAreaPath}/no/such/page`, ready: heading('User Routes: Not found') },
    { name: 'not-found', path: '/no/such/page', ready: heading('Page not found') },
  ];
}

async function checkScreen(page: Page, screen: Screen, layout: 'phone' | 'desktop'): Promise<void> {
  await page.goto(screen.path);
  await screen.ready(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/${screen.name}-${layout === 'phone' ? 390 : 1440}.png`, fullPage: true });
  // Soft: one run lists every screen's problems.
  expect.soft(await seriousAccessibilityViolations(page), `${screen.name} at ${layout}`).toEqual([]);
  expect.soft(await undersizedTargets(page), `${screen.name} targets at ${layout}`).toEqual([]);
}

test.describe('every screen', () => {
  // Many screens per test, at two sizes: more than the default minute on a busy CI machine.
  test.describe.configure({ timeout: 400_000 });
  let fixture: Fixture;
  test.beforeEach(async ({ browser }) => {
    fixture = await preparedOnce(browser);
  });

  // Each size in two halves (the account's screens, then the site's), so the two workers share them evenly.
  const siteScreens = ['live-issues', 'filter-sheet', 'issue-detail', 'photo-viewer', 'generate-report'];
  for (const layout of ['phone', 'desktop'] as const) {
    const size = layout === 'phone' ? '390 × 844' : '1440 × 900';
    test(`manager screens at ${size}: signing in, account, set-up and not found`, async ({ browser }) => {
      test.setTimeout(400_000);
      const context = await browser.newContext({
        ...(layout === 'phone' ? phoneLayout : desktopLayout),
        storageState: fixture.storageState,
      });
      const page = await context.newPage();
      for (const screen of managerScreens(fixture).filter((screen) => !siteScreens.includes(screen.name))) {
        await checkScreen(page, screen, layout);
      }
      await context.close();
    });

    test(`manager screens at ${size}: the site's issues, an issue, its photos, the report and the menu`, async ({
      browser,
    }) => {
      test.setTimeout(400_000);
      const context = await browser.newContext({
        ...(layout === 'phone' ? phoneLayout : desktopLayout),
        storageState: fixture.storageState,
      });
      const page = await context.newPage();
      for (const screen of managerScreens(fixture).filter((screen) => siteScreens.includes(screen.name))) {
        await checkScreen(page, screen, layout);
      }

      // The side menu: a dialog from the header on the phone, always on screen on the desktop.
      await page.goto(sitePath(fixture.site.id));
      if (layout === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.screenshot({ path: `${shots}/side-menu-390.png` });
        expect.soft(await seriousAccessibilityViolations(page)).toEqual([]);
        expect.soft(await undersizedTargets(page)).toEqual([]);
      } else {
        const rail = page.getByRole('navigation', { name: 'Main' });
        await expect(rail).toBeVisible();
        expect((await page.getByRole('complementary').boundingBox())?.width).toBe(300);
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
        await expect(rail.getByRole('link', { name: fixture.site.name })).toHaveAttribute('aria-current', 'page');
        // The list uses the width: the location and category columns are on screen.
        const row = page.getByRole('link', { name: /Water dripping from the ceiling/ });
        await expect(row).toBeVisible({ timeout: 30_000 });
        await expect(row.getByText('Aisle 3, next to the freezers')).toBeVisible();
        await expect(row.locator('time')).toHaveCSS('font-variant-numeric', 'tabular-nums');
      }
      await context.close();
    });
  }

  test('the stale sign-in callback keeps the loading view, then offers to sign in again', async ({ browser }) => {
    for (const layout of ['phone', 'desktop'] as const) {
      const context = await browser.newContext(layout === 'phone' ? phoneLayout : desktopLayout);
      const page = await context.newPage();
      // The offer comes a few seconds after the callback fails: the page's clock is moved on instead of
      // waiting them out. The timer starts only once the failed exchange is known, so the clock is moved
      // again until it has fired.
      await page.clock.install();
      await page.goto(`${loginPath}?code=bookmarked&state=long-gone`);
      await expect(page.getByText('Signing you in')).toBeVisible();
      const signInAgain = page.getByRole('button', { name: 'Sign in again' });
      await expect(async () => {
        await page.clock.fastForward(5_000);
        await expect(signInAgain).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByText('Signing you in')).toBeVisible();
      await page.screenshot({ path: `${shots}/login-stale-${layout === 'phone' ? 390 : 1440}.png` });
      expect.soft(await seriousAccessibilityViolations(page)).toEqual([]);
      if (layout === 'phone') expect.soft(await undersizedTargets(page)).toEqual([]);
      await context.close();
    }
  });

  test("the embedded sign-in page wears the product's face and icon", async ({ browser }) => {
    for (const layout of ['phone', 'desktop'] as const) {
      const context = await browser.newContext(layout === 'phone' ? phoneLayout : desktopLayout);
      const page = await context.newPage();
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await page.goto(loginPath);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/oidc/assets/favicon.svg');
      await page.screenshot({ path: `${shots}/provider-sign-in-${layout === 'phone' ? 390 : 1440}.png` });
      expect.soft(await seriousAccessibilityViolations(page)).toEqual([]);
      if (layout === 'phone') expect.soft(await undersizedTargets(page)).toEqual([]);
      expect(missing).toEqual([]);
      await context.close();
    }
  });

  test('visitor screens: the feedback page, its language sheet and a feedback link that leads nowhere', async ({
    browser,
  }) => {
    for (const layout of ['phone', 'desktop'] as const) {
      const context = await browser.newContext({
        ...(layout === 'phone' ? phoneLayout : desktopLayout),
        locale: 'en-GB',
      });
      const page = await context.newPage();
      const width = layout === 'phone' ? 390 : 1440;
      await page.goto(feedbackPath(fixture.site));
      await expect(page.getByRole('button', { name: en.chatHints.internet.label })).toBeVisible();
      await page.screenshot({ path: `${shots}/feedback-${width}.png`, fullPage: true });
      expect.soft(await seriousAccessibilityViolations(page)).toEqual([]);
      if (layout === 'phone') expect.soft(await undersizedTargets(page)).toEqual([]);

      await page.getByRole('button', { name: `${en.page.changeLanguage}: English` }).click();
      await expect(page.getByRole('dialog', { name: en.page.languagePickerTitle })).toBeVisible();
      await page.screenshot({ path: `${shots}/feedback-language-${width}.png` });
      expect.soft(await seriousAccessibilityViolations(page)).toEqual([]);
      if (layout === 'phone') expect.soft(await undersizedTargets(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto(`${feedbackPathPrefix}not-a-link`);
      await expect(page.getByRole('heading', { name: en.page.siteNotFoundTitle })).toBeVisible();
      await expect(page.getByText(en.page.siteNotFoundText)).toBeVisible();
      await page.screenshot({ path: `${shots}/feedback-not-found-${width}.png` });
      expect.soft(await seriousAccessibilityViolations(page)).toEqual([]);

      // A status link cut short: not a dead end, the site's chat is one tap away.
      await page.goto(statusPagePath({ siteId: fixture.site.id, siteIdCode: fixture.site.idCode }, 'cut-short'));
      await expect(page.getByText(en.visitorReport.notFound)).toBeVisible();
      await page.screenshot({ path: `${shots}/report-link-broken-${width}.png` });
      expect.soft(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: en.visitorReport.backToChat }).click();
      await expect(page.getByRole('button', { name: en.chatHints.internet.label })).toBeVisible();
      await context.close();
    }
  });

  test("the contractor's job page, the visitor's status page and their dead ends, at both widths", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const { site } = fixture;
    // A report of its own, with a photo, handed to a contractor: the other tests here complete theirs.
    const manager = await browser.newContext({ ...desktopLayout, storageState: fixture.storageState });
    const request = (await manager.newPage()).request;
    const headers = { 'x-site-id': site.id, 'x-site-code': site.idCode };
    const photo = fs.readFileSync(await makeTestPhoto(browser, { width: 800, height: 600 }));
    const key = await uploadVisitorPhoto(request, site, photo);
    const title = 'Broken glass on the stairs to the car park';
    const created = await request.post(`/api/public/site/${site.id}/issues`, {
      headers,
      data: {
        title,
        description: 'A bottle smashed on the top step.',
        location: 'Car park stairs',
        photoFileKeys: [key],
      },
    });
    expect(created.status()).toBe(201);
    const { id, statusToken } = (await created.json()) as { id: string; statusToken: string };
    const contractorEmail = uniqueEmail('glazier');
    const assigned = await request.post(`/api/site/${site.id}/issues/${id}/assignment`, {
      headers: { 'x-sitewatch-csrf': '1' },
      data: { contractorEmail },
    });
    expect(assigned.status()).toBe(200);
    const jobLink = new URL(await waitForLinkInOutbox(contractorEmail, `${baseURL}${jobPathPrefix}`, 30_000));
    await manager.close();

    const screens: Screen[] = [
      {
        name: 'job',
        path: jobLink.pathname,
        ready: async (page) => {
          await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
          // The photo opens full size from the keyboard too: it is a link.
          await expect(page.getByRole('link', { name: `${en.job.photos} 1` })).toBeVisible();
        },
      },
      {
        // A tampered job link says what happened and what to do next.
        name: 'job-link-invalid',
        path: jobPath(site.id, 'tampered-token'),
        ready: async (page) => {
          await expect(page.getByRole('alert')).toHaveText(en.job.invalid, { timeout: 30_000 });
          await expect(page.getByText(en.job.askForNewLink)).toBeVisible();
        },
      },
      {
        name: 'status',
        path: statusPagePath({ siteId: site.id, siteIdCode: site.idCode }, statusToken),
        ready: async (page) => {
          await expect(page.getByText(title)).toBeVisible({ timeout: 30_000 });
          await expect(page.getByText(en.visitorReport.stateBeingHandled).first()).toBeVisible();
        },
      },
      {
        // The provider sent the manager back with an error: what went wrong, and the way on.
        name: 'sign-in-error',
        path: `${loginPath}?error=access_denied&error_description=The+user+denied+access&state=abc`,
        ready: async (page) => {
          await expect(page.getByRole('alert')).toContainText('denied');
          await expect(page.getByRole('button', { name: 'Sign in again' })).toBeEnabled();
        },
      },
    ];
    for (const layout of ['phone', 'desktop'] as const) {
      const context = await browser.newContext({
        ...(layout === 'phone' ? phoneLayout : desktopLayout),
        locale: 'en-GB',
      });
      const page = await context.newPage();
      for (const screen of screens) await checkScreen(page, screen, layout);
      await context.close();
    }
  });

  test('keyboard only, the manager opens an issue, looks at its photos full size and completes it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...desktopLayout, storageState: fixture.storageState });
    const page = await context.newPage();
    await page.goto(sitePath(fixture.site.id));
    const row = page.getByRole('link', { name: /Water dripping from the ceiling/ });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await tabTo(page, () => row.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await page.waitForURL(urlOf(siteIssuePath(fixture.site.id, fixture.issueId)));

    const opener = page.getByRole('button', { name: /Open full size/ });
    await tabTo(page, () => opener.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close photo' });
    await expect(close).toBeVisible();
    await page.keyboard.press('ArrowRight');
    // Focus stays inside the viewer while it is open.
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.yarl__root') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(close).toBeHidden();
    await expect(opener).toBeFocused();
    // The carousel follows the photo the manager stepped to.
    await expect(page.getByRole('img', { name: /photo 2 of 2/ })).toBeVisible();

    const complete = page.getByRole('button', { name: /complete/i });
    await tabTo(page, () => complete.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Completed/ })).toBeDisabled();
    await context.close();
  });

  test('keyboard only, a visitor reports an issue', async ({ browser }) => {
    const context = await browser.newContext({ ...phoneLayout, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(feedbackPath(fixture.site));
    const input = page.getByRole('textbox');
    await tabTo(page, () => input.evaluate((element) => element === document.activeElement));
    const focus = await focusIsVisible(page);
    expect(focus.isVisible).toBe(true);
    // Said without a place, so the assistant asks where before it drafts.
    await page.keyboard.type('The card reader is broken and rejects every card');
    await page.keyboard.press('Enter');
    await expect(page.getByText(en.assistant.askLocation)).toBeVisible();
    await expect(input).toBeEnabled();
    await input.focus();
    await page.keyboard.type('Till 3 by the exit');
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name: en.issueReportForm.issue });
    const submit = card.getByRole('button', { name: en.issueReportForm.submitButton });
    await expect(submit).toBeVisible();
    await tabTo(page, () => submit.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(card.getByText(en.issueReportForm.successMessage)).toBeVisible();
    await page.screenshot({ path: `${shots}/feedback-keyboard-success-390.png` });
    await context.close();
  });
});
