import { csrfHeaderName, csrfHeaderValue, defaultResponseTargets, type Site } from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReportData } from '../../src/modules/reports/load-report-data';
import { overdueMarker } from '../../src/modules/reports/pdf-issues-table';
import { renderReportPdf } from '../../src/modules/reports/render-report-pdf';
import { parsePdf } from '../reports/parse-pdf';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestIssue, createTestSite, createTestTeam, createTestUser, signInHeaders } from '../support/factories';

let t: TestApp;
const db = () => t.testDatabase.database.db;
const minute = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const putTargets = (siteId: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/site/${siteId}/response-targets`, headers, payload: payload as object });

describe('response targets in the site settings', () => {
  it('start at the defaults and are saved by an owner, every priority at once', async () => {
    const { owner, site } = await createTestTeam(db());
    const headers = await signInHeaders(db(), owner.id);
    const before = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}`, headers });
    expect((before.json() as Site).responseTargets).toEqual({ CRITICAL: 60, HIGH: 240, MEDIUM: 2880, LOW: 10_080 });

    const targets = { CRITICAL: 30, HIGH: 120, MEDIUM: 1440, LOW: 4320 };
    const saved = await putTargets(site.id, headers, targets);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Site).responseTargets).toEqual(targets);
    const after = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}`, headers });
    expect((after.json() as Site).responseTargets).toEqual(targets);
  });

  it('refuses what is not positive whole minutes up to 90 days with a field error, and changes nothing', async () => {
    const { owner, site } = await createTestTeam(db());
    const headers = await signInHeaders(db(), owner.id);
    for (const [payload, field] of [
      [{ ...defaultResponseTargets, HIGH: 0 }, 'HIGH'],
      [{ ...defaultResponseTargets, LOW: 1.5 }, 'LOW'],
      [{ ...defaultResponseTargets, MEDIUM: 90 * 24 * 60 + 1 }, 'MEDIUM'],
      [{ ...defaultResponseTargets, CRITICAL: '60' }, 'CRITICAL'],
      [{ HIGH: 240, MEDIUM: 2880, LOW: 10_080 }, 'CRITICAL'],
    ] as const) {
      const res = await putTargets(site.id, headers, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    }
    const site1 = await t.app.inject({ method: 'GET', url: `/api/site/${site.id}`, headers });
    expect((site1.json() as Site).responseTargets).toEqual(defaultResponseTargets);
  });

  it('lets only the site’s owners change them: a member gets 403, another tenant and a missing site 404', async () => {
    const { member, site } = await createTestTeam(db());
    const stranger = await createTestUser(db());
    await createTestSite(db(), { memberIds: [stranger.id] });
    const targets = { CRITICAL: 5, HIGH: 5, MEDIUM: 5, LOW: 5 };
    expect((await putTargets(site.id, await signInHeaders(db(), member.id), targets)).statusCode).toBe(403);
    const strangerHeaders = await signInHeaders(db(), stranger.id);
    const foreign = await putTargets(site.id, strangerHeaders, targets);
    const missing = await putTargets('00000000-0000-4000-8000-000000000000', strangerHeaders, targets);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().message).toBe(missing.json().message);
    expect((await putTargets(site.id, { [csrfHeaderName]: csrfHeaderValue }, targets)).statusCode).toBe(401);
  });
});

describe('overdue issues in the CSV export and the PDF report', () => {
  it('gives each issue its due time by the site’s targets and says whether it is overdue', async () => {
    const { owner, site } = await createTestTeam(db());
    const headers = await signInHeaders(db(), owner.id);
    await putTargets(site.id, headers, { CRITICAL: 10, HIGH: 240, MEDIUM: 2880, LOW: 10_080 });
    const now = Date.now();
    const late = await createTestIssue(db(), {
      siteId: site.id,
      priority: 'CRITICAL',
      title: 'Late smoke alarm',
      createdAt: new Date(now - 20 * minute),
    });
    const inTime = await createTestIssue(db(), {
      siteId: site.id,
      priority: 'HIGH',
      title: 'Fresh broken tile',
      createdAt: new Date(now - 20 * minute),
    });
    // From the issues' day to today: 20 minutes before a run just after midnight UTC is the day before.
    const dayOf = (moment: number) => new Date(moment).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/export.csv?from=${dayOf(now - 20 * minute)}&to=${dayOf(now)}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]?.endsWith(',due_at,overdue')).toBe(true);
    const lineOf = (id: string) => lines.find((line) => line.startsWith(id)) ?? '';
    expect(lineOf(late.id).endsWith(`,${new Date(late.createdAt.getTime() + 10 * minute).toISOString()},yes`)).toBe(
      true,
    );
    expect(lineOf(inTime.id).endsWith(`,${new Date(inTime.createdAt.getTime() + 240 * minute).toISOString()},no`)).toBe(
      true,
    );

    const pdf = await renderReportPdf(await loadReportData(db(), site.id));
    const { text } = await parsePdf(pdf, { cellSeparator: ' ' });
    const pdfLines = text.split('\n');
    // One overdue issue, one marker: under its priority, in its row of the table.
    expect(text.split(overdueMarker)).toHaveLength(2);
    const marker = pdfLines.findIndex((line) => line.trim() === overdueMarker);
    const row = pdfLines.slice(marker - 1, marker + 2).join(' ');
    expect(row).toContain('Critical');
    expect(row).toContain('Late smoke alarm');
    expect(row).not.toContain('Fresh broken tile');
  });
});
