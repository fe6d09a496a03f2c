import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../features/auth/test-utils/render-route';
import { installFakeHttp } from '../../testing/fake-http';
import { AppRoutes } from './app-routes';

const user = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Ada',
  email: 'ada@example.com',
  notificationForPriority: 'HIGH',
  sites: [{ siteId: '11111111-1111-4111-8111-111111111111', siteName: 'Main Street Store' }],
};

// The route table loads the signed-in area lazily; a loaded machine can take longer than the default second.
const slow = { timeout: 5000 };
configure({ asyncUtilTimeout: 5000 });

const renderAt = (path: string) => renderRoute(<AppRoutes />, { path, pattern: '*' });

describe('/u routes', { timeout: 20_000 }, () => {
  it('fetches the user on entry and shows it, formatted, at /u', async () => {
    const api = installFakeHttp({ 'GET /api/user': { body: user } });
    renderAt('/u');
    const shown = await screen.findByLabelText('User', undefined, slow);
    expect(shown.textContent).toBe(JSON.stringify(user, null, 2));
    expect(api.calls.filter((c) => c.url === '/api/user')).toHaveLength(1);
  });

  it('goes to / when nobody is signed in', async () => {
    installFakeHttp({ 'GET /api/user': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Not signed in' } } });
    renderAt('/u/onboarding');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), slow);
  });

  it("shows 'User Routes: Not found' for unknown paths", async () => {
    installFakeHttp({ 'GET /api/user': { body: user } });
    renderAt('/u/somewhere/else');
    expect(await screen.findByText('User Routes: Not found', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/u/dashboard');
  });

  it('uses the held user without fetching again', async () => {
    const api = installFakeHttp({});
    const { queryClient } = renderRoute(<p>idle</p>, { path: '/', pattern: '/' });
    queryClient.setQueryData(['user'], user);
    renderRoute(<AppRoutes />, { path: '/u/onboarding', pattern: '*', queryClient });
    expect(
      await screen.findByRole('heading', { name: "Welcome. Let's set up your account." }, slow),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers to try again when the user cannot be loaded', async () => {
    installFakeHttp({ 'GET /api/user': { status: 500, body: { code: 'INTERNAL', message: 'down' } } });
    renderAt('/u');
    expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument();
  });
});

describe('the route table', { timeout: 20_000 }, () => {
  it('shows a page with a way back for an address outside the app', async () => {
    installFakeHttp({});
    renderRoute(<AppRoutes />, { path: '/no/such/page', pattern: '*' });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('sends /u/dashboard to the first site and unknown dashboard paths there too', async () => {
    installFakeHttp({ 'GET /api/user': { body: user } });
    renderRoute(<AppRoutes />, { path: '/u/dashboard/elsewhere', pattern: '*' });
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(`/u/dashboard/site/${user.sites[0]?.siteId}`),
      slow,
    );
  });
});
