import { expect, type Locator, test } from '@playwright/test';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { jobPathPrefix, siteIssuePath } from '@sitewatch/shared/paths';
import {
  createSiteAs,
  feedbackPath,
  makeTestPhoto,
  openAsVisitor,
  reportThroughChat,
  seriousAccessibilityViolations,
} from '../support/feedback-support';
import { waitForLinkInOutbox } from '../support/outbox';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';

// Issue 26: "still a problem?" goes back to whoever had the job, with what is still wrong and a photo of it.
const pl = getTranslation('pl');

/** WCAG 2.5.5: a finger-sized target. */
async function expectTouchTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box, await target.evaluate((element) => element.outerHTML.slice(0, 80))).not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('"still a problem?" with a note and a photo reaches the contractor’s new job link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signInAsNewManager(page, { email: uniqueEmail(), name: 'Maria Manager' });
  const site = await createSiteAs(page, 'Bar Mleczny');
  const contractorEmail = uniqueEmail('hydraulik');
  // Phone-sized: downscaling a camera-sized photo in software is the feedback journey's to check.
  const photoPath = await makeTestPhoto(browser, { width: 1200, height: 900 });

  // A visitor reports a leak in Polish, on a phone.
  const visitor = await openAsVisitor(browser, feedbackPath(site), 'pl-PL');
  const { card, issue } = await reportThroughChat(visitor, {
    siteId: site.id,
    texts: pl,
    first: 'Cieknie woda pod zlewem w kuchni na parterze',
    where: 'Kuchnia na parterze',
  });
  const statusLink = await card.getByRole('link', { name: pl.visitorReport.followLink }).getAttribute('href');
  expect(statusLink).toBeTruthy();

  // The manager hands it to a contractor by email.
  await page.goto(siteIssuePath(site.id, issue.id));
  await page.getByLabel('Assign to').selectOption({ label: 'A contractor (by email)' });
  await page.getByLabel("Contractor's email").fill(contractorEmail);
  await page.getByRole('button', { name: 'Send job link' }).click();
  await expect(page.getByText(`Assigned to ${contractorEmail} (contractor)`)).toBeVisible();

  // The contractor marks the job done from the emailed link.
  const contractor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const firstJob = await waitForLinkInOutbox(contractorEmail, `${baseURL}${jobPathPrefix}`);
  await contractor.goto(firstJob);
  await contractor.getByRole('button', { name: 'Mark as done' }).click();
  await expect(contractor.getByText('Job done. Thank you!')).toBeVisible();

  // The visitor's status link says fixed; it is not, and they say so with a note and a photo.
  await visitor.goto(statusLink ?? '');
  await expect(visitor.getByText(pl.visitorReport.stateFixed, { exact: true })).toBeVisible();
  const stillAProblem = visitor.getByRole('region', { name: pl.visitorReport.stillAProblem });
  const note = stillAProblem.getByLabel(pl.visitorReport.stillAProblemNote);
  await note.fill('Nadal cieknie, kałuża jest większa');
  const picker = stillAProblem.getByLabel(pl.page.attachPhoto);
  // A file that is no photo is refused at once, in Polish, and goes nowhere.
  await picker.setInputFiles({ name: 'notatka.txt', mimeType: 'text/plain', buffer: Buffer.from('kałuża') });
  await expect(stillAProblem.getByRole('alert')).toHaveText(pl.page.photoWrongType);
  await picker.setInputFiles(photoPath);
  await expect(stillAProblem.getByRole('alert')).toHaveCount(0);
  const thumbnail = stillAProblem.getByRole('img', { name: pl.page.photoAlt });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const send = stillAProblem.getByRole('button', { name: pl.visitorReport.stillAProblemButton });
  // The button waits for the photo's preparation and upload: seconds on a busy machine.
  await expect(send).toBeEnabled({ timeout: 30_000 });

  // Every control is a finger-sized target, reachable in order by keyboard, and axe finds nothing serious.
  const remove = stillAProblem.getByRole('button', { name: pl.page.removePhoto });
  for (const target of [
    remove,
    stillAProblem.locator('label').filter({ has: visitor.locator('input[type="file"]') }),
    send,
  ]) {
    await expectTouchTarget(target);
  }
  await note.focus();
  await visitor.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await visitor.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await visitor.keyboard.press('Tab');
  await expect(send).toBeFocused();
  expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
  await visitor.screenshot({ path: '/tmp/still-a-problem-photo-390.png', fullPage: true });
  await visitor.setViewportSize({ width: 1440, height: 900 });
  await visitor.screenshot({ path: '/tmp/still-a-problem-photo-1440.png', fullPage: true });
  await visitor.setViewportSize({ width: 390, height: 844 });

  await send.click();
  await expect(visitor.getByText(pl.visitorReport.stillAProblemSent)).toBeVisible();

  // The contractor gets a new job link for the follow-up; it shows what the visitor wrote and their photo.
  await expect
    .poll(() => waitForLinkInOutbox(contractorEmail, `${baseURL}${jobPathPrefix}`), { timeout: 30_000 })
    .not.toBe(firstJob);
  const newJob = await waitForLinkInOutbox(contractorEmail, `${baseURL}${jobPathPrefix}`);
  await contractor.goto(newJob);
  await expect(contractor.getByRole('heading', { name: issue.title })).toBeVisible();
  await expect(contractor.getByText('Nadal cieknie, kałuża jest większa')).toBeVisible();
  const photo = contractor.getByRole('img', { name: 'Photos 1' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(contractor.getByRole('button', { name: 'Mark as done' })).toBeEnabled();
  await contractor.screenshot({ path: '/tmp/still-a-problem-new-job-390.png', fullPage: true });
});
