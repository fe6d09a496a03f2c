import type { JobView } from '@sitewatch/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { JobScreen } from './job-screen';

const siteId = '11111111-1111-4111-8111-111111111111';
const token = 'signed-token';
const api = `/api/public/site/${siteId}/jobs/${token}`;

function jobOf(status: 'OPEN' | 'RESOLVED'): JobView {
  return {
    siteName: 'Riverside Depot',
    issue: {
      id: '22222222-2222-4222-8222-222222222222',
      siteId,
      title: 'Broken gate',
      description: 'The hinge snapped',
      location: 'Yard',
      createdAt: 1_795_000_000_000,
      ...(status === 'RESOLVED' ? { closedAt: 1_795_000_100_000 } : {}),
      status,
      priority: { id: 'MEDIUM', level: 2 },
      category: { id: 'OTHER' },
      photos: [],
    },
    photoUrls: [],
    notes: [],
    expiresAt: 1_796_000_000_000,
  };
}

function renderJob() {
  return renderWithProviders(<JobScreen siteId={siteId} token={token} />);
}

describe('JobScreen', () => {
  it('a link that is not valid says so and what to do next, in English by default', async () => {
    installFakeHttp({
      [`GET ${api}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'This job link is not valid any more' } },
    });
    renderJob();
    expect(await screen.findByRole('alert')).toHaveTextContent('This job link is not valid any more.');
    expect(screen.getByText('Ask the person who sent you this link for a new one.')).toBeInTheDocument();
  });

  it('a load that failed offers to try again, and the job shows once it loads', async () => {
    let isDown = true;
    installFakeHttp({
      [`GET ${api}`]: () =>
        isDown ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Try again shortly' } } : { body: jobOf('OPEN') },
    });
    renderJob();
    expect(await screen.findByRole('heading', { name: 'Something went wrong. Please try again.' })).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Broken gate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as done' })).toBeEnabled();
  });

  it('opens each photo full size from a link, so the strip can be walked by keyboard', async () => {
    installFakeHttp({ [`GET ${api}`]: { body: { ...jobOf('OPEN'), photoUrls: ['/files/a.jpg', '/files/b.jpg'] } } });
    renderJob();
    const second = await screen.findByRole('link', { name: 'Photos 2' });
    expect(second).toHaveAttribute('href', '/files/b.jpg');
    expect(second).toHaveAttribute('target', '_blank');
  });

  it('shows a done job read-only: no note, photo or done action', async () => {
    installFakeHttp({ [`GET ${api}`]: { body: jobOf('RESOLVED') } });
    renderJob();
    expect(await screen.findByText('Job done. Thank you!')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Broken gate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
    expect(screen.queryByLabelText('Add a note')).toBeNull();
  });

  it('shows the job as done, not an error, when it was done meanwhile and the server refuses a note', async () => {
    let job = jobOf('OPEN');
    installFakeHttp({
      [`GET ${api}`]: () => ({ body: job }),
      [`POST ${api}/notes`]: () => {
        job = jobOf('RESOLVED');
        return { status: 409, body: { code: 'CONFLICT', message: 'This job is already done' } };
      },
    });
    renderJob();
    await userEvent.type(await screen.findByLabelText('Add a note'), 'On my way');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Job done. Thank you!')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
  });
});
