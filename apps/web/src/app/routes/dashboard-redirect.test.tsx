import { createSitePath, dashboardPath, sitePath } from '@sitewatch/shared/paths';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from '../../features/auth';
import { installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';
import { DashboardRedirect, dashboardPathFor } from './dashboard-redirect';

const siteId = '11111111-1111-4111-8111-111111111111';

describe('the dashboard redirect', () => {
  it('sends a user without a name to account setup, without sites to site creation, else to the first site', () => {
    expect(dashboardPathFor({ name: null, sites: [{ siteId }] })).toBe('/u/onboarding');
    expect(dashboardPathFor({ name: '', sites: [] })).toBe('/u/onboarding');
    expect(dashboardPathFor({ name: 'Ada', sites: [] })).toBe(createSitePath);
    expect(dashboardPathFor({ name: 'Ada', sites: [{ siteId }, { siteId: 'second' }] })).toBe(sitePath(siteId));
  });

  it('redirects with the fetched user', async () => {
    installFakeHttp({
      'GET /api/user': {
        body: { id: '33333333-3333-4333-8333-333333333333', name: 'Ada', email: 'a@example.com', sites: [] },
      },
    });
    renderWithProviders(<DashboardRedirect />, { path: dashboardPath, routePattern: dashboardPath });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(createSitePath));
  });

  it('after sign-in, follows the invitation link a signed-out person had opened, once; account setup comes first', async () => {
    const user = { id: '33333333-3333-4333-8333-333333333333', email: 'a@example.com', sites: [] };
    sessionStorage.clear();
    rememberReturnPath('/u/invitation/abc123');
    installFakeHttp({ 'GET /api/user': { body: { ...user, name: null } } });
    const first = renderWithProviders(<DashboardRedirect />, { path: dashboardPath, routePattern: dashboardPath });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/u/onboarding'));
    first.unmount();

    installFakeHttp({ 'GET /api/user': { body: { ...user, name: 'Ada' } } });
    const second = renderWithProviders(<DashboardRedirect />, { path: dashboardPath, routePattern: dashboardPath });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/u/invitation/abc123'));
    second.unmount();
    expect(takeReturnPath()).toBeUndefined();
  });

  it('keeps only paths inside the signed-in area', () => {
    sessionStorage.clear();
    for (const path of ['https://evil.example/u/x', '//evil.example', '/login', '/u/onboarding', '/u//x']) {
      rememberReturnPath(path);
      expect(takeReturnPath()).toBeUndefined();
    }
  });
});
