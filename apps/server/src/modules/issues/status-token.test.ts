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
});
