import type { User } from '@sitewatch/shared';
import { dashboardPath } from '@sitewatch/shared/paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userQueryKey } from '../../features/users';
import { installFakeHttp } from '../../testing/fake-http';
import { renderWithProviders } from '../../testing/render';
import { OnboardingPage } from './onboarding-page';

const newUser: User = {
  id: '33333333-3333-4333-8333-333333333333',
  name: null,
  email: 'new@example.com',
  sites: [],
  idpName: null,
};

function renderOnboarding(user: User = newUser) {
  return renderWithProviders(<OnboardingPage user={user} />, { path: '/u/onboarding', routePattern: '/u/onboarding' });
}

describe('account setup', () => {
  it('shows no errors until the first Continue, then blocks Continue while errors remain', async () => {
    const api = installFakeHttp({});
    renderOnboarding();
    expect(screen.getByRole('heading', { name: "Welcome. Let's set up your account." })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notification preference')).toHaveValue('');

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(continueButton);
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please select your notification preferences')).toBeInTheDocument();
    expect(continueButton).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await waitFor(() => expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument());
    expect(continueButton).toBeDisabled();
    expect(api.calls).toEqual([]);
  });

  it('shows the length message for a 256-character name', async () => {
    installFakeHttp({});
    renderOnboarding();
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.paste('a'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Name must be less than 255 characters')).toBeInTheDocument();
  });

  it("submits with Enter, omits notificationForPriority for 'No notifications', then goes to the dashboard", async () => {
    const saved = { ...newUser, name: 'Ada' };
    const api = installFakeHttp({ 'POST /api/user': { body: saved } });
    const { queryClient } = renderOnboarding();
    await userEvent.selectOptions(screen.getByLabelText('Notification preference'), 'No notifications');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(dashboardPath));
    expect(api.calls).toEqual([{ method: 'POST', url: '/api/user', body: { name: 'Ada' } }]);
    // The held user already has the name, so the dashboard redirect does not send them back here.
    expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ name: 'Ada' });
  });

  it('sends the chosen priority and prefills the provider name', async () => {
    const api = installFakeHttp({
      'POST /api/user': { body: { ...newUser, name: 'Grace Hopper', notificationForPriority: 'LOW' } },
    });
    renderOnboarding({ ...newUser, idpName: 'Grace Hopper' });
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    await userEvent.selectOptions(screen.getByLabelText('Notification preference'), 'All Issues');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ name: 'Grace Hopper', notificationForPriority: 'LOW' });
  });

  it('shows the server error and stays', async () => {
    installFakeHttp({ 'POST /api/user': { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } } });
    renderOnboarding();
    await userEvent.selectOptions(screen.getByLabelText('Notification preference'), 'Critical-Priority only');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada{Enter}');
    expect(await screen.findByText('Error: Something went wrong')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/u/onboarding');
  });
});
