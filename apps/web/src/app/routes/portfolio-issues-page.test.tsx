import { defaultResponseTargets, type SitesSummary } from '@sitewatch/shared';
import { portfolioIssuesPath, sitePath } from '@sitewatch/shared/paths';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../testing/dialog-polyfill';
import { FakeEventSource } from '../../testing/fake-event-source';
import { type FakeHttp, installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';
import { makeIssue } from '../../testing/test-issue';
import { AppRoutes } from './app-routes';

configure({ asyncUtilTimeout: 5000 });

const mallId = '11111111-1111-4111-8111-111111111111';
const plazaId = '22222222-2222-4222-8222-222222222222';
const user = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Sam',
  email: 'sam@example.com',
  sites: [
    { siteId: mallId, siteName: 'Harbour Mall' },
    { siteId: plazaId, siteName: 'Station Plaza' },
  ],
};
const listUrl = '/api/issues/open?limit=100';
const hoursAgo = (h: number) => Date.now() - h * 3_600_000;
/** The plaza answers critical issues within 30 minutes; the mall keeps the defaults (1 h, 4 h, …). */
const plazaTargets = { CRITICAL: 30, HIGH: 120, MEDIUM: 1440, LOW: 4320 };
const summary = (mall: [number, number], plaza: [number, number]): SitesSummary => ({
  sites: [
    {
      siteId: mallId,
      siteName: 'Harbour Mall',
      open: mall[0],
      critical: mall[1],
      responseTargets: defaultResponseTargets,
    },
    { siteId: plazaId, siteName: 'Station Plaza', open: plaza[0], critical: plaza[1], responseTargets: plazaTargets },
  ],
});

const issueLinks = () => within(screen.getByRole('list', { name: /^\d+ issues?$/ })).getAllByRole('link');
const menuLink = (name: RegExp) => screen.getAllByRole('link', { name, hidden: true })[0];

describe('the portfolio: every site in one live list (issue 29)', { timeout: 20_000 }, () => {
  let api: FakeHttp;
  let counts: SitesSummary;
  beforeEach(() => {
    installDialogPolyfill();
    sessionStorage.clear();
    FakeEventSource.install();
    api = installFakeHttp();
    counts = summary([1, 0], [1, 1]);
    api.on('GET /api/user', { body: user });
    api.on('GET /api/sites/summary', () => ({ body: counts }));
    api.on(`GET ${listUrl}`, {
      body: [
        makeIssue({ siteId: mallId, title: 'Lift stuck', priority: 'HIGH', createdAt: hoursAgo(2) }),
        makeIssue({ siteId: plazaId, title: 'Fire door open', priority: 'CRITICAL', createdAt: hoursAgo(1) }),
      ],
    });
  });

  it("lists both sites' issues, each naming its site and opening on its site; live events of either site join", async () => {
    renderWithProviders(<AppRoutes />, { path: portfolioIssuesPath });
    await screen.findByRole('heading', { name: 'Live issues' });
    // One stream for every site, opened before the list loads; no report button (that is a site's).
    expect(FakeEventSource.latest().url).toBe('/api/issues/events');
    expect(screen.queryByRole('link', { name: 'Generate Report' })).not.toBeInTheDocument();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Lift stuck');
    expect(issueLinks().map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Critical priorityStation PlazaFire door open/),
      expect.stringMatching(/^High priorityHarbour MallLift stuck/),
    ]);
    // Each row is due by its own site's targets: the mall's high issue (4 h) has 2 h left, the plaza's critical
    // one (30 min) is 30 min late, where the defaults (1 h) would have made it due now.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Fire door open/ })).toHaveTextContent('30 min overdue'),
    );
    expect(screen.getByRole('link', { name: /Lift stuck/ })).toHaveTextContent('due in 2 h');
    expect(screen.getByRole('link', { name: /Lift stuck/ })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${sitePath(mallId)}/issue/`)),
    );

    const reported = makeIssue({
      siteId: mallId,
      title: 'Spill in aisle 4',
      priority: 'MEDIUM',
      createdAt: Date.now(),
    });
    act(() => FakeEventSource.latest().send({ type: 'issue.created', issue: reported }));
    expect(await screen.findByText('Spill in aisle 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Spill in aisle 4/ })).toHaveTextContent('Harbour Mall');
    expect(api.calls.filter((call) => call.url === listUrl)).toHaveLength(1);
  });

  it('the Site filter in the filter panel narrows the list to one site, and counts as a filter', async () => {
    renderWithProviders(<AppRoutes />, { path: portfolioIssuesPath });
    await screen.findByRole('heading', { name: 'Live issues' });
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Lift stuck');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Site' }), 'Station Plaza');
    await waitFor(() => expect(screen.queryByText('Lift stuck')).not.toBeInTheDocument());
    expect(issueLinks()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });

  it('the side menu offers All sites and shows each site’s open and critical counts, asked again as issues change', async () => {
    renderWithProviders(<AppRoutes />, { path: portfolioIssuesPath });
    await screen.findByRole('heading', { name: 'Live issues' });
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Lift stuck');
    expect(menuLink(/^All sites$/)).toHaveAttribute('href', portfolioIssuesPath);
    await waitFor(() => expect(menuLink(/^Harbour Mall/)).toHaveAccessibleName(/^Harbour Mall ?1 open$/));
    expect(menuLink(/^Station Plaza/)).toHaveAccessibleName(/^Station Plaza ?1 open, 1 critical$/);

    const summaryCalls = () => api.calls.filter((call) => call.url === '/api/sites/summary').length;
    const before = summaryCalls();
    counts = summary([2, 1], [1, 1]);
    const reported = makeIssue({ siteId: mallId, title: 'Gas smell', priority: 'CRITICAL', createdAt: Date.now() });
    act(() => FakeEventSource.latest().send({ type: 'issue.created', issue: reported }));
    await waitFor(() => expect(menuLink(/^Harbour Mall/)).toHaveAccessibleName(/^Harbour Mall ?2 open, 1 critical$/));
    expect(summaryCalls()).toBe(before + 1);
  });
});
