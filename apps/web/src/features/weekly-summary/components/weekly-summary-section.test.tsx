import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeResponse, installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { WeeklySummarySection } from './weekly-summary-section';

const siteId = '11111111-1111-4111-8111-111111111111';
const url = `/api/site/${siteId}/weekly-summary`;

function renderSection() {
  renderWithProviders(<WeeklySummarySection siteId={siteId} />);
}

describe('WeeklySummarySection', () => {
  it('shows the member’s setting and saves it as the box is ticked and cleared', async () => {
    const api = installFakeHttp({
      [`GET ${url}`]: { body: { enabled: false } },
      [`PUT ${url}`]: ({ body }) => ({ body }),
    });
    const user = userEvent.setup();
    renderSection();
    const box = screen.getByRole('checkbox', { name: 'Email me a weekly summary of this site' });
    // Off, and not to be ticked until the saved setting has loaded.
    expect(box).toBeDisabled();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(await screen.findByText('Weekly summary turned on.')).toBeInTheDocument();
    expect(box).toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Weekly summary turned off.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { enabled: true },
      { enabled: false },
    ]);
  });

  it('shows the click at once and holds the box until the answer, which a controlled box would snap back', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const answered = new Promise<FakeResponse>((resolve) => {
      answer = resolve;
    });
    installFakeHttp({
      [`GET ${url}`]: { body: { enabled: false } },
      [`PUT ${url}`]: () => answered,
    });
    renderSection();
    const box = screen.getByRole('checkbox', { name: 'Email me a weekly summary of this site' });
    await waitFor(() => expect(box).toBeEnabled());

    fireEvent.click(box);
    // Read in the same turn as the click: nothing has had a tick to re-render the box.
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    answer({ body: { enabled: true } });
    expect(await screen.findByText('Weekly summary turned on.')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('starts ticked when it is on, and says so when a change fails, keeping the saved state', async () => {
    installFakeHttp({
      [`GET ${url}`]: { body: { enabled: true } },
      [`PUT ${url}`]: { status: 500, body: { code: 'INTERNAL', message: 'Internal error' } },
    });
    const user = userEvent.setup();
    renderSection();
    const box = await screen.findByRole('checkbox', { checked: true });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('The weekly summary could not be changed.');
    expect(box).toBeChecked();
  });
});
