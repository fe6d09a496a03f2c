import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeIssue } from '../../../testing/test-issue';
import { IssueRow } from './issue-row';

describe('IssueRow', () => {
  it('holds every desktop column in one link to the detail: priority, title, location, category, time', () => {
    const issue = makeIssue({
      title: 'Leaking tap',
      location: 'Staff kitchen',
      priority: 'HIGH',
      category: { id: 'MECHANICAL_ELECTRICAL' },
      createdAt: new Date(2026, 0, 5, 9, 7).getTime(),
    });
    render(
      <MemoryRouter>
        <IssueRow issue={issue} href="/somewhere/details" now={new Date(2026, 0, 5, 12, 0)} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/somewhere/details');
    expect(link).toHaveTextContent('High priority');
    expect(link).toHaveTextContent('Leaking tap');
    expect(link).toHaveTextContent('Staff kitchen');
    expect(link).toHaveTextContent('Mechanical & Electrical');
    expect(link).toHaveTextContent('Today 09:07');
  });

  it('in the history, shows when the issue was resolved, and says so', () => {
    const issue = {
      ...makeIssue({ title: 'Leaking tap', createdAt: new Date(2026, 0, 2, 8, 0).getTime() }),
      closedAt: new Date(2026, 0, 5, 9, 7).getTime(),
    };
    render(
      <MemoryRouter>
        <IssueRow issue={issue} href="/somewhere/details" now={new Date(2026, 0, 5, 12, 0)} time="resolved" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('Resolved Today 09:07');
    expect(link.querySelector('time')).toHaveAttribute('dateTime', new Date(issue.closedAt).toISOString());
  });
});
