import { defaultResponseTargets } from '@sitewatch/shared';
import { makeSite } from '@sitewatch/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { ResponseTargetsSection } from './response-targets-section';

const siteId = '11111111-1111-4111-8111-111111111111';
const url = `PUT /api/site/${siteId}/response-targets`;
const site = makeSite({ id: siteId, responseTargets: { ...defaultResponseTargets, MEDIUM: 90 } });

function renderSection(onSaved = vi.fn()) {
  renderWithProviders(<ResponseTargetsSection site={site} onSaved={onSaved} />);
  return onSaved;
}

describe('ResponseTargetsSection', () => {
  it('shows each target in its largest whole unit and saves the changes in minutes', async () => {
    const api = installFakeHttp({
      [url]: ({ body }) => ({ body: { ...site, responseTargets: body } }),
    });
    const user = userEvent.setup();
    const onSaved = renderSection();
    expect(screen.getByLabelText('Critical')).toHaveValue(1);
    expect(screen.getByLabelText('Critical unit')).toHaveValue('hours');
    expect(screen.getByLabelText('Medium')).toHaveValue(90);
    expect(screen.getByLabelText('Medium unit')).toHaveValue('minutes');
    expect(screen.getByLabelText('Low')).toHaveValue(7);
    expect(screen.getByLabelText('Low unit')).toHaveValue('days');

    await user.clear(screen.getByLabelText('Critical'));
    await user.type(screen.getByLabelText('Critical'), '15');
    await user.selectOptions(screen.getByLabelText('Critical unit'), 'minutes');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(await screen.findByText('Response targets saved.')).toBeInTheDocument();
    const saved = { CRITICAL: 15, HIGH: 240, MEDIUM: 90, LOW: 10_080 };
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual(saved);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ responseTargets: saved }));
  });

  it('says what to fix by the field before sending anything, and shows the server’s field errors', async () => {
    const api = installFakeHttp({
      [url]: () => ({
        status: 400,
        body: { code: 'VALIDATION', message: 'Invalid request', fieldErrors: { HIGH: ['Too long for this site'] } },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.clear(screen.getByLabelText('Critical'));
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(screen.getByLabelText('Critical')).toHaveAccessibleDescription('Enter the Critical target in minutes');
    // Half an hour is 30 whole minutes; half a minute is not.
    await user.selectOptions(screen.getByLabelText('Critical unit'), 'minutes');
    await user.type(screen.getByLabelText('Critical'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(screen.getByLabelText('Critical')).toHaveAccessibleDescription('The Critical target must be whole minutes');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Critical'));
    await user.type(screen.getByLabelText('Critical'), '2');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(await screen.findByText('Too long for this site')).toBeInTheDocument();
    expect(screen.getByLabelText('High')).toHaveAttribute('aria-invalid', 'true');
  });
});
