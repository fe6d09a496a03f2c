import { makeSite } from '@sitewatch/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHttp, installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { CreateSiteForm } from './create-site-form';

const createdSite = makeSite({ idCode: 'abcdefghijklmnopqrstuv' });

describe('CreateSiteForm (spec sections 2 and 5)', () => {
  let api: FakeHttp;
  beforeEach(() => {
    api = installFakeHttp();
  });

  it('shows no error before the first Continue, then every required message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateSiteForm onCreated={vi.fn()} />);
    await user.type(screen.getByLabelText('Site name'), 'x');
    await user.clear(screen.getByLabelText('Site name'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Site name is required')).toBeInTheDocument();
    expect(screen.getByText('Postcode is required')).toBeInTheDocument();
    expect(screen.getByText('Operating hours are required')).toBeInTheDocument();
    expect(screen.getByText('Site function is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Site name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(api.calls).toEqual([]);

    // After the first Continue, errors follow the input as it changes, and Continue unblocks.
    await user.type(screen.getByLabelText('Site name'), 'Depot');
    await waitFor(() => expect(screen.queryByText('Site name is required')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Postcode'), 'E1');
    await user.type(screen.getByLabelText('Operating hours'), '24/7');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Site function'), 'Office');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  });

  it('checks the length limits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateSiteForm onCreated={vi.fn()} />);
    await user.click(screen.getByLabelText('Site name'));
    await user.paste('n'.repeat(256));
    await user.click(screen.getByLabelText('Postcode'));
    await user.paste('p'.repeat(21));
    await user.click(screen.getByLabelText('Operating hours'));
    await user.paste('h'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Site name must not exceed 255 characters')).toBeInTheDocument();
    expect(screen.getByText('Postcode must not exceed 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Operating hours must not exceed 255 characters')).toBeInTheDocument();
  });

  it("defaults the role to Property Owner and reveals a required free-text function for 'other'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateSiteForm onCreated={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Property Owner' })).toBeChecked();
    expect(screen.queryByLabelText('Specify the site function')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Site function'), 'Other');
    expect(screen.getByLabelText('Specify the site function')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please specify the function of the site')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Specify the site function'));
    await user.paste('f'.repeat(256));
    expect(await screen.findByText('Site function must not exceed 255 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Specify the site function'));
    await user.type(screen.getByLabelText('Specify the site function'), 'Garden centre');
    await waitFor(() =>
      expect(screen.queryByText('Site function must not exceed 255 characters')).not.toBeInTheDocument(),
    );
  });

  it("unblocks Continue when 'other' is changed back to a listed function", async () => {
    const user = userEvent.setup();
    api.on('POST /api/site', { status: 201, body: createdSite });
    const onCreated = vi.fn();
    renderWithProviders(<CreateSiteForm onCreated={onCreated} />);
    await user.type(screen.getByLabelText('Site name'), 'Depot');
    await user.type(screen.getByLabelText('Postcode'), 'E1');
    await user.type(screen.getByLabelText('Operating hours'), '24/7');
    await user.selectOptions(screen.getByLabelText('Site function'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please specify the function of the site')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Site function'), 'Retail');
    expect(screen.queryByText('Please specify the function of the site')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.calls[0]?.body).toMatchObject({ context: { purpose: 'retail' } });
  });

  it("submits with Enter: companyName equals name and 'other' sends the free text", async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    api.on('POST /api/site', { status: 201, body: createdSite });
    renderWithProviders(<CreateSiteForm onCreated={onCreated} />);
    await user.type(screen.getByLabelText('Site name'), 'Main Street Store');
    await user.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    await user.type(screen.getByLabelText('Operating hours'), '9-5');
    await user.selectOptions(screen.getByLabelText('Site function'), 'Other');
    await user.type(screen.getByLabelText('Specify the site function'), 'Garden centre');
    await user.click(screen.getByRole('radio', { name: 'Service Provider' }));
    await user.type(screen.getByLabelText('Postcode'), '{Enter}');

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(createdSite));
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: '/api/site',
        body: {
          name: 'Main Street Store',
          companyName: 'Main Street Store',
          context: { postcode: 'SW1A 1AA', operatingHours: '9-5', purpose: 'Garden centre' },
          type: 'SERVICE_PROVIDER',
        },
      },
    ]);
  });

  it("shows the server's field errors next to the fields", async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    api.on('POST /api/site', {
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: 'Invalid body',
        fieldErrors: { 'context.postcode': ['Postcode is required'] },
      },
    });
    renderWithProviders(<CreateSiteForm onCreated={onCreated} />);
    await user.type(screen.getByLabelText('Site name'), 'Depot');
    await user.type(screen.getByLabelText('Postcode'), 'X1');
    await user.type(screen.getByLabelText('Operating hours'), '24/7');
    await user.selectOptions(screen.getByLabelText('Site function'), 'Warehouse');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Postcode is required')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
