import { describe, expect, it } from 'vitest';
import { signatureMatches, signatureOf } from './signature';

const secret = Buffer.from('a-secret-of-at-least-thirty-two-characters', 'utf8');

describe('signatures of links', () => {
  it('is the base64url HMAC-SHA256 of the message, the same every time', () => {
    // Computed with Node's crypto once: a change of algorithm or encoding would break every issued link.
    expect(signatureOf(secret, 'job:site:assignment:1')).toBe('usltjSlRsAnpI0zFCCnQDxbMN_LDo1NFijLNq3jEjE4');
    expect(signatureOf(secret, 'job:site:assignment:1')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('matches only the message, the secret and the exact text it was made for', () => {
    const signature = signatureOf(secret, 'sitewatch:visitor-report-status:r1');
    expect(signatureMatches(secret, 'sitewatch:visitor-report-status:r1', signature)).toBe(true);
    expect(signatureMatches(secret, 'sitewatch:visitor-report-status:r2', signature)).toBe(false);
    expect(
      signatureMatches(
        Buffer.from('another-secret-of-thirty-two-characters'),
        'sitewatch:visitor-report-status:r1',
        signature,
      ),
    ).toBe(false);
    expect(signatureMatches(secret, 'sitewatch:visitor-report-status:r1', `${signature}=`)).toBe(false);
    expect(signatureMatches(secret, 'sitewatch:visitor-report-status:r1', signature.slice(1))).toBe(false);
    expect(signatureMatches(secret, 'sitewatch:visitor-report-status:r1', '')).toBe(false);
  });
});
