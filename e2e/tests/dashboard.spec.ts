import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logoutPath, siteIssuePath, sitePath, siteWelcomePath } from '@sitewatch/shared/paths';
import { seriousAccessibilityViolations, uploadVisitorPhoto } from '../support/feedback-support';
import { signInAsNewManager, uniqueEmail } from '../support/sign-in';
import { anyId, urlOf } from '../support/urls';

// The manager's daily journey (issue 4): create a site, share its link, watch issues arrive live,
// sort and filter them, open one with photos, complete it; and another manager locked out.

interface CreatedIssue {
  id: string;
  title: string;
  location: string;
  createdAt: number;
  priority: { id: string; level: number };
  photos: { id: string }[];
}

/** A solid-colour PNG, so the carousel has real images to show (and to tell apart). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A visitor's report through the public API, with photos uploaded the way the feedback page does. */
async function reportIssue(
  request: APIRequestContext,
  site: { id: string; idCode: string },
  report: { title: string; description: string; location: string; photos?: Buffer[] },
): Promise<CreatedIssue> {
  const headers = { 'x-site-id': site.id, 'x-site-code': site.idCode };
  const photoFileKeys: string[] = [];
  for (const photo of report.photos ?? [])
    photoFileKeys.push(await uploadVisitorPhoto(request, site, photo, 'image/png'));
  const res = await request.post(`/api/public/site/${site.id}/issues`, {
    headers,
    data: { title: report.title, description: report.description, location: report.location, photoFileKeys },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedIssue;
}

async function rowTitles(page: Page): Promise<string[]> {
  // Each row: priority indicator, then the title and location, then the time.
  return page
    .getByRole('list', { name: /^\d+ issues?$/ })
    .getByRole('link')
    .locator(':scope > span:nth-child(2) > span:first-child')
    .allTextContents();
}

test('a manager creates a site, shares it, and handles issues arriving live', { tag: '@smoke' }, async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewManager(page, { email: uniqueEmail(), name: 'Morgan Manager' });

  // Create site: errors only after the first Continue (spec section 5).
  await expect(page.getByRole('heading', { name: 'Tell us about your site' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Property Owner' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const message of [
    'Site name is required',
    'Postcode is required',
    'Operating hours are required',
    'Site function is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // Continue is blocked while errors show; fixing the fields unblocks it.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'screenshots/dashboard-create-site-errors.png', fullPage: true });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByLabel('Site name').fill('Riverside Market');
  await page.getByLabel('Postcode').fill('E1 6AN');
  await page.getByLabel('Operating hours').fill('Mon-Sun 7:00-22:00');
  await page.getByLabel('Site function').selectOption({ label: 'Other' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please specify the function of the site')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Specify the site function').fill('Covered market hall');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('radio', { name: 'Property Manager' }).check();
  await page.getByLabel('Specify the site function').press('Enter');

  // Welcome: the share link, Copy → 'Copied', QR code, printable poster.
  await page.waitForURL(urlOf(siteWelcomePath(anyId)));
  await expect(page.getByRole('heading', { name: 'Share the link below with your team' })).toBeVisible();
  const link = await page.getByLabel('Feedback link').inputValue();
  const match = link.match(/^(.+)\/feedback\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)$/);
  expect(match?.[1]).toBe(baseURL);
  const site = { id: match?.[2] ?? '', idCode: match?.[3] ?? '' };
  expect(page.url()).toContain(site.id);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const qr = page.getByRole('img', { name: 'QR code of the feedback link of Riverside Market' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: 'screenshots/dashboard-welcome-qr.png', fullPage: true });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  const poster = page.getByTestId('feedback-poster');
  await expect(poster).toBeVisible();
  await expect(poster).toContainText('Riverside Market');
  await expect(poster).toContainText('Spotted an issue?');
  await expect(page.getByRole('heading', { name: 'Share the link below with your team' })).toBeHidden();
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: 'screenshots/dashboard-poster-print.png' });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });

  // The side menu lists the new site.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Riverside Market' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Share link with team' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', logoutPath);
  await page.screenshot({ path: 'screenshots/dashboard-side-menu.png' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Live issues: empty, then issues arrive without a reload.
  await page.getByRole('link', { name: 'Go to Live issues' }).click();
  await expect(page.getByRole('heading', { name: 'Live issues' })).toBeVisible();
  await expect(page.getByText('No issues to display')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const withPhotos = await reportIssue(page.request, site, {
    title: 'Water leaking from ceiling',
    description: 'Water is dripping onto the floor near the fish stall.',
    location: 'Hall B',
    photos: [solidPng(320, 200, [220, 60, 60]), solidPng(320, 200, [60, 120, 220])],
  });
  // Live: the row arrives without a reload (checked below). How fast is for bench/, not for a journey on a
  // machine that may be busy: the wait is the suite's bound.
  await expect(page.getByRole('link', { name: /Water leaking from ceiling/ })).toBeVisible();
  const older = await reportIssue(page.request, site, {
    title: 'Bin overflowing',
    description: 'The bin by the entrance is full.',
    location: 'Entrance',
  });
  const newest = await reportIssue(page.request, site, {
    title: 'Fire exit blocked by boxes',
    description: 'Pallets of boxes block the fire exit door.',
    location: 'Hall B',
  });
  await expect(page.getByRole('link', { name: /Fire exit blocked by boxes/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bin overflowing/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.getByRole('link', { name: /Water leaking from ceiling/ })).toContainText(/Today \d\d:\d\d/);

  // Sort: default highest priority (level desc, newest first), then latest, then oldest.
  const all = [withPhotos, older, newest];
  const byPriority = [...all].sort((a, b) => b.priority.level - a.priority.level || b.createdAt - a.createdAt);
  expect(await rowTitles(page)).toEqual(byPriority.map((i) => i.title));
  await page.getByLabel('Sort issues').selectOption({ label: 'Sort by oldest' });
  expect(await rowTitles(page)).toEqual([withPhotos.title, older.title, newest.title]);
  await page.getByLabel('Sort issues').selectOption({ label: 'Sort by latest' });
  expect(await rowTitles(page)).toEqual([newest.title, older.title, withPhotos.title]);

  // Filter: location Hall B, then a priority nobody has.
  await page.getByRole('button', { name: 'Filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Location').selectOption('Hall B');
  await expect(sheet.getByRole('button', { name: 'Show 2 issues' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/dashboard-filter-sheet.png' });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'Show 2 issues' }).click();
  await expect(sheet).toBeHidden();
  expect(await rowTitles(page)).toEqual([newest.title, withPhotos.title]);
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/dashboard-live-issues.png', fullPage: true });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Filter (1)' }).click();
  await sheet.getByRole('button', { name: 'Clear filters' }).click();
  await page.keyboard.press('Escape');
  expect(await rowTitles(page)).toHaveLength(3);

  // Issue detail: the carousel steps both ways and wraps; complete it.
  await page.getByRole('link', { name: /Water leaking from ceiling/ }).click();
  await page.waitForURL(urlOf(siteIssuePath(site.id, withPhotos.id)));
  await expect(page.getByRole('heading', { name: 'Water leaking from ceiling', level: 1 })).toBeVisible();
  await expect(page.getByText('The bin')).toHaveCount(0);
  await expect(page.getByText('Water is dripping onto the floor near the fish stall.')).toBeVisible();
  const photo = page.getByRole('img', { name: /Water leaking from ceiling, photo/ });
  const shownPhoto = async () => {
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    return photo.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d');
      context?.drawImage(img, 0, 0, 1, 1);
      return Array.from(context?.getImageData(0, 0, 1, 1).data ?? []).slice(0, 3);
    });
  };
  const carousel = page.getByRole('region', { name: 'Photos' });
  expect((await carousel.boundingBox())?.height).toBe(200);
  await expect(photo).toHaveAccessibleName('Water leaking from ceiling, photo 1 of 2');
  expect(await shownPhoto()).toEqual([220, 60, 60]);
  await page.screenshot({ path: 'screenshots/dashboard-issue-detail.png', fullPage: true });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(photo).toHaveAccessibleName('Water leaking from ceiling, photo 2 of 2');
  expect(await shownPhoto()).toEqual([60, 120, 220]);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(photo).toHaveAccessibleName('Water leaking from ceiling, photo 1 of 2');
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(photo).toHaveAccessibleName('Water leaking from ceiling, photo 2 of 2');
  expect(await shownPhoto()).toEqual([60, 120, 220]);

  await page.getByRole('button', { name: 'Complete' }).click();
  const completed = page.getByRole('button', {
    name: /^Completed (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d\d \w{3} \d\d:\d\d$/,
  });
  await expect(completed).toBeDisabled();
  await page.screenshot({ path: 'screenshots/dashboard-issue-completed.png', fullPage: true });
  const resolved = await page.request.get(`/api/site/${site.id}/issues/${withPhotos.id}`);
  expect(await resolved.json()).toMatchObject({ status: 'RESOLVED' });

  await page.getByRole('link', { name: 'Back to live issues' }).click();
  await expect(page.getByRole('heading', { name: 'Live issues' })).toBeVisible();
  expect(await rowTitles(page)).toEqual([newest.title, older.title]);

  // Resolved elsewhere (another tab, another manager): it disappears here without a reload.
  const res = await page.request.post(`/api/site/${site.id}/issues/${older.id}/resolve`, {
    headers: { 'x-sitewatch-csrf': '1' },
  });
  expect(res.ok()).toBe(true);
  // Waits for the live event with the suite's own bound, not 2 s: on a loaded two-core machine the resolve, its
  // NOTIFY and the stream's delivery took longer once, and the condition is what this step checks.
  await expect(page.getByRole('link', { name: /Bin overflowing/ })).toHaveCount(0);

  // Another manager cannot open this site, its issue or its photos by URL.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signInAsNewManager(other, { email: uniqueEmail('intruder'), name: 'Ivy Intruder' });
  await other.goto(sitePath(site.id));
  await expect(other.getByRole('heading', { name: 'Site Not Found' })).toBeVisible();
  await expect(other.getByText('Riverside Market')).toHaveCount(0);
  await other.goto(siteIssuePath(site.id, newest.id));
  await expect(other.getByRole('heading', { name: 'Site Not Found' })).toBeVisible();
  await expect(other.getByText('Fire exit blocked by boxes')).toHaveCount(0);
  expect((await other.request.get(`/api/site/${site.id}/issues/open`)).status()).toBe(404);
  const photoRes = await other.request.get(`/api/public/issues/${withPhotos.id}/photos/${withPhotos.photos[0]?.id}`, {
    maxRedirects: 0,
  });
  expect(photoRes.status()).toBe(404);
  await otherContext.close();
});
