import { dashboardPath, sitePath } from '@sitewatch/shared/paths';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';
import { AppRoutes } from './app-routes';

const user = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Ada',
  email: 'ada@example.com',
  notificationForPriority: 'HIGH',
  sites: [{ siteId: '11111111-1111-4111-8111-111111111111', siteName: 'Main Street Store' }],
  // jsdom's browser language: the server already has it.
  locale: 'en-US',
};

// The route table loads the signed-in area lazily; a loaded machine can take longer than the default second.
const slow = { timeout: 5000 };
configure({ asyncUtilTimeout: 5000 });

const renderAt = (path: string) => renderWithProviders(<AppRoutes />, { path, routePattern: '*' });

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
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', dashboardPath);
  });

  it('uses the held user without fetching again', async () => {
    const api = installFakeHttp({});
    const { queryClient } = renderWithProviders(<p>idle</p>, { path: '/', routePattern: '/' });
    queryClient.setQueryData(['user'], user);
    renderWithProviders(<AppRoutes />, { path: '/u/onboarding', routePattern: '*', queryClient });
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
    renderWithProviders(<AppRoutes />, { path: '/no/such/page', routePattern: '*' });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('sends the dashboard to the first site and unknown dashboard paths there too', async () => {
    installFakeHttp({ 'GET /api/user': { body: user } });
    renderWithProviders(<AppRoutes />, { path: `${dashboardPath}/elsewhere`, routePattern: '*' });
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(sitePath(user.sites[0]?.siteId ?? 'no site')),
      slow,
    );
  });
});

describe("the browser's language", { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const browserLanguage = (tag: string) => vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(tag);
  const patches = (api: ReturnType<typeof installFakeHttp>) =>
    api.calls.filter((call) => call.method === 'PATCH' && call.url === '/api/user');

  it('is sent once when the server has none or another, and the answer is held', async () => {
    browserLanguage('de-de');
    const { locale: _none, ...withoutLocale } = user;
    const api = installFakeHttp({
      'GET /api/user': { body: withoutLocale },
      'PATCH /api/user': (request) => ({ body: { ...withoutLocale, ...(request.body as object) } }),
    });
    renderAt('/u');
    await waitFor(() => expect(patches(api)).toHaveLength(1), slow);
    expect(patches(api)[0]?.body).toEqual({ locale: 'de-DE' });
    const shown = await screen.findByLabelText('User', undefined, slow);
    await waitFor(() => expect(JSON.parse(shown.textContent ?? '{}')).toMatchObject({ locale: 'de-DE' }), slow);
    expect(patches(api)).toHaveLength(1);
    expect(api.headersOf(patches(api)[0] as object)['x-sitewatch-csrf']).toBe('1');
  });

  it('is not sent when the server has the same language', async () => {
    browserLanguage('de-DE');
    const api = installFakeHttp({ 'GET /api/user': { body: { ...user, locale: 'de-DE' } } });
    renderAt('/u');
    await screen.findByLabelText('User', undefined, slow);
    expect(patches(api)).toEqual([]);
  });

  it('is sent only once when the server refuses it, and the page still works', async () => {
    browserLanguage('ja-JP');
    const api = installFakeHttp({
      'GET /api/user': { body: user },
      'PATCH /api/user': { status: 400, body: { code: 'VALIDATION', message: 'Invalid', fieldErrors: {} } },
    });
    renderAt('/u');
    await waitFor(() => expect(patches(api)).toHaveLength(1), slow);
    expect(await screen.findByLabelText('User', undefined, slow)).toBeInTheDocument();
    expect(patches(api)).toHaveLength(1);
  });
});
