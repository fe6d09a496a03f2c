import { sitePath, siteReportPath } from '@sitewatch/shared/paths';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeHttp } from '../../../testing/fake-http';
import { renderWithProviders } from '../../../testing/render';
import { GenerateReportPage } from './generate-report-page';

const siteId = '11111111-1111-4111-8111-111111111111';
const reportUrl = `/api/site/${siteId}/report`;
const user = { id: 'u1', name: 'Sam Manager', email: 'sam@example.com', sites: [] };

/** The fake HTTP boundary: /api/user answers at once, the report POST when the test says. */
function fakeApi() {
  const pending: ((response: Response) => void)[] = [];
  const http = installFakeHttp({
    'GET /api/user': { body: user },
    [`POST ${reportUrl}`]: () => new Promise<Response>((resolve) => pending.push(resolve)),
  });
  return {
    reportCalls: () => http.calls.filter((call) => call.method === 'POST' && call.url === reportUrl),
    headersOf: http.headersOf,
    answer(response: Response) {
      const resolve = pending.shift();
      if (!resolve) throw new Error('no report request is waiting');
      resolve(response);
    },
  };
}

function renderPage() {
  // Strict mode runs the page's effects twice, as development builds do: the report is still asked for once.
  return renderWithProviders(
    <StrictMode>
      <GenerateReportPage />
    </StrictMode>,
    { path: siteReportPath(siteId), routePattern: siteReportPath(':siteId') },
  );
}

describe('GenerateReportPage', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi();
  });

  it('requests the report once when opened and says it is being generated for the user’s email', async () => {
    renderPage();
    expect(screen.getByText('Generating Report')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Sitewatch Report is being generated' })).toBeInTheDocument();
    const line = await screen.findByText(/You will receive this report via email at/);
    expect(line).toHaveTextContent(
      'You will receive this report via email at sam@example.com. You can safely close this page.',
    );
    expect(api.reportCalls()).toHaveLength(1);
    expect(api.reportCalls()[0]?.body).toEqual({});
    expect(api.headersOf(api.reportCalls()[0]!)).toMatchObject({ 'x-sitewatch-csrf': '1' });
  });

  it('shows that the report was generated and sent once the request returns', async () => {
    renderPage();
    await screen.findByText(/sam@example.com/);
    api.answer(Response.json({ id: 'r1', email: 'sam@example.com' }, { status: 202 }));
    expect(await screen.findByText('Report Generated')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Sitewatch Report has been generated' })).toBeInTheDocument();
    expect(screen.getByText(/Your report has been sent to/)).toHaveTextContent(
      'Your report has been sent to sam@example.com',
    );
    expect(screen.queryByText('Generating Report')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to live issues' })).toHaveAttribute('href', sitePath(siteId));
  });

  it('explains a failure and lets the user try again', async () => {
    renderPage();
    await screen.findByText(/sam@example.com/);
    api.answer(Response.json({ code: 'UNAVAILABLE', message: 'The report could not be queued.' }, { status: 503 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be queued.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.reportCalls()).toHaveLength(2);
    expect(await screen.findByText('Generating Report')).toBeInTheDocument();
  });
});
