import { defaultResponseTargets } from '@sitewatch/shared';
import { siteIssuePath, sitePath } from '@sitewatch/shared/paths';
import { makeIssueRow, makeSite } from '@sitewatch/shared/testing';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../testing/fake-event-source';
import { type FakeHttp, installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';
import { makeIssue } from '../../testing/test-issue';
import { AppRoutes } from './app-routes';

const siteId = '11111111-1111-4111-8111-111111111111';
const minute = 60_000;
const start = new Date('2026-11-04T09:00:00Z').getTime();
// Critical issues are due 10 minutes after they are reported; the rest keep the defaults (HIGH: 4 h).
const site = makeSite({ id: siteId, responseTargets: { ...defaultResponseTargets, CRITICAL: 10 } });
const user = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Sam',
  email: 'sam@example.com',
  sites: [{ siteId, siteName: 'Main Street Store' }],
};

configure({ asyncUtilTimeout: 5000 });
const slow = { timeout: 5000 };

describe('due and overdue issues on the dashboard', { timeout: 20_000 }, () => {
  let api: FakeHttp;
  beforeEach(() => {
    // Only the clock and the once-a-minute refresh are faked: requests and waiting stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(start);
    api = installFakeHttp();
    FakeEventSource.install();
    api.on('GET /api/user', { body: user });
    api.on(`GET /api/site/${siteId}`, { body: site });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the time left or how late on each open row, and an issue turns overdue while the list is open', async () => {
    const fresh = makeIssueRow({
      siteId,
      title: 'Smoke alarm beeping',
      priority: 'CRITICAL',
      createdAt: start - 9 * minute,
    });
    const late = makeIssueRow({ siteId, title: 'Broken door', priority: 'HIGH', createdAt: start - 6 * 60 * minute });
    api.on(`GET /api/site/${siteId}/issues/open?limit=100`, { body: [fresh, late] });
    renderWithProviders(<AppRoutes />, { path: sitePath(siteId), routePattern: '*' });
    // The route table loads the site's screens lazily: the first render of a run can take a while on a busy machine.
    const stream = await waitFor(() => FakeEventSource.latest(), { timeout: 15_000 });
    act(() => stream.open());

    const freshRow = await screen.findByRole('link', { name: /Smoke alarm beeping/ }, slow);
    const lateRow = screen.getByRole('link', { name: /Broken door/ });
    expect(freshRow).toHaveTextContent('due in 1 min');
    expect(freshRow).not.toHaveTextContent('overdue');
    expect(lateRow).toHaveTextContent('2 h overdue');

    // A minute later the list, still open, says the critical issue is late.
    act(() => {
      vi.advanceTimersByTime(minute);
    });
    expect(freshRow).toHaveTextContent('1 min overdue');
    expect(screen.getAllByText(/overdue/)).toHaveLength(2);
  });

  it('shows the same on the issue detail, and nothing for a resolved issue', async () => {
    const issue = makeIssue({
      siteId,
      title: 'Leak by the tills',
      priority: 'CRITICAL',
      createdAt: start - 25 * minute,
    });
    api.on(`GET /api/site/${siteId}/issues/${issue.id}`, { body: issue });
    const { unmount } = renderWithProviders(<AppRoutes />, {
      path: siteIssuePath(siteId, issue.id),
      routePattern: '*',
    });
    expect(await screen.findByRole('heading', { name: 'Leak by the tills', level: 1 }, slow)).toBeInTheDocument();
    expect(screen.getByText('15 min overdue')).toBeInTheDocument();
    unmount();

    const resolved = makeIssue({
      siteId,
      title: 'Fixed leak',
      priority: 'CRITICAL',
      createdAt: start - 25 * minute,
      status: 'RESOLVED',
    });
    api.on(`GET /api/site/${siteId}/issues/${resolved.id}`, { body: resolved });
    renderWithProviders(<AppRoutes />, {
      path: siteIssuePath(siteId, resolved.id),
      routePattern: '*',
    });
    expect(await screen.findByRole('heading', { name: 'Fixed leak', level: 1 }, slow)).toBeInTheDocument();
    expect(screen.queryByText(/overdue|due in/)).toBeNull();
  });
});
