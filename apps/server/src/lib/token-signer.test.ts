import { describe, expect, it } from 'vitest';
import { createTokenSigner, type TokenPurpose, tokenPurposeLabels } from './token-signer';

const secret = Buffer.from('a-secret-of-at-least-thirty-two-characters', 'utf8');
const signer = createTokenSigner(secret);
const purposes = Object.keys(tokenPurposeLabels) as TokenPurpose[];

describe('token signer', () => {
  it('is the base64url HMAC-SHA256 of the purpose label and the message, the same every time', () => {
    // Computed with Node's crypto once: a change of algorithm or encoding would break every issued link.
    expect(signer.sign('job-link', 'site:assignment:1')).toBe('usltjSlRsAnpI0zFCCnQDxbMN_LDo1NFijLNq3jEjE4');
    expect(signer.sign('job-link', 'site:assignment:1')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('matches only the purpose, the message, the secret and the exact text it was made for', () => {
    const signature = signer.sign('report-status', 'r1');
    expect(signer.verify('report-status', 'r1', signature)).toBe(true);
    expect(signer.verify('report-status', 'r2', signature)).toBe(false);
    expect(
      createTokenSigner(Buffer.from('another-secret-of-thirty-two-characters')).verify(
        'report-status',
        'r1',
        signature,
      ),
    ).toBe(false);
    expect(signer.verify('report-status', 'r1', `${signature}=`)).toBe(false);
    expect(signer.verify('report-status', 'r1', signature.slice(1))).toBe(false);
    expect(signer.verify('report-status', 'r1', '')).toBe(false);
  });

  it('never verifies a token of one purpose as another', () => {
    for (const made of purposes) {
      const signature = signer.sign(made, 'same-message');
      for (const asked of purposes) {
        expect(signer.verify(asked, 'same-message', signature)).toBe(asked === made);
      }
    }
    // No label starts another, so no message of one purpose signs the same text as a message of another.
    for (const a of purposes) {
      for (const b of purposes) {
        if (a !== b) expect(tokenPurposeLabels[b].startsWith(tokenPurposeLabels[a])).toBe(false);
      }
    }
  });
});
