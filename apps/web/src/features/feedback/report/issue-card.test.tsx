import type { AssistantIssueCreated } from '@sitewatch/shared';
import { en } from '@sitewatch/shared/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { IssueCardState, IssueCardStatus } from '../chat/chat-state';
import { IssueCard } from './issue-card';

const draft: AssistantIssueCreated = {
  id: 'dddddddd',
  type: 'assistantIssueCreated',
  title: 'Leaking tap',
  description: 'The tap in the staff kitchen drips',
  location: 'Staff kitchen',
  photoIds: [],
};

function renderCard(status: IssueCardStatus) {
  const card: IssueCardState = {
    status,
    fields: { title: draft.title, description: draft.description, location: draft.location },
    idempotencyKey: 'key-1',
    shownAt: new Date(2026, 0, 5, 14, 30).getTime(),
  };
  const handlers = { onEdit: vi.fn(), onSubmit: vi.fn(), onNewChat: vi.fn() };
  render(<IssueCard draft={draft} card={card} texts={en.issueReportForm} {...handlers} />);
  return handlers;
}

const noop = { onEdit: () => {}, onSubmit: () => {}, onNewChat: () => {} };

describe('IssueCard', () => {
  it('Review shows the draft, the date label, Edit and Report issue', async () => {
    const handlers = renderCard('review');
    expect(screen.getByText('Issue report')).toBeInTheDocument();
    expect(screen.getByText('Mon 05 Jan 14:30')).toBeInTheDocument();
    expect(screen.getByText('Leaking tap')).toBeInTheDocument();
    expect(screen.getByText('The tap in the staff kitchen drips')).toBeInTheDocument();
    expect(screen.getByText('Staff kitchen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(handlers.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Report issue' }));
    expect(handlers.onSubmit).toHaveBeenCalledWith();
  });

  it('Edit shows the missing-field message of an emptied field and keeps submit disabled until all are filled', async () => {
    const handlers = renderCard('edit');
    const submit = screen.getByRole('button', { name: 'Report issue' });
    const location = screen.getByLabelText('Location');
    expect(submit).toBeEnabled();
    await userEvent.clear(location);
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Title'));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Dripping tap');
    await userEvent.type(location, 'Kitchen, 2nd floor');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(submit);
    expect(handlers.onSubmit).toHaveBeenCalledWith({
      title: 'Dripping tap',
      description: 'The tap in the staff kitchen drips',
      location: 'Kitchen, 2nd floor',
    });
  });

  it('Edit treats whitespace as empty', async () => {
    renderCard('edit');
    const description = screen.getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, '   ');
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report issue' })).toBeDisabled();
  });

  it('Submitting shows a spinner and no buttons', () => {
    renderCard('submitting');
    expect(screen.getByRole('status', { name: 'Report issue' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Success thanks the visitor and offers a link that starts a new chat', async () => {
    const handlers = renderCard('success');
    expect(screen.getByText(en.issueReportForm.successMessage)).toBeInTheDocument();
    expect(screen.getByText(/Report another issue below or/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'start a new chat' }));
    expect(handlers.onNewChat).toHaveBeenCalledOnce();
  });

  it('a failed submit keeps the draft, says so and offers a retry', async () => {
    const handlers = renderCard('failed');
    expect(screen.getByRole('alert')).toHaveTextContent(en.issueReportForm.submitError);
    expect(screen.getByText('Leaking tap')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(handlers.onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the photos the report will send, as thumbnails', () => {
    const card: IssueCardState = {
      status: 'review',
      fields: { title: draft.title, description: draft.description, location: draft.location },
      idempotencyKey: 'key-1',
      shownAt: 0,
    };
    const photos = [
      { src: 'blob:one', alt: 'Your photo 1' },
      { src: 'blob:two', alt: 'Your photo 2' },
    ];
    render(<IssueCard draft={draft} card={card} texts={en.issueReportForm} photos={photos} {...noop} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Your photo 1', 'Your photo 2']);
  });

  it('after an update, comes into view and marks the fields that changed', () => {
    // jsdom has no scrolling: a stand-in, taken back after this test (test files share their modules).
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const card = (location: string): IssueCardState => ({
      status: 'review',
      fields: { title: draft.title, description: draft.description, location },
      idempotencyKey: 'key-1',
      shownAt: 0,
    });
    const { rerender } = render(
      <IssueCard draft={draft} card={card('Staff kitchen')} texts={en.issueReportForm} {...noop} />,
    );
    expect(scrolled).not.toHaveBeenCalled();
    rerender(<IssueCard draft={draft} card={card('Staff kitchen, 3rd floor')} texts={en.issueReportForm} {...noop} />);
    expect(scrolled).toHaveBeenCalledOnce();
    expect(screen.getByText('Staff kitchen, 3rd floor').closest('dd')?.className).toMatch(/changed/);
    expect(screen.getByText('Leaking tap').className).not.toMatch(/changed/);
  });
});
