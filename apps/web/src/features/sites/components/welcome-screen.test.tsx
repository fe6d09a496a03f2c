import { sitePath } from '@sitewatch/shared/paths';
import { makeSite } from '@sitewatch/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { WelcomeScreen } from './welcome-screen';

const site = makeSite({
  idCode: 'Code_123-abc',
  name: 'Harbour Office',
  companyName: 'Harbour Office',
  type: 'PROPERTY_MANAGER',
  context: { postcode: 'B1 1AA', operatingHours: '8-6', purpose: 'office' },
});

describe('WelcomeScreen', () => {
  it('shows the share link, a QR code of it and the printable poster', async () => {
    renderWithProviders(<WelcomeScreen site={site} liveIssuesHref={sitePath(site.id)} origin="https://sw.example" />);
    expect(screen.getByRole('heading', { name: 'Share the link below with your team' })).toBeInTheDocument();
    expect(screen.getByLabelText('Feedback link')).toHaveValue(`https://sw.example/feedback/${site.id}/Code_123-abc`);
    const qr = await screen.findByRole('img', { name: 'QR code of the feedback link of Harbour Office' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(screen.getByRole('button', { name: 'Print poster' })).toBeEnabled();

    const poster = screen.getByTestId('feedback-poster');
    expect(poster.parentElement).toBe(document.body);
    expect(poster).toHaveTextContent('Harbour Office');
    expect(poster).toHaveTextContent('Spotted an issue?');
    expect(poster.querySelector('img')?.getAttribute('src')).toBe(qr.getAttribute('src'));
    expect(screen.getByRole('link', { name: 'Go to Live issues' })).toHaveAttribute('href', sitePath(site.id));
  });
});
