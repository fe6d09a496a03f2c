import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportIssuesForm } from './export-issues-form';

const siteId = '11111111-1111-4111-8111-111111111111';

describe('ExportIssuesForm', () => {
  it('offers the download for a range of days the export accepts', () => {
    render(<ExportIssuesForm siteId={siteId} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-02-29' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-03-01' } });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/site/${siteId}/issues/export.csv?from=2024-02-29&to=2024-03-01`,
    );
  });

  it('names the days it accepts instead of a link the server would refuse', () => {
    render(<ExportIssuesForm siteId={siteId} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '1999-12-31' } });
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Choose days between 2000-01-01 and 2999-12-31.');
  });
});
