import { deflateSync } from 'node:zlib';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  invitationPathPrefix,
  jobPathPrefix,
  onboardingPath,
  sitePath,
  siteResolvedPath,
  siteWelcomePath,
} from '@sitewatch/shared/paths';
import { seriousAccessibilityViolations } from '../support/feedback-support';
import { waitForLinkInOutbox } from '../support/outbox';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { anyId, urlOf } from '../support/urls';

// Issue 13: two managers and a contractor run a site together.

function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(32, 0);
  header.writeUInt32BE(32, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(32 * 3, 0x4a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 32 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function createSite(page: Page, name: string) {
  await page.getByLabel('Site name').fill(name);
  await page.getByLabel('Postcode').fill('E1 6AN');
  await page.getByLabel('Operating hours').fill('Mon-Sun 7:00-22:00');
  await page.getByLabel('Site function').selectOption({ label: 'Retail' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(urlOf(siteWelcomePath(anyId)));
  const link = await page.getByLabel('Feedback link').inputValue();
  const match = link.match(/\/feedback\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)$/);
  return { id: match?.[1] ?? '', idCode: match?.[2] ?? '' };
}

test('owner invites a colleague, both watch a report live, a contractor fixes it from the emailed link', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(420_000);
  const owner = await newPage(browser, { width: 1440, height: 900 });
  const colleague = await newPage(browser, { width: 390, height: 844 });
  const colleagueEmail = uniqueEmail('colleague');
  const contractorEmail = uniqueEmail('contractor');

  await signInAsNewManager(owner, { email: uniqueEmail('owner'), name: 'Olive Owner' });
  const site = await createSite(owner, 'Harbour Market');

  // The owner invites a colleague from the Members screen, reached from the side menu (on a desk, the
  // menu stays on screen as a rail).
  await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  await expect(owner.getByRole('heading', { name: 'Members' })).toBeVisible();
  await owner.getByLabel('Invite by email').fill(colleagueEmail);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${colleagueEmail}`)).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Waiting invitations' })).toBeVisible();
  await owner.screenshot({ path: 'screenshots/team-members-1440.png', fullPage: true });
  expect(await seriousAccessibilityViolations(owner)).toEqual([]);

  // The colleague opens the emailed link before ever signing in: the start page says what signing in is for, and
  // sign-in and account setup lead on to the site, joined, with a line saying who invited them.
  const invitation = await waitForLinkInOutbox(colleagueEmail, `${baseURL}${invitationPathPrefix}`);
  await colleague.goto(invitation);
  await expect(colleague.getByRole('status')).toHaveText(/You have been invited to a site/);
  await colleague.getByRole('link', { name: 'Sign In' }).click();
  await colleague.getByRole('button', { name: 'Sign In', exact: true }).click();
  await colleague.getByLabel('Email', { exact: true }).fill(colleagueEmail);
  await colleague.getByRole('button', { name: 'Sign in', exact: true }).click();
  await colleague.waitForURL(urlOf(onboardingPath));
  await colleague.getByLabel('Name', { exact: true }).fill('Casey Colleague');
  await colleague.getByLabel('Notification preference').selectOption({ label: 'All Issues' });
  await colleague.getByRole('button', { name: 'Continue' }).click();
  await colleague.waitForURL(urlOf(sitePath(site.id)));
  await expect(colleague.getByRole('heading', { name: 'Live issues' })).toBeVisible();
  await expect(colleague.getByRole('status').filter({ hasText: 'You joined' })).toHaveText(
    'You joined Harbour Market: Olive Owner invited you. New issues appear here as visitors report them.',
  );
  await colleague.screenshot({ path: 'screenshots/team-joined-390.png', fullPage: true });
  await owner.reload();
  await expect(owner.getByRole('list', { name: 'Members' }).getByText('Casey Colleague')).toBeVisible();
  await colleague.getByRole('button', { name: 'Open menu' }).click();
  await colleague.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Members' }).click();
  await expect(colleague.getByText('Casey Colleague (you)')).toBeVisible();
  await colleague.screenshot({ path: 'screenshots/team-members-390.png', fullPage: true });
  await colleague.goto(sitePath(site.id));

  // A visitor reports; both managers see it arrive live.
  await owner.goto(sitePath(site.id));
  await expect(owner.getByText('Live', { exact: true })).toBeVisible();
  const title = 'Broken freezer door';
  const created = await request.post(`/api/public/site/${site.id}/issues`, {
    headers: { 'x-site-id': site.id, 'x-site-code': site.idCode, 'idempotency-key': `team-${Date.now()}` },
    data: { title, description: 'The seal on the quayside freezer is torn', location: 'Fish hall' },
  });
  expect(created.ok()).toBe(true);
  const issueId = (await created.json()).id as string;
  await expect(owner.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(colleague.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  // The owner assigns it to a contractor; the colleague has the detail open and sees it live.
  await colleague.getByRole('link', { name: new RegExp(title) }).click();
  await expect(colleague.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await owner.getByRole('link', { name: new RegExp(title) }).click();
  await owner.getByLabel('Assign to').selectOption({ label: 'A contractor (by email)' });
  await owner.getByLabel("Contractor's email").fill(contractorEmail);
  await owner.getByRole('button', { name: 'Send job link' }).click();
  await expect(owner.getByText(`Assigned to ${contractorEmail} (contractor)`)).toBeVisible();
  await expect(colleague.getByText(`Assigned to ${contractorEmail} (contractor)`)).toBeVisible();

  // The contractor opens the emailed job link on a phone, adds a photo and marks the job done.
  const contractor = await newPage(browser, { width: 390, height: 844 });
  const job = await waitForLinkInOutbox(contractorEmail, `${baseURL}${jobPathPrefix}`);
  await contractor.goto(job);
  await expect(contractor.getByRole('heading', { name: title })).toBeVisible();
  await expect(contractor.getByText('Fish hall')).toBeVisible();
  await contractor.getByLabel('Add a note').fill('Seal replaced');
  await contractor.getByRole('button', { name: 'Send' }).click();
  await expect(contractor.getByText('Seal replaced')).toBeVisible();
  await contractor
    .locator('input[type=file]')
    .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(contractor.getByRole('img', { name: 'Photos 1' })).toBeVisible();
  await contractor.screenshot({ path: 'screenshots/team-job-390.png', fullPage: true });
  expect(await seriousAccessibilityViolations(contractor)).toEqual([]);
  await contractor.getByRole('button', { name: 'Mark as done' }).click();
  await expect(contractor.getByText('Job done. Thank you!')).toBeVisible();

  // Both managers see it resolved, with who did it on the timeline.
  for (const page of [owner, colleague]) {
    await expect(page.getByRole('button', { name: /^Completed/ })).toBeDisabled();
    await expect(page.getByText(`Resolved by ${contractorEmail}`)).toBeVisible();
    await expect(page.getByText(`${contractorEmail} added a photo`)).toBeVisible();
    await expect(page.getByText(`${contractorEmail}: Seal replaced`)).toBeVisible();
  }
  await owner.screenshot({ path: 'screenshots/team-issue-detail-1440.png', fullPage: true });
  await colleague.screenshot({ path: 'screenshots/team-issue-detail-390.png', fullPage: true });

  // Found in Resolved by a word of its description.
  await colleague.goto(siteResolvedPath(site.id));
  await colleague.getByLabel('Search resolved issues').fill('quayside');
  await expect(colleague.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await colleague.getByLabel('Search resolved issues').fill('quayside nothing');
  await expect(colleague.getByText('No issues to display')).toBeVisible();
  await colleague.getByLabel('Search resolved issues').fill('quay');
  await expect(colleague.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await colleague.screenshot({ path: 'screenshots/team-resolved-390.png', fullPage: true });
  await owner.goto(siteResolvedPath(site.id));
  await expect(owner.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await owner.screenshot({ path: 'screenshots/team-resolved-1440.png', fullPage: true });
  expect(await seriousAccessibilityViolations(owner)).toEqual([]);
  expect(issueId).toMatch(/^[0-9a-f-]{36}$/);
});
