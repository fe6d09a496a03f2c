import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';

const endClientSession = vi.fn<() => Promise<'redirecting' | 'done'>>();
vi.mock('../../features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/auth')>()),
  endClientSession: () => endClientSession(),
}));

const { LogoutPage } = await import('./logout-page');

describe('/u/logout', () => {
  it("shows 'Signing you out', signs out on the server, ends the client session, forgets the user and goes to /", async () => {
    endClientSession.mockResolvedValue('done');
    const api = installFakeHttp({ 'POST /api/user/logout': { status: 204 } });
    const { queryClient } = renderWithProviders(<LogoutPage />, { path: '/u/logout', routePattern: '/u/logout' });
    queryClient.setQueryData(['user'], { id: 'x' });
    queryClient.setQueryData(['site', 'x'], { id: 'site' });
    expect(screen.getByText('Signing you out')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.calls).toEqual([{ method: 'POST', url: '/api/user/logout', body: undefined }]);
    expect(endClientSession).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['user'])).toBeNull();
    expect(queryClient.getQueryData(['site', 'x'])).toBeUndefined();
  });

  it('still ends the client session and leaves when the server call fails', async () => {
    endClientSession.mockResolvedValue('done');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeHttp({ 'POST /api/user/logout': { status: 500, body: { code: 'INTERNAL', message: 'down' } } });
    renderWithProviders(<LogoutPage />, { path: '/u/logout', routePattern: '/u/logout' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(endClientSession).toHaveBeenCalled();
  });

  it("leaves the navigation to the provider when it ends the provider's session", async () => {
    endClientSession.mockResolvedValue('redirecting');
    installFakeHttp({ 'POST /api/user/logout': { status: 204 } });
    renderWithProviders(<LogoutPage />, { path: '/u/logout', routePattern: '/u/logout' });
    await waitFor(() => expect(endClientSession).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('location')).toHaveTextContent('/u/logout');
    expect(screen.getByText('Signing you out')).toBeInTheDocument();
  });
});
