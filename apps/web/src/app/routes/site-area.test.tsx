import { siteIssuePath, siteLiveIssuesPath, sitePath, siteWelcomePath } from '@sitewatch/shared/paths';
import { makeSite } from '@sitewatch/shared/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../testing/dialog-polyfill';
import { FakeEventSource } from '../../testing/fake-event-source';
import { type FakeHttp, installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';
import { makeIssue } from '../../testing/test-issue';
import { AppRoutes } from './app-routes';

const siteId = '11111111-1111-4111-8111-111111111111';
const otherSiteId = '22222222-2222-4222-8222-222222222222';
const site = makeSite({ id: siteId });
const user = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Sam',
  email: 'sam@example.com',
  sites: [
    { siteId, siteName: 'Main Street Store' },
    { siteId: otherSiteId, siteName: 'Harbour Office' },
  ],
};

// The route table loads the signed-in area lazily; a loaded machine can take longer than the default second.
const slow = { timeout: 5000 };
configure({ asyncUtilTimeout: 5000 });

function renderAt(path: string) {
  return renderWithProviders(<AppRoutes />, { path, routePattern: '*' });
}

describe('dashboard routes', { timeout: 20_000 }, () => {
  let api: FakeHttp;
  beforeEach(() => {
    installDialogPolyfill();
    api = installFakeHttp();
    FakeEventSource.install();
    api.on('GET /api/user', { body: user });
    api.on(`GET /api/site/${siteId}`, { body: site });
  });

  it('loads the site with a spinner first, then shows Live issues under the site name', {
    timeout: 15_000,
  }, async () => {
    api.on(`GET /api/site/${siteId}/issues/open?limit=100`, { body: [] });
    // The site answers only once the spinner has been seen: every request for it waits until then (the site
    // may be asked for more than once, and a request made after the answer gets it at once).
    const waiting: ((value: { body: unknown }) => void)[] = [];
    let answered = false;
    api.on(`GET /api/site/${siteId}`, () =>
      answered ? { body: site } : new Promise<{ body: unknown }>((resolve) => waiting.push(resolve)),
    );
    renderAt(sitePath(siteId));
    expect(await screen.findByRole('status', { name: 'Loading site' }, { timeout: 12_000 })).toBeInTheDocument();
    answered = true;
    for (const answer of waiting.splice(0)) answer({ body: site });
    expect(await screen.findByRole('heading', { name: 'Main Street Store', level: 1 }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live issues' })).toBeInTheDocument();
    // The stream opens in an effect after the screen renders; with both cores busy that can come a moment later.
    const stream = await waitFor(() => FakeEventSource.latest(), slow);
    act(() => stream.open());
    expect(await screen.findByText('No issues to display')).toBeInTheDocument();
  });

  it('shows Live issues at /issues too, and the welcome screen at /welcome and unknown paths', async () => {
    api.on(`GET /api/site/${siteId}/issues/open?limit=100`, { body: [] });
    const { unmount } = renderAt(siteLiveIssuesPath(siteId));
    expect(await screen.findByRole('heading', { name: 'Live issues' }, slow)).toBeInTheDocument();
    unmount();
    const welcome = renderAt(siteWelcomePath(siteId));
    expect(
      await screen.findByRole('heading', { name: 'Share the link below with your team' }, slow),
    ).toBeInTheDocument();
    welcome.unmount();
    renderAt(`${sitePath(siteId)}/no/such/page`);
    expect(
      await screen.findByRole('heading', { name: 'Share the link below with your team' }, slow),
    ).toBeInTheDocument();
  });

  it("shows 'Site Not Found' for a site the server does not give (another tenant's or missing)", async () => {
    renderAt(sitePath(otherSiteId));
    expect(await screen.findByRole('heading', { name: 'Site Not Found' })).toBeInTheDocument();
    expect(FakeEventSource.instances).toEqual([]);
  });

  it('shows the issue title in the header with a back link to the site', async () => {
    const issue = makeIssue({ siteId, title: 'Broken freezer', location: 'Aisle 9' });
    api.on(`GET /api/site/${siteId}/issues/${issue.id}`, { body: issue });
    renderAt(siteIssuePath(siteId, issue.id));
    expect(await screen.findByRole('heading', { name: 'Broken freezer', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to live issues' })).toHaveAttribute('href', sitePath(siteId));
    expect(screen.getByText('Aisle 9')).toBeInTheDocument();
  });

  it('shows a translated issue by its translated title in the header, as the list row does', async () => {
    const issue = makeIssue({
      siteId,
      title: 'Rozlana woda przy kasach',
      language: 'pl',
      translation: {
        language: 'en',
        title: 'Spilled water by the tills',
        description: 'Slippery.',
        location: 'Till 3',
      },
    });
    api.on(`GET /api/site/${siteId}/issues/${issue.id}`, { body: issue });
    renderAt(siteIssuePath(siteId, issue.id));
    expect(await screen.findByRole('heading', { name: 'Spilled water by the tills', level: 1 })).toBeInTheDocument();
  });

  it("shows 'Issue Not Found' for a missing issue", async () => {
    renderAt(siteIssuePath(siteId, '44444444-4444-4444-8444-444444444444'));
    expect(await screen.findByRole('heading', { name: 'Issue Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The issue you are looking for does not exist or has been deleted.')).toBeInTheDocument();
  });

  it("opens the side menu: the user's sites, 'Share link with team' and 'Log out'", async () => {
    const person = userEvent.setup();
    api.on(`GET /api/site/${siteId}/issues/open?limit=100`, { body: [] });
    renderAt(sitePath(siteId));
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await person.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Main Street Store' })).toHaveAttribute('href', sitePath(siteId));
    expect(within(menu).getByRole('link', { name: 'Harbour Office' })).toHaveAttribute('href', sitePath(otherSiteId));
    expect(within(menu).getByRole('link', { name: 'Share link with team' })).toHaveAttribute(
      'href',
      siteWelcomePath(siteId),
    );
    expect(within(menu).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/u/logout');

    await person.click(within(menu).getByRole('link', { name: 'Share link with team' }));
    expect(screen.getByTestId('location')).toHaveTextContent(siteWelcomePath(siteId));
    expect(menu).not.toHaveAttribute('open');
  });
});
