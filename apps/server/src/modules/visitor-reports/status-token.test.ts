import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStatusToken, readStatusToken } from './status-token';

const secret = Buffer.from('s'.repeat(40));

describe('status token', () => {
  it('reads back the report id it was made for', () => {
    const id = randomUUID();
    const token = createStatusToken(secret, id);
    expect(token).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/);
    expect(readStatusToken(secret, token)).toBe(id);
  });

  it('refuses a forged, altered or other-secret token', () => {
    const id = randomUUID();
    const token = createStatusToken(secret, id);
    const otherId = randomUUID().replaceAll('-', '');
    expect(readStatusToken(secret, otherId + token.slice(32))).toBeNull();
    expect(readStatusToken(secret, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(readStatusToken(Buffer.from('t'.repeat(40)), token)).toBeNull();
    expect(readStatusToken(secret, 'short')).toBeNull();
  });

  it('reads a status link issued before the token signer took a purpose', () => {
    // Made with this secret by the code before the token signer took a purpose (November 2026): status links sit in visitors' inboxes, so it
    // must still verify.
    const oldSecret = Buffer.from('a-secret-of-at-least-thirty-two-characters', 'utf8');
    const token = '0b6f3c2e5d4a4e1f9a7b2c8d1e0f3a45wwbxM7EPv_cMYqkD28V4wNDH9AZ8giH02MId8FXS0ZY';
    expect(readStatusToken(oldSecret, token)).toBe('0b6f3c2e-5d4a-4e1f-9a7b-2c8d1e0f3a45');
    expect(createStatusToken(oldSecret, '0b6f3c2e-5d4a-4e1f-9a7b-2c8d1e0f3a45')).toBe(token);
  });
});
