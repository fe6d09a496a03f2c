import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import { siteIssuePath, sitePath, statusPagePath } from '@sitewatch/shared/paths';
import {
  createSiteAs,
  feedbackPath,
  openAsVisitor,
  reportThroughChat,
  seriousAccessibilityViolations,
} from '../support/feedback-support';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { urlOf } from '../support/urls';

// Issue 14: the visitor hears back, and one problem is one row.
const pl = getTranslation('pl');
const csrf = { 'x-sitewatch-csrf': '1' };

/** Chats with the built-in assistant until it drafts the report, then submits it; answers the API's answer. */
const reportSpill = (visitor: Page, siteId: string, first: string, where: string) =>
  reportThroughChat(visitor, { siteId, texts: pl, first, where });

/** The text of an .eml file with quoted-printable parts decoded (the outbox writes what SMTP would send). */
function decodeEmail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

test('a visitor follows a report to "fixed", says it is still a problem, and a second visitor’s repeat joins the row', async ({
  page,
  browser,
}) => {
  await signInAsNewManager(page, { email: uniqueEmail(), name: 'Maria Manager' });
  const site = await createSiteAs(page, 'Dworzec Centralny');

  // Visitor 1, in Polish, reports the spill and leaves an address for the "fixed" email.
  const visitor = await openAsVisitor(browser, feedbackPath(site), 'pl-PL');
  const { card, issue } = await reportSpill(
    visitor,
    site.id,
    'Rozlane mleko na podłodze w alejce 3, jest bardzo ślisko',
    'Alejka 3',
  );
  expect(issue.alreadyReported).toBe(false);
  await expect(card.getByText(pl.issueReportForm.successMessage)).toBeVisible();
  const follow = card.getByRole('link', { name: pl.visitorReport.followLink });
  await expect(follow).toBeVisible();
  await expect(card.getByText(pl.visitorReport.emailConsent)).toBeVisible();
  await card.getByLabel(pl.visitorReport.emailLabel).fill('gosc@example.com');
  await card.getByRole('button', { name: pl.visitorReport.emailButton }).click();
  await expect(card.getByText(pl.visitorReport.emailSaved)).toBeVisible();
  expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
  await visitor.screenshot({ path: 'screenshots/visitor-report-success.png' });

  // Visitor 2 reports the same spill in other words: told it was already reported, with their own link.
  const second = await openAsVisitor(browser, feedbackPath(site), 'pl-PL');
  const repeat = await reportSpill(second, site.id, 'W alejce 3 jest mleko rozlane na podłodze, ślisko', 'alejka 3');
  expect(repeat.issue.alreadyReported).toBe(true);
  expect(repeat.issue.id).toBe(issue.id);
  await expect(repeat.card.getByText(pl.visitorReport.alreadyReported)).toBeVisible();
  await expect(repeat.card.getByRole('link', { name: pl.visitorReport.followLink })).toBeVisible();
  await second.screenshot({ path: 'screenshots/visitor-report-already-reported.png' });

  // The manager's list: one row, reported 2 times.
  await page.goto(sitePath(site.id));
  const row = page.getByRole('link', { name: /Reported 2 times/ });
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: 'screenshots/visitor-report-manager-row.png' });

  // The status page, in the visitor's language: received.
  await follow.click();
  await expect(visitor.getByRole('heading', { name: pl.visitorReport.statusTitle })).toBeVisible();
  await expect(visitor.getByText(pl.visitorReport.stateReceived, { exact: true })).toBeVisible();
  // The floor is part of the room, not the place: the location is the aisle.
  await expect(visitor.getByText('W alejce 3')).toBeVisible();
  expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
  await visitor.screenshot({ path: 'screenshots/visitor-report-status-received.png' });

  // The manager resolves; the visitor's one email, in Polish, with the status link, lands in the outbox.
  const resolved = await page.request.post(`/api/site/${site.id}/issues/${issue.id}/resolve`, { headers: csrf });
  expect(resolved.ok()).toBe(true);
  const outbox = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
  const findEmail = () =>
    fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .map((name) => decodeEmail(fs.readFileSync(path.join(outbox, name), 'utf8')))
          .find((content) => content.includes('To: gosc@example.com'))
      : undefined;
  await expect.poll(() => findEmail() !== undefined, { timeout: 30_000 }).toBe(true);
  const email = findEmail() ?? '';
  expect(email).toContain(pl.visitorReport.emailIntro.replace('{site}', 'Dworzec Centralny'));
  expect(email).toContain(statusPagePath({ siteId: site.id, siteIdCode: site.idCode }, issue.statusToken));

  // The status page now says fixed; the visitor says it is still a problem.
  await visitor.reload();
  await expect(visitor.getByText(pl.visitorReport.stateFixed, { exact: true })).toBeVisible();
  // They say what is still wrong, in their words.
  await visitor.getByLabel(pl.visitorReport.stillAProblemNote).fill('Nadal cieknie pod zlewem');
  await visitor.screenshot({ path: 'screenshots/visitor-report-status-fixed.png' });
  await visitor.getByRole('button', { name: pl.visitorReport.stillAProblemButton }).click();
  await expect(visitor.getByText(pl.visitorReport.stillAProblemSent)).toBeVisible();
  expect(await seriousAccessibilityViolations(visitor)).toEqual([]);

  // The manager sees the link both ways, and the new issue carries what the visitor wrote.
  await page.goto(siteIssuePath(site.id, issue.id));
  const toNew = page.getByRole('link', { name: 'see the new report' });
  await expect(toNew).toBeVisible();
  await page.screenshot({ path: 'screenshots/visitor-report-manager-links.png', fullPage: true });
  await toNew.click();
  await expect(page.getByText('Nadal cieknie pod zlewem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'an issue marked fixed' })).toBeVisible();
  await page.getByRole('link', { name: 'an issue marked fixed' }).click();
  await expect(page).toHaveURL(urlOf(siteIssuePath(site.id, issue.id)));

  // Days later, in a new tab on the same phone (the conversation is gone, the device remembers the reports).
  const returning = await visitor.context().newPage();
  await returning.goto(feedbackPath(site));
  const recent = returning.getByRole('region', { name: pl.visitorReport.recentReports });
  await expect(recent).toBeVisible();
  await expect(recent.getByRole('link')).toHaveCount(2);
  expect(await seriousAccessibilityViolations(returning)).toEqual([]);
  await returning.screenshot({ path: 'screenshots/visitor-report-recent.png' });
});
