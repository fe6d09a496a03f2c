import { describe, expect, it } from 'vitest';
import { signJobToken, verifyJobToken } from './job-token';

const secret = Buffer.from('a-test-secret-that-is-long-enough-0123');
const siteA = '11111111-1111-4111-8111-111111111111';
const siteB = '22222222-2222-4222-8222-222222222222';
const claims = { assignmentId: '33333333-3333-4333-8333-333333333333', expiresAt: Date.now() + 60_000 };

describe('job tokens', () => {
  it('verifies its own token for its site', () => {
    expect(verifyJobToken(secret, siteA, signJobToken(secret, siteA, claims))).toEqual(claims);
  });

  it('refuses another site, another secret, an expired token and any changed character', () => {
    const token = signJobToken(secret, siteA, claims);
    expect(verifyJobToken(secret, siteB, token)).toBeNull();
    expect(verifyJobToken(Buffer.from('another-secret-another-secret-012345'), siteA, token)).toBeNull();
    expect(verifyJobToken(secret, siteA, token, claims.expiresAt + 1)).toBeNull();
    const later = signJobToken(secret, siteA, { ...claims, expiresAt: claims.expiresAt + 1 });
    const [, laterExpiry] = later.split('~');
    const [id, , signature] = token.split('~');
    expect(verifyJobToken(secret, siteA, `${id}~${laterExpiry}~${signature}`)).toBeNull();
    expect(verifyJobToken(secret, siteA, `${token}x`)).toBeNull();
    expect(verifyJobToken(secret, siteA, 'not-a-token')).toBeNull();
  });

  it('verifies a job link issued before the token signer took a purpose', () => {
    // Made with this secret by the code before the token signer took a purpose (November 2026): job links sit in contractors' inboxes, so it
    // must still verify.
    const oldSecret = Buffer.from('a-secret-of-at-least-thirty-two-characters', 'utf8');
    const oldClaims = { assignmentId: '22222222-2222-4222-8222-222222222222', expiresAt: Date.UTC(2100, 0, 1) };
    const token = '22222222-2222-4222-8222-222222222222~1gcmxpmo0~zyc1kcFXUBUcEcAPCK6K5gtq0UCidrVGJGkpF9OgNV8';
    expect(verifyJobToken(oldSecret, siteA, token, Date.UTC(2026, 10, 28))).toEqual(oldClaims);
    expect(signJobToken(oldSecret, siteA, oldClaims)).toBe(token);
  });
});
