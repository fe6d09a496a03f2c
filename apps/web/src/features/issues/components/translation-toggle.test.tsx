import type { IssueDetail as IssueDetailData } from '@sitewatch/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { makeIssue } from '../../../testing/test-issue';
import { IssueDetail } from './issue-detail';
import { IssueRow } from './issue-row';

const translation = {
  language: 'en',
  title: 'Spilled milk',
  description: 'Milk on the floor',
  location: 'Aisle 3',
};
const polish = { title: 'Rozlane mleko', description: 'Mleko na podłodze', location: 'Alejka 3', language: 'pl' };

describe('a report translated for managers', () => {
  beforeEach(() => {
    installFakeHttp();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the translation first on the detail, with the visitor’s words one press away', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IssueDetail issue={makeIssue({ ...polish, translation })} />);
    expect(screen.getByText('Spilled milk')).toBeInTheDocument();
    expect(screen.getByText('Aisle 3')).toBeInTheDocument();
    expect(screen.queryByText('Rozlane mleko')).not.toBeInTheDocument();
    expect(screen.getByText('Translated from Polish')).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Show original' });
    const text = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(text).toHaveAttribute('lang', 'en');
    expect(text).toHaveTextContent('Milk on the floor');

    await user.click(button);
    expect(screen.getByText('Rozlane mleko')).toBeInTheDocument();
    expect(screen.getByText('Mleko na podłodze')).toBeInTheDocument();
    expect(screen.queryByText('Spilled milk')).not.toBeInTheDocument();
    expect(text).toHaveAttribute('lang', 'pl');
    expect(screen.getByText('Original (Polish)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show translation' })).toBe(button);
  });

  it('switches with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IssueDetail issue={makeIssue({ ...polish, translation })} />);
    const button = screen.getByRole('button', { name: 'Show original' });
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Rozlane mleko')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByText('Spilled milk')).toBeInTheDocument();
  });

  it('switches every report of the issue with it', async () => {
    const user = userEvent.setup();
    const base = makeIssue({ ...polish, translation });
    const report = (id: string, title: string, translated: string) => ({
      id,
      title,
      description: 'opis',
      location: 'Alejka 3',
      language: 'pl',
      translation: { ...translation, title: translated },
      priority: base.priority,
      createdAt: base.createdAt,
      photos: [],
    });
    const issue: IssueDetailData = {
      ...base,
      reports: [
        report('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', 'Rozlane mleko', 'Spilled milk'),
        report('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2', 'Mleko na ziemi', 'Milk on the ground'),
      ],
      followedByIssueIds: [],
    };
    renderWithProviders(<IssueDetail issue={issue} />);
    const reports = screen.getByRole('list');
    expect(within(reports).getByText('Milk on the ground')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(within(reports).getByText('Mleko na ziemi')).toBeInTheDocument();
    expect(within(reports).queryByText('Milk on the ground')).not.toBeInTheDocument();
  });

  it('offers the switch for an English issue with a translated report attached', async () => {
    const user = userEvent.setup();
    const base = makeIssue({ title: 'Milk spill', language: 'en' });
    const issue: IssueDetailData = {
      ...base,
      reports: [
        {
          id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
          title: 'Milk spill',
          description: 'd',
          location: 'l',
          language: 'en',
          priority: base.priority,
          createdAt: base.createdAt,
          photos: [],
        },
        {
          id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2',
          title: 'Mleko na ziemi',
          description: 'd',
          location: 'l',
          language: 'pl',
          translation: { ...translation, title: 'Milk on the ground' },
          priority: base.priority,
          createdAt: base.createdAt,
          photos: [],
        },
      ],
      followedByIssueIds: [],
    };
    renderWithProviders(<IssueDetail issue={issue} />);
    expect(screen.getByText('Milk on the ground')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByText('Mleko na ziemi')).toBeInTheDocument();
  });

  it('offers no switch for a report in the managers’ language or without a translation', () => {
    renderWithProviders(<IssueDetail issue={makeIssue({ ...polish })} />);
    expect(screen.getByText('Rozlane mleko')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show original|Show translation/ })).not.toBeInTheDocument();
  });

  it('shows the translation on the list row with its languages, read out in words', () => {
    render(
      <MemoryRouter>
        <IssueRow issue={makeIssue({ ...polish, translation })} href="/x" now={new Date(2026, 0, 5, 12, 0)} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('Spilled milk');
    expect(link).toHaveTextContent('Aisle 3');
    expect(link).not.toHaveTextContent('Rozlane mleko');
    expect(link).toHaveTextContent('PL → EN');
    expect(link).toHaveTextContent('translated from Polish');
  });
});
