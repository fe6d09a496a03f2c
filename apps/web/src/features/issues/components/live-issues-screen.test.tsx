import { type Issue, type OpenIssuePage, toOpenIssueRow } from '@sitewatch/shared';
import { siteIssuePath, siteReportPath } from '@sitewatch/shared/paths';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../../../testing/dialog-polyfill';
import { FakeEventSource } from '../../../testing/fake-event-source';
import { type FakeHttp, installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { makeIssue } from '../../../testing/test-issue';
import { LiveIssuesScreen } from './live-issues-screen';

const siteId = '11111111-1111-4111-8111-111111111111';
// The dashboard asks with a page size; a small site answers its whole list (issue 12).
const listUrl = `/api/site/${siteId}/issues/open?limit=100`;
const hoursAgo = (h: number) => Date.now() - h * 3_600_000;

function renderScreen() {
  return renderWithProviders(
    <LiveIssuesScreen
      list={siteId}
      issueHref={(id) => siteIssuePath(siteId, id)}
      reportHref={siteReportPath(siteId)}
    />,
  );
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: /^\d+ issues?$/ }))
    .getAllByRole('link')
    .map((link) => link.querySelector('.title')?.textContent);

/**
 * The server reads the list (`current`) when a request arrives; the answer reaches the page only when released
 * (`answers`, in order).
 */
function holdListAnswers(api: FakeHttp, initial: Issue[]) {
  const server = { current: initial, answers: [] as Array<() => void> };
  api.on(`GET ${listUrl}`, () => {
    const body = server.current;
    return new Promise((resolve) => server.answers.push(() => resolve({ body })));
  });
  return server;
}

/** A fresh fetch fake and EventSource, dialogs and an empty session storage for each test. */
function installFakes() {
  installDialogPolyfill();
  sessionStorage.clear();
  const api = installFakeHttp();
  FakeEventSource.install();
  return api;
}

describe('LiveIssuesScreen', () => {
  let api: FakeHttp;
  beforeEach(() => {
    api = installFakes();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'No issues to display' for a site without open issues", async () => {
    api.on(`GET ${listUrl}`, { body: [] });
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Live issues' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate Report' })).toHaveAttribute('href', siteReportPath(siteId));
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByText('No issues to display')).toBeInTheDocument();
  });

  it('loads the list only once the live stream is open, then sorts by highest priority by default', async () => {
    api.on(`GET ${listUrl}`, {
      body: [
        makeIssue({ title: 'Low one', priority: 'LOW', createdAt: hoursAgo(1) }),
        makeIssue({ title: 'Critical old', priority: 'CRITICAL', createdAt: hoursAgo(30) }),
        makeIssue({ title: 'Critical new', priority: 'CRITICAL', createdAt: hoursAgo(2) }),
      ],
    });
    renderScreen();
    expect(FakeEventSource.latest().url).toBe(`/api/site/${siteId}/issues/events`);
    expect(api.calls).toEqual([]);
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Low one');
    expect(api.calls.filter((c) => c.url === listUrl)).toHaveLength(1);
    expect(rowTitles()).toEqual(['Critical new', 'Critical old', 'Low one']);
    expect(screen.getByRole('combobox', { name: 'Sort issues' })).toHaveValue('highestPriority');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort issues' }), 'Sort by oldest');
    expect(rowTitles()).toEqual(['Critical old', 'Critical new', 'Low one']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort issues' }), 'Sort by latest');
    expect(rowTitles()).toEqual(['Low one', 'Critical new', 'Critical old']);
  });

  it('adds a new issue and removes a resolved one as live events arrive, without reloading', async () => {
    const existing = makeIssue({ title: 'Existing', priority: 'MEDIUM', createdAt: hoursAgo(3) });
    api.on(`GET ${listUrl}`, { body: [existing] });
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Existing');

    const created: Issue = makeIssue({ title: 'Fire exit blocked', priority: 'HIGH', createdAt: Date.now() });
    act(() => FakeEventSource.latest().send({ type: 'issue.created', issue: created }));
    expect(await screen.findByText('Fire exit blocked')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Fire exit blocked', 'Existing']);

    act(() =>
      FakeEventSource.latest().send({
        type: 'issue.resolved',
        issue: { ...existing, status: 'RESOLVED', closedAt: Date.now() },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Existing')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.url === listUrl)).toHaveLength(1);
  });

  it('a change that arrives while the list is loading is not undone by that load answering with the older state', async () => {
    const older = makeIssue({ title: 'Bin overflowing', priority: 'LOW', createdAt: hoursAgo(2) });
    const newest = makeIssue({ title: 'Door stuck', priority: 'MEDIUM', createdAt: hoursAgo(1) });
    const server = holdListAnswers(api, [older, newest]);
    const { answers } = server;
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => answers.shift()?.());
    await screen.findByText('Bin overflowing');

    // The stream reopens (as when the screen is opened again) and the list is asked for again...
    act(() => FakeEventSource.latest().open());
    await waitFor(() => expect(answers).toHaveLength(1));
    // ...then the issue is resolved elsewhere and its event arrives before that answer, which was read before.
    server.current = [newest];
    act(() =>
      FakeEventSource.latest().send({
        type: 'issue.resolved',
        issue: { ...older, status: 'RESOLVED', closedAt: Date.now() },
      }),
    );
    act(() => answers.shift()?.());
    // Lets that answer travel through the fetch and the query cache before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Whatever the screen asks for after that is answered with the current state.
    await waitFor(() => {
      for (const release of answers.splice(0)) act(release);
      expect(screen.queryByText('Bin overflowing')).not.toBeInTheDocument();
    });
    expect(rowTitles()).toEqual(['Door stuck']);
  });

  it('a report that arrives while the first load is on its way shows once that load lands with the older state', async () => {
    const report = makeIssue({ title: 'Broken freezer door', priority: 'MEDIUM', createdAt: Date.now() });
    const server = holdListAnswers(api, []);
    const { answers } = server;
    renderScreen();
    act(() => FakeEventSource.latest().open());
    // The first load was read before the report was stored; the report's event comes before its answer, when
    // the screen has no list yet to put it in.
    await waitFor(() => expect(answers).toHaveLength(1));
    server.current = [report];
    act(() => FakeEventSource.latest().send({ type: 'issue.created', issue: report }));
    act(() => answers.shift()?.());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await waitFor(() => {
      for (const release of answers.splice(0)) act(release);
      expect(screen.getByText('Broken freezer door')).toBeInTheDocument();
    });
    expect(rowTitles()).toEqual(['Broken freezer door']);
  });

  it('ignores an event that does not parse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.on(`GET ${listUrl}`, { body: [makeIssue({ title: 'Stays' })] });
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Stays');
    act(() => FakeEventSource.latest().send({ type: 'issue.created', issue: { id: 'nope' } }));
    expect(warn).toHaveBeenCalled();
    expect(rowTitles()).toEqual(['Stays']);
    warn.mockRestore();
  });

  it('fetches the list again when the stream reconnects, so changes missed meanwhile appear', async () => {
    let answer = [makeIssue({ title: 'Before the drop' })];
    api.on(`GET ${listUrl}`, () => ({ body: answer }));
    renderScreen();
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    await screen.findByText('Before the drop');
    act(() => stream.fail());
    expect(await screen.findByText('Reconnecting')).toBeInTheDocument();
    answer = [makeIssue({ title: 'Reported while offline' })];
    act(() => stream.open());
    expect(await screen.findByText('Reported while offline')).toBeInTheDocument();
    expect(screen.queryByText('Before the drop')).not.toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('opens a new stream when the browser gives up, and loads the list without a stream meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on(`GET ${listUrl}`, { body: [makeIssue({ title: 'Loaded anyway' })] });
    renderScreen();
    const first = FakeEventSource.latest();
    act(() => first.fail(true));
    expect(await screen.findByText('Loaded anyway')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest()).not.toBe(first);
  });

  it('filters through the bottom panel: priority chips, date added, issue type and location, combined', async () => {
    api.on(`GET ${listUrl}`, {
      body: [
        makeIssue({
          title: 'Spill aisle',
          priority: 'HIGH',
          category: { id: 'CLEANING' },
          location: 'Aisle 3',
          createdAt: hoursAgo(0.5),
        }),
        makeIssue({
          title: 'Old spill',
          priority: 'HIGH',
          category: { id: 'CLEANING' },
          location: 'Aisle 3',
          createdAt: hoursAgo(24 * 40),
        }),
        makeIssue({
          title: 'Wifi down',
          priority: 'LOW',
          category: { id: 'IT' },
          location: 'Office',
          createdAt: hoursAgo(0.2),
        }),
        makeIssue({
          title: 'Broken gate',
          priority: 'CRITICAL',
          category: { id: 'SECURITY' },
          location: 'Car park',
          createdAt: hoursAgo(0.1),
        }),
      ],
    });
    const user = userEvent.setup();
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Spill aisle');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'High' }));
    expect(rowTitles()).toEqual(['Spill aisle', 'Old spill']);
    await user.click(within(sheet).getByRole('radio', { name: 'Last hour' }));
    expect(rowTitles()).toEqual(['Spill aisle']);

    await user.click(within(sheet).getByRole('button', { name: 'High' }));
    await user.click(within(sheet).getByRole('button', { name: 'Critical' }));
    expect(rowTitles()).toEqual(['Broken gate']);

    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Issue type' }), 'Cleaning');
    expect(rowTitles()).toEqual(['Spill aisle', 'Old spill']);
    const locations = within(sheet).getByRole('combobox', { name: 'Location' });
    expect(
      within(locations)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Any', 'Aisle 3', 'Car park', 'Office']);
    await user.selectOptions(locations, 'Office');
    expect(screen.getByText('No issues to display')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Show 0 issues' })).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Issue type' }), 'Any');
    expect(rowTitles()).toEqual(['Wifi down']);
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });

  it('keeps sort and filter for the tab when the screen is left and opened again', async () => {
    api.on(`GET ${listUrl}`, {
      body: [
        makeIssue({ title: 'Kept', location: 'Lobby', createdAt: hoursAgo(2) }),
        makeIssue({ title: 'Filtered out', location: 'Roof', createdAt: hoursAgo(1) }),
      ],
    });
    const user = userEvent.setup();
    const first = renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Kept');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort issues' }), 'Sort by oldest');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Lobby');
    first.unmount();

    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Kept');
    expect(screen.getByRole('combobox', { name: 'Sort issues' })).toHaveValue('oldest');
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Filtered out')).not.toBeInTheDocument();
  });

  it('starts from the default view when what the tab kept is not a view this screen wrote', async () => {
    sessionStorage.setItem(
      `sitewatch.issue-view.${siteId}`,
      JSON.stringify({ sort: 'oldest', filter: { priorityIds: ['URGENT'], dateRange: 'all' } }),
    );
    api.on(`GET ${listUrl}`, { body: [makeIssue({ title: 'Shown' })] });
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Shown');
    expect(screen.getByRole('combobox', { name: 'Sort issues' })).toHaveValue('highestPriority');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('shows each row with its priority, title and time, linking to the detail', async () => {
    const now = new Date();
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 5).getTime();
    const issue = makeIssue({ title: 'Leak', priority: 'CRITICAL', createdAt: today });
    api.on(`GET ${listUrl}`, { body: [issue] });
    renderScreen();
    act(() => FakeEventSource.latest().open());
    const row = (await screen.findByText('Leak')).closest('a');
    expect(row).toHaveAttribute('href', siteIssuePath(siteId, issue.id));
    expect(row).toHaveTextContent('Critical priority');
    expect(row).toHaveTextContent('Today 00:05');
  });

  it('renders only the rows in view for 5,000 issues, before and after a re-sort', async () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeIssue({
        title: `Issue number ${i}`,
        priority: (['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const)[i % 4],
        createdAt: hoursAgo(i / 10),
      }),
    );
    api.on(`GET ${listUrl}`, { body: many });
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Issue number 3');
    expect(screen.getByRole('list', { name: '5000 issues' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(60);
    // Speed comes from rendering only the rows in view (checked above and again after the re-sort); a wall-clock
    // bound here would fail on a busy machine, so the list's speed is measured in bench/ instead.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort issues' }), 'Sort by oldest');
    expect(rowTitles()[0]).toBe('Issue number 4999');
    expect(screen.getAllByRole('listitem').length).toBeLessThan(60);
  });
});

// Issue 12: a site above the paging threshold answers the dashboard's first request with a page.
const listPath = `/api/site/${siteId}/issues/open`;
const page = (issues: Issue[], nextCursor: string | null, extra: Partial<OpenIssuePage> = {}): OpenIssuePage => ({
  issues: issues.map(toOpenIssueRow),
  nextCursor,
  matchCount: 4,
  ...extra,
});

describe('LiveIssuesScreen on a large site (server pages)', () => {
  let api: FakeHttp;
  const critical = makeIssue({ title: 'Fire door', priority: 'CRITICAL', createdAt: hoursAgo(1), location: 'Lobby' });
  const high = makeIssue({ title: 'Broken light', priority: 'HIGH', createdAt: hoursAgo(2), location: 'Car park' });
  const medium = makeIssue({ title: 'Dirty floor', priority: 'MEDIUM', createdAt: hoursAgo(3) });
  const low = makeIssue({ title: 'Faded sign', priority: 'LOW', createdAt: hoursAgo(4) });

  beforeEach(() => {
    api = installFakes();
    api.on(`GET ${listPath}?limit=100`, {
      body: page([critical, high], 'after-high', { locations: ['Car park', 'Lobby'] }),
    });
    api.on(`GET ${listPath}?limit=100&sort=highestPriority&cursor=after-high`, { body: page([medium, low], null) });
  });

  it('shows the first page from the first request, then loads the next one on request', async () => {
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Fire door');
    expect(rowTitles()).toEqual(['Fire door', 'Broken light']);
    expect(screen.getByText('Showing 2 of 4')).toBeInTheDocument();
    // The first answer was the default view's first page: no second request for it.
    expect(api.calls).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more issues' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Fire door', 'Broken light', 'Dirty floor', 'Faded sign']));
    expect(screen.queryByRole('button', { name: 'Load more issues' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual([
      `${listPath}?limit=100`,
      `${listPath}?limit=100&sort=highestPriority&cursor=after-high`,
    ]);
  });

  it('live changes: a new issue that sorts among the loaded rows shows, a later one waits for its page', async () => {
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Fire door');
    const urgent = makeIssue({ title: 'New fire alarm', priority: 'CRITICAL', createdAt: Date.now() });
    const minor = makeIssue({ title: 'New scuff', priority: 'LOW', createdAt: Date.now() });
    act(() => FakeEventSource.latest().send({ type: 'issue.created', issue: urgent }));
    act(() => FakeEventSource.latest().send({ type: 'issue.created', issue: minor }));
    await waitFor(() => expect(rowTitles()).toEqual(['New fire alarm', 'Fire door', 'Broken light']));
    expect(screen.getByText('Showing 3 of 5')).toBeInTheDocument();
    act(() =>
      FakeEventSource.latest().send({ type: 'issue.resolved', issue: { ...high, status: 'RESOLVED', closedAt: 1 } }),
    );
    await waitFor(() => expect(rowTitles()).toEqual(['New fire alarm', 'Fire door']));
    // The next page (after the cursor) brings the later rows, the new low one among them, once each.
    api.on(`GET ${listPath}?limit=100&sort=highestPriority&cursor=after-high`, {
      body: page([medium, minor, low], null),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load more issues' }));
    await waitFor(() =>
      expect(rowTitles()).toEqual(['New fire alarm', 'Fire door', 'Dirty floor', 'New scuff', 'Faded sign']),
    );
  });

  it('a different sort or filter is asked of the server, with the date range as bounds', async () => {
    api.on(`GET ${listPath}?limit=100&sort=oldest`, { body: page([low, medium], 'after-medium') });
    renderScreen();
    act(() => FakeEventSource.latest().open());
    await screen.findByText('Fire door');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort issues' }), 'Sort by oldest');
    await waitFor(() => expect(rowTitles()).toEqual(['Faded sign', 'Dirty floor']));

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // Locations come from the server's first page: every open issue's, not only the loaded rows'.
    const locations = within(sheet).getByRole('combobox', { name: 'Location' });
    expect(
      within(locations)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Any', 'Car park', 'Lobby']);
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(api.calls.at(-1)?.url).toMatch(/sort=oldest&createdFrom=\d+&createdBefore=\d+$/));
    const url = new URL(api.calls.at(-1)!.url, 'http://localhost');
    const from = Number(url.searchParams.get('createdFrom'));
    expect(new Date(from).getHours()).toBe(0);
    expect(Number(url.searchParams.get('createdBefore')) - from).toBeGreaterThanOrEqual(23 * 3_600_000);
  });
});
