import { dashboardPath } from '@sitewatch/shared/paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';

const completeSignIn = vi.fn<(url: string) => Promise<void>>();
const startSignIn = vi.fn<() => Promise<void>>();
vi.mock('../../features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/auth')>()),
  completeSignIn: (url: string) => completeSignIn(url),
  startSignIn: () => startSignIn(),
}));

const { LoginPage, staleCallbackDelayMs } = await import('./login-page');

function renderLogin(search = '') {
  window.history.replaceState({}, '', `/login${search}`);
  return renderWithProviders(<LoginPage />, { path: `/login${search}`, routePattern: '/login' });
}

describe('/login', () => {
  beforeEach(() => {
    completeSignIn.mockReset();
    startSignIn.mockReset();
  });

  it('shows the product title and starts the redirect to the provider from Sign In', async () => {
    startSignIn.mockReturnValue(new Promise(() => {}));
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sitewatch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(startSignIn).toHaveBeenCalledOnce();
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it("shows 'Error: {message}' when the provider cannot be reached", async () => {
    startSignIn.mockRejectedValue(new Error('Network timed out'));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Network timed out');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeEnabled();
  });

  it("back with the provider's error: says what went wrong and offers to sign in again, without waiting", async () => {
    startSignIn.mockReturnValue(new Promise(() => {}));
    renderLogin('?error=access_denied&error_description=The+user+cancelled&state=whatever');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Sign-in was cancelled, or the sign-in provider refused it. (The user cancelled; access_denied)',
    );
    expect(screen.queryByText('Signing you in')).not.toBeInTheDocument();
    expect(completeSignIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(startSignIn).toHaveBeenCalledOnce();
  });

  it('names an unknown provider error by its code, and never runs a prototype key as a text', () => {
    renderLogin('?error=constructor&state=x');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: The sign-in provider refused the sign-in. (constructor)',
    );
  });

  it("back from the provider: 'Signing you in', then the dashboard", async () => {
    let finish: () => void = () => {};
    completeSignIn.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderLogin('?code=abc&state=xyz');
    expect(screen.getByText('Signing you in')).toBeInTheDocument();
    expect(completeSignIn).toHaveBeenCalledWith(expect.stringContaining('/login?code=abc&state=xyz'));
    finish();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(dashboardPath));
  });

  it("shows 'Error: Login failed' when the server refuses the token", async () => {
    completeSignIn.mockRejectedValue(new Error('Login failed'));
    renderLogin('?code=abc&state=refused');
    expect(await screen.findByText('Error: Login failed')).toBeInTheDocument();
    expect(screen.queryByText('Signing you in')).not.toBeInTheDocument();
  });

  it("keeps the loading view for 'Invalid State'", async () => {
    completeSignIn.mockRejectedValue(new Error('Invalid State'));
    const api = installFakeHttp({
      'GET /api/user': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Not signed in' } },
    });
    renderLogin('?code=abc&state=stale');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByText('Signing you in')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("goes on to the dashboard after 'Invalid State' when this browser is already signed in", async () => {
    completeSignIn.mockRejectedValue(new Error('Invalid State'));
    installFakeHttp({
      'GET /api/user': {
        body: { id: '33333333-3333-4333-8333-333333333333', name: 'Ada', email: 'ada@example.com', sites: [] },
      },
    });
    renderLogin('?code=abc&state=reloaded');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(dashboardPath));
  });

  it("after a few seconds of 'Invalid State' without a session, offers to sign in again (the loading view stays)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      completeSignIn.mockRejectedValue(new Error('Invalid State'));
      startSignIn.mockReturnValue(new Promise(() => {}));
      const api = installFakeHttp({
        'GET /api/user': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Not signed in' } },
      });
      renderLogin('?code=abc&state=bookmarked');
      await waitFor(() => expect(api.calls).toHaveLength(1));
      expect(screen.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(staleCallbackDelayMs);
      const again = await screen.findByRole('button', { name: 'Sign in again' });
      expect(screen.getByText('Signing you in')).toBeInTheDocument();
      await userEvent.click(again);
      expect(startSignIn).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
