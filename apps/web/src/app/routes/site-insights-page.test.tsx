import { siteInsightsPath } from '@sitewatch/shared/paths';
import { makeSite } from '@sitewatch/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../testing/dialog-polyfill';
import { FakeEventSource } from '../../testing/fake-event-source';
import { type FakeHttp, installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';
import { AppRoutes } from './app-routes';

const siteId = '11111111-1111-4111-8111-111111111111';
const site = makeSite({ id: siteId });
const user = { id: '33333333-3333-4333-8333-333333333333', name: 'Sam', email: 'sam@example.com', sites: [] };
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const monday = Date.UTC(2026, 1, 9);

/** The server's answer for four weeks from Monday 9 February 2026 (the server suite's seeded site). */
const figures = {
  from: monday,
  to: monday + 28 * day,
  weekly: [
    { weekStart: monday, opened: 2, resolved: 3 },
    { weekStart: monday + 7 * day, opened: 3, resolved: 1 },
    { weekStart: monday + 14 * day, opened: 1, resolved: 2 },
    { weekStart: monday + 21 * day, opened: 2, resolved: 1 },
  ],
  timeToResolveByPriority: [
    { priority: 'CRITICAL', resolved: 2, medianMs: 1.25 * hour, p90Ms: 1.85 * hour, withinTargetShare: 0.5 },
    { priority: 'HIGH', resolved: 3, medianMs: 6 * hour, p90Ms: 20.4 * hour, withinTargetShare: 1 / 3 },
  ],
  timeToResolveByCategory: [
    { category: 'CLEANING', resolved: 4, medianMs: 96 * hour, p90Ms: 436.8 * hour, withinTargetShare: 0 },
  ],
  repeatPlaces: [{ siteId, location: 'Kitchen', issues: 3, repeats: 2, lastReportedAt: Date.UTC(2026, 1, 24, 14, 45) }],
  byWeekday: [2, 3, 2, 0, 1, 0, 0].map((opened, index) => ({ weekday: index + 1, opened })),
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, opened: hour === 14 ? 3 : 0 })),
  reportsByLanguage: [
    { language: 'en', reports: 3 },
    { language: 'es', reports: 2 },
    { language: null, reports: 1 },
  ],
};

configure({ asyncUtilTimeout: 5000 });
const insightsUrl = (weeks: number) => `/api/site/${siteId}/insights?weeks=${weeks}`;

/** The rows of the table with this caption, each as its cells' texts. */
function rowsOf(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('the insights screen', { timeout: 20_000 }, () => {
  let api: FakeHttp;
  beforeEach(() => {
    installDialogPolyfill();
    FakeEventSource.install();
    api = installFakeHttp();
    api.on('GET /api/user', { body: { ...user, sites: [{ siteId, siteName: site.name }] } });
    api.on(`GET /api/site/${siteId}`, { body: site });
    api.on(`GET ${insightsUrl(12)}`, { body: figures });
  });

  it('shows every figure of the last 12 weeks, the charts’ numbers as tables', async () => {
    renderWithProviders(<AppRoutes />, { path: siteInsightsPath(siteId) });
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Issues opened and resolved per week' });

    expect(rowsOf('Issues opened and resolved per week')).toEqual([
      ['9 Feb', '2', '3'],
      ['16 Feb', '3', '1'],
      ['23 Feb', '1', '2'],
      ['2 Mar', '2', '1'],
    ]);
    expect(rowsOf('By priority')).toEqual([
      ['Critical', '2', '1.3 h', '1.9 h', '50 %'],
      ['High', '3', '6 h', '20 h', '33 %'],
    ]);
    expect(rowsOf('By category')).toEqual([['Cleaning', '4', '4 days', '18 days', '0 %']]);
    expect(rowsOf('Issues reported again at the same place within 30 days')).toEqual([['Kitchen', '3', '2', '24 Feb']]);
    expect(rowsOf('Issues opened by day of the week (UTC)').map((row) => row.join(' '))).toEqual([
      'Mon 2',
      'Tue 3',
      'Wed 2',
      'Thu 0',
      'Fri 1',
      'Sat 0',
      'Sun 0',
    ]);
    expect(rowsOf('Issues opened by hour (UTC)')[14]).toEqual(['14:00', '3']);
    expect(rowsOf("Visitors' reports per language")).toEqual([
      ['English', '3'],
      ['Spanish', '2'],
      ['Not known', '1'],
    ]);
    expect(screen.getByText(/9 Feb 2026 to 8 Mar 2026/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.startsWith(`/api/site/${siteId}/insights`))).toHaveLength(1);
  });

  it('asks for another period when one is chosen', async () => {
    const fourWeeks = { ...figures, reportsByLanguage: [{ language: 'fr', reports: 7 }] };
    api.on(`GET ${insightsUrl(4)}`, { body: fourWeeks });
    renderWithProviders(<AppRoutes />, { path: siteInsightsPath(siteId) });
    const period = await screen.findByRole('combobox', { name: 'Period' });
    await screen.findByRole('table', { name: "Visitors' reports per language" });
    await userEvent.selectOptions(period, 'Last 4 weeks');
    await waitFor(() => expect(rowsOf("Visitors' reports per language")).toEqual([['French', '7']]));
  });

  it('says when nothing was resolved or came back, and offers to try again after a failure', async () => {
    api.on(`GET ${insightsUrl(12)}`, { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } });
    renderWithProviders(<AppRoutes />, { path: siteInsightsPath(siteId) });
    expect(await screen.findByText('The insights could not be loaded.')).toBeInTheDocument();
    const empty = { ...figures, timeToResolveByPriority: [], timeToResolveByCategory: [], repeatPlaces: [] };
    api.on(`GET ${insightsUrl(12)}`, { body: { ...empty, reportsByLanguage: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No issues were resolved in this period.')).toBeInTheDocument();
    expect(screen.getByText('No place had issues within 30 days of each other.')).toBeInTheDocument();
    expect(screen.getByText('No reports in this period.')).toBeInTheDocument();
  });

  it('is in the side menu for the site on screen', async () => {
    renderWithProviders(<AppRoutes />, { path: siteInsightsPath(siteId) });
    await screen.findByRole('heading', { name: 'Insights' });
    const links = await screen.findAllByRole('link', { name: 'Insights' });
    expect(links[0]).toHaveAttribute('href', siteInsightsPath(siteId));
  });
  it('shows every site together from the side menu, each place with its site', async () => {
    const otherSiteId = '22222222-2222-4222-8222-222222222222';
    const sites = [
      { siteId, siteName: site.name },
      { siteId: otherSiteId, siteName: 'Harbour Office' },
    ];
    api.on('GET /api/user', { body: { ...user, sites } });
    const otherPlace = {
      siteId: otherSiteId,
      location: 'Lift',
      issues: 2,
      repeats: 1,
      lastReportedAt: Date.UTC(2026, 2, 2),
    };
    api.on('GET /api/insights?weeks=12', { body: { ...figures, repeatPlaces: [...figures.repeatPlaces, otherPlace] } });
    renderWithProviders(<AppRoutes />, { path: siteInsightsPath(siteId) });
    await screen.findByRole('heading', { name: 'Insights' });
    await userEvent.click((await screen.findAllByRole('link', { name: 'Insights across sites' }))[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'All sites', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(rowsOf('Issues reported again at the same place within 30 days')).toEqual([
        ['KitchenMain Street Store', '3', '2', '24 Feb'],
        ['LiftHarbour Office', '2', '1', '2 Mar'],
      ]),
    );
  });
});
