import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { Translation } from '@sitewatch/shared/i18n';
import { feedbackPath as sitesFeedbackPath } from '@sitewatch/shared/paths';

export interface CreatedSite {
  id: string;
  idCode: string;
  name: string;
}

/** Creates a site with the signed-in manager's session (POST /api/site, spec section 7). */
export async function createSiteAs(page: Page, name: string): Promise<CreatedSite> {
  const response = await page.request.post('/api/site', {
    headers: { 'x-sitewatch-csrf': '1' },
    data: {
      name,
      companyName: name,
      context: { postcode: 'EC1A 1BB', operatingHours: '06:00-23:00', purpose: 'transportation' },
      type: 'PROPERTY_MANAGER',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const site = (await response.json()) as CreatedSite;
  expect(site.idCode).toBeTruthy();
  return site;
}

export function feedbackPath(site: Pick<CreatedSite, 'id' | 'idCode'>): string {
  return sitesFeedbackPath({ siteId: site.id, siteIdCode: site.idCode });
}

/** Uploads a photo the way the feedback page does (an upload target, then a PUT); answers its file key. */
export async function uploadVisitorPhoto(
  request: APIRequestContext,
  site: Pick<CreatedSite, 'id' | 'idCode'>,
  photo: Buffer,
  contentType = 'image/jpeg',
): Promise<string> {
  const headers = { 'x-site-id': site.id, 'x-site-code': site.idCode };
  const target = await request.get('/api/files/upload/issue-reporting-images', { headers });
  expect(target.ok()).toBe(true);
  const { url, key } = (await target.json()) as { url: string; key: string };
  const put = await request.put(url, { headers: { 'content-type': contentType }, data: photo });
  expect(put.ok(), await put.text()).toBe(true);
  return key;
}

/** The visitor opens the link from a QR code on a phone. */
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A visitor's phone in a browser context of its own, on the feedback page, in the given locale. */
export async function openAsVisitor(browser: Browser, url: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...phone, locale });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/**
 * Attaches a photo with the chat's camera button, as a visitor does: only once it is enabled again after the
 * assistant's answer (files set on the disabled input while a turn streams are dropped, as a tap would be).
 */
export async function attachPhoto(page: Page, label: string, file: string): Promise<void> {
  const picker = page.getByLabel(label);
  await expect(picker).toBeEnabled();
  await picker.setInputFiles(file);
}

/** Sends a typed message the way a visitor does (Enter) and checks the input clears. */
export async function say(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  // The visitor's bubble (a draft card may repeat the words further down).
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** What the report's POST answered: the issue, the visitor's status token and whether it joined an open issue. */
export interface ReportedIssue {
  id: string;
  title: string;
  statusToken: string;
  alreadyReported: boolean;
}

/**
 * Chats with the built-in assistant until it drafts the report (answering where, if it asks), then submits it;
 * answers the issue card and what the API answered.
 */
export async function reportThroughChat(
  visitor: Page,
  report: { siteId: string; texts: Translation; first: string; where: string },
) {
  const { texts } = report;
  const input = visitor.getByRole('textbox');
  await input.fill(report.first);
  await input.press('Enter');
  const card = visitor.getByRole('article', { name: texts.issueReportForm.issue });
  const askedWhere = visitor.getByText(texts.assistant.askLocation);
  await expect(card.or(askedWhere).first()).toBeVisible();
  if (await askedWhere.isVisible()) {
    await expect(input).toBeEnabled();
    await input.fill(report.where);
    await input.press('Enter');
  }
  await expect(card).toBeVisible();
  const created = visitor.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/public/site/${report.siteId}/issues`) && response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: texts.issueReportForm.submitButton }).click();
  const response = await created;
  expect(response.ok()).toBe(true);
  return { card, issue: (await response.json()) as ReportedIssue };
}

/**
 * A real JPEG photo, larger than the 2048 px the page downscales to: drawn on a canvas by the
 * browser itself and saved to a temporary file for the file picker.
 */
export async function makeTestPhoto(browser: Browser, size = { width: 3200, height: 2400 }): Promise<string> {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async ({ width, height }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#37474f');
    sky.addColorStop(1, '#90a4ae');
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#eceff1';
    context.fillRect(0, height * 0.62, width, height * 0.38);
    // A puddle on the floor under a dripping ceiling tile.
    context.fillStyle = '#4fc3f7';
    context.beginPath();
    context.ellipse(width * 0.5, height * 0.8, width * 0.22, height * 0.07, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#ffca28';
    context.fillRect(width * 0.2, height * 0.5, width * 0.08, height * 0.3);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, size);
  await page.close();
  const filePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-photo-')), 'ceiling-leak.jpg');
  fs.writeFileSync(filePath, Buffer.from(base64, 'base64'));
  return filePath;
}

/** Runs axe on the page and answers the serious and critical violations (expected: none). */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
