import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { WebhooksSection } from './webhooks-section';

const siteId = '11111111-1111-4111-8111-111111111111';
const hookId = '22222222-2222-4222-8222-222222222222';
const base = `/api/site/${siteId}/webhooks`;
const existing = {
  id: hookId,
  url: 'https://hooks.example.com/a',
  format: 'slack',
  events: ['issue.created'],
  createdAt: 1_795_000_000_000,
};
const delivery = {
  id: '33333333-3333-4333-8333-333333333333',
  eventId: 'msg_1',
  eventType: 'webhook.test',
  attempt: 2,
  status: 'retrying',
  statusCode: 500,
  durationMs: 12,
  error: 'The receiver answered 500',
  createdAt: 1_795_000_000_000,
};

/** The webhook routes on the fake HTTP boundary, over a list of endpoints that POST and DELETE change. */
function fakeApi() {
  let hooks = [existing];
  const createdId = '44444444-4444-4444-8444-444444444444';
  const http = installFakeHttp({
    [`GET ${base}`]: () => ({ body: hooks }),
    [`POST ${base}`]: ({ body }) => {
      const request = body as { url: string };
      if (request.url.includes('127.0.0.1')) {
        const message =
          'This address points to a private, loopback or link-local network, which webhooks may not reach';
        return { status: 400, body: { code: 'BAD_REQUEST', message, fieldErrors: { url: [message] } } };
      }
      const created = { ...request, id: createdId, createdAt: 1_795_000_000_000 };
      hooks = [...hooks, created as typeof existing];
      return { status: 201, body: { ...created, secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' } };
    },
    [`GET ${base}/${hookId}/deliveries`]: { body: [delivery] },
    [`GET ${base}/${createdId}/deliveries`]: { body: [] },
    [`POST ${base}/${hookId}/test`]: { status: 202, body: { eventId: 'msg_2' } },
    [`DELETE ${base}/${hookId}`]: () => {
      hooks = hooks.filter((h) => h.id !== hookId);
      return { status: 204 };
    },
  });
  return { calls: http.calls };
}

function renderSection() {
  return renderWithProviders(<WebhooksSection siteId={siteId} />);
}

describe('WebhooksSection', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi();
  });

  it('lists endpoints with their format, events and delivery log', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    const card = within(list).getByRole('listitem', { name: 'https://hooks.example.com/a' });
    expect(card).toHaveTextContent('Slack · Issue created');
    const log = await within(card).findByRole('region', { name: 'Recent deliveries' });
    expect(await within(log).findByText('Failed, will retry')).toBeInTheDocument();
    expect(log).toHaveTextContent('HTTP 500');
    expect(log).toHaveTextContent('attempt 2');
    expect(log).toHaveTextContent('The receiver answered 500');
  });

  it('adds a webhook and shows its signing secret once', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByLabelText('Receiver URL'), 'https://example.com/hooks/new');
    await user.selectOptions(screen.getByLabelText('Format'), 'teams');
    await user.click(screen.getByRole('checkbox', { name: 'Issue created' }));
    await user.click(screen.getByRole('checkbox', { name: 'Issue overdue' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0');
    expect(api.calls.find((c) => c.method === 'POST' && c.url === base)?.body).toEqual({
      url: 'https://example.com/hooks/new',
      format: 'teams',
      events: ['issue.resolved'],
    });
    expect(await screen.findByRole('listitem', { name: 'https://example.com/hooks/new' })).toHaveTextContent(
      'Microsoft Teams · Issue resolved',
    );
  });

  it('says why an address is refused', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(await screen.findByLabelText('Receiver URL'), 'http://127.0.0.1:9000/x');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(/private, loopback or link-local/)).toBeInTheDocument();
    expect(screen.getByLabelText('Receiver URL')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a test event and deletes only after confirming', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Send test event to https://hooks.example.com/a' }));
    expect(await screen.findByText('Test event sent; it appears in the log below.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.url === `${base}/${hookId}/test`)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete the webhook to https://hooks.example.com/a' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, delete the webhook to https://hooks.example.com/a' }));
    await screen.findByRole('heading', { name: 'Add a webhook' });
    await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Webhooks' })).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url === `${base}/${hookId}`)).toBe(true);
  });
});
