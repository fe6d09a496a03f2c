import { describe, expect, it } from 'vitest';
import { createTokenSigner } from '../../lib/token-signer';
import { createUrlSigner } from './url-signer';

const signer = createUrlSigner(createTokenSigner(Buffer.from('a-secret-of-at-least-thirty-two-characters')));
const now = Date.UTC(2026, 10, 4, 12, 0, 0);
const fields = {
  method: 'PUT' as const,
  key: 'issue-reporting-images/site/file',
  expires: now / 1000 + 60,
  contentType: '',
};

describe('signed URL signer', () => {
  it('accepts its own signature before the expiry', () => {
    expect(signer.verify(fields, signer.sign(fields), now)).toEqual({ ok: true });
  });

  it('refuses it one second after the expiry', () => {
    expect(signer.verify(fields, signer.sign(fields), now + 61_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a signature for another key, method, type or expiry', () => {
    const signature = signer.sign(fields);
    for (const changed of [
      { ...fields, key: 'issue-reporting-images/site/other' },
      { ...fields, method: 'GET' as const },
      { ...fields, contentType: 'image/png' },
      { ...fields, expires: fields.expires + 3600 },
    ]) {
      expect(signer.verify(changed, signature, now)).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });

  it('refuses a signature made with another secret, and garbage', () => {
    const other = createUrlSigner(createTokenSigner(Buffer.from('another-secret-of-at-least-thirty-two-chars')));
    expect(signer.verify(fields, other.sign(fields), now).ok).toBe(false);
    expect(signer.verify(fields, '', now).ok).toBe(false);
    expect(signer.verify(fields, 'x'.repeat(43), now).ok).toBe(false);
  });

  it('verifies download and upload URLs signed before the token signer took a purpose', () => {
    // Made with this secret by the code before the token signer took a purpose (November 2026): an emailed photo link lives seven days, so it
    // must still verify.
    const expires = Date.UTC(2100, 0, 1) / 1000;
    const download = { method: 'GET', key: 'photos/a.jpg', expires } as const;
    const upload = { method: 'PUT', key: 'photos/a.jpg', expires, contentType: 'image/jpeg' } as const;
    expect(signer.verify(download, '2QFiDB_WUIn9K3_t6XS_kn8TEA1jVPe1xR2lqGfCZZw', now)).toEqual({ ok: true });
    expect(signer.verify(upload, 'Z97vPSlEfN4NQ2fELPgNUEFKv2UPNhkYSDM6aqDHVJ4', now)).toEqual({ ok: true });
  });
});
