import { toOpenIssueRow } from '@sitewatch/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHttp, installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { makeIssue } from '../../../testing/test-issue';
import { IssueDetail, IssueNotFound } from './issue-detail';

const createdAt = new Date(2026, 0, 5, 14, 30).getTime();
const photoIds = [
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2',
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa3',
];

describe('IssueDetail', () => {
  let api: FakeHttp;
  beforeEach(() => {
    api = installFakeHttp();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the time badge, location, title and description', () => {
    const issue = makeIssue({
      title: 'Leaking pipe',
      location: 'Staff kitchen',
      description: 'Water under the sink.\nFloor is wet.',
      createdAt,
      priority: 'HIGH',
      category: { id: 'PLUMBING' },
    });
    renderWithProviders(<IssueDetail issue={issue} />);
    expect(screen.getByText('Mon 05 Jan 14:30')).toBeInTheDocument();
    expect(screen.getByText('Staff kitchen')).toBeInTheDocument();
    expect(screen.getByText('Leaking pipe')).toBeInTheDocument();
    expect(screen.getByText(/Water under the sink/)).toBeInTheDocument();
    expect(screen.getByText('High priority')).toBeInTheDocument();
    expect(screen.getByText('Plumbing')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows one photo without arrows', () => {
    const issue = makeIssue({ title: 'Crack', photos: [{ id: photoIds[0] as string }] });
    renderWithProviders(<IssueDetail issue={issue} />);
    expect(screen.getByRole('img', { name: 'Crack' })).toHaveAttribute(
      'src',
      `/api/public/issues/${issue.id}/photos/${photoIds[0]}`,
    );
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).not.toBeInTheDocument();
  });

  it('steps through several photos with arrows that wrap around both ways', async () => {
    const user = userEvent.setup();
    const issue = makeIssue({ title: 'Graffiti', photos: photoIds.map((id) => ({ id })) });
    renderWithProviders(<IssueDetail issue={issue} />);
    const shown = () => screen.getByRole('img').getAttribute('src')?.split('/').at(-1);
    expect(shown()).toBe(photoIds[0]);
    expect(screen.getByRole('img')).toHaveAccessibleName('Graffiti, photo 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe(photoIds[1]);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe(photoIds[0]);
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe(photoIds[2]);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('opens the shown photo full size; Escape closes the viewer and focus returns to the photo', async () => {
    const user = userEvent.setup();
    const issue = makeIssue({ title: 'Graffiti', photos: photoIds.map((id) => ({ id })) });
    renderWithProviders(<IssueDetail issue={issue} />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const opener = screen.getByRole('button', { name: 'Open full size: Graffiti, photo 2 of 3' });
    await user.click(opener);
    const viewer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const fullSize = await within(viewer).findByRole('img', { name: 'Graffiti, photo 2 of 3' });
    expect(fullSize.getAttribute('src')?.split('/').at(-1)).toBe(photoIds[1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(opener).toHaveFocus();
  });

  it("completes the issue: a spinner while it runs, then disabled 'Completed {time}' from the answer", async () => {
    const user = userEvent.setup();
    const issue = makeIssue({ createdAt });
    const closedAt = new Date(2026, 0, 6, 9, 15).getTime();
    let finish: () => void = () => {};
    api.on(`POST /api/site/${issue.siteId}/issues/${issue.id}/resolve`, async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { body: { ...issue, status: 'RESOLVED', closedAt } };
    });
    const { queryClient } = renderWithProviders(<IssueDetail issue={issue} />);
    queryClient.setQueryData(['site-issues', issue.siteId, 'open'], { kind: 'whole', issues: [toOpenIssueRow(issue)] });

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const busy = await screen.findByRole('button', { name: 'Working' });
    expect(busy).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Completed Tue 06 Jan 09:15' })).toBeDisabled();
    await waitFor(() =>
      expect(queryClient.getQueryData(['site-issues', issue.siteId, 'open'])).toEqual({ kind: 'whole', issues: [] }),
    );
    expect(queryClient.getQueryData(['site-issue', issue.siteId, issue.id])).toMatchObject({
      status: 'RESOLVED',
      closedAt,
    });
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/site/${issue.siteId}/issues/${issue.id}/resolve`,
    ]);
  });

  it('shows a resolved issue as completed, with its closing time', () => {
    const issue = makeIssue({ status: 'RESOLVED', closedAt: new Date(2026, 0, 6, 9, 15).getTime() });
    renderWithProviders(<IssueDetail issue={issue} />);
    expect(screen.getByRole('button', { name: 'Completed Tue 06 Jan 09:15' })).toBeDisabled();
  });

  it("logs a failed resolve with 'Failed to resolve issue:' and returns the button to normal", async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const issue = makeIssue();
    api.on(`POST /api/site/${issue.siteId}/issues/${issue.id}/resolve`, {
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    renderWithProviders(<IssueDetail issue={issue} />);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to resolve issue:', expect.any(Error)));
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeEnabled();
  });
});

describe('IssueNotFound', () => {
  it('shows the spec texts', () => {
    renderWithProviders(<IssueNotFound />);
    expect(screen.getByRole('heading', { name: 'Issue Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The issue you are looking for does not exist or has been deleted.')).toBeInTheDocument();
  });
});
