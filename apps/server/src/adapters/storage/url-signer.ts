import type { TokenSigner } from '../../lib/token-signer';

export type SignedMethod = 'GET' | 'PUT';

export interface SignedUrlFields {
  method: SignedMethod;
  key: string;
  /** Unix seconds after which the URL no longer works. */
  expires: number;
  /** PUT only: the content type the uploader declared and must send. */
  contentType?: string;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'bad-signature' | 'expired' };

/** Signatures of the local storage's short-lived upload and download URLs, by the app's token signer. */
export function createUrlSigner(signer: TokenSigner) {
  const purposeOf = (fields: SignedUrlFields) => (fields.method === 'GET' ? 'file-download' : 'file-upload');
  const messageOf = (fields: SignedUrlFields) =>
    [fields.key, String(fields.expires), fields.contentType ?? ''].join('\n');
  function sign(fields: SignedUrlFields): string {
    return signer.sign(purposeOf(fields), messageOf(fields));
  }
  function verify(fields: SignedUrlFields, signature: string, nowMs = Date.now()): SignatureCheck {
    // The signature is checked before expiry, so an altered expiry reads as a bad signature.
    if (!signer.verify(purposeOf(fields), messageOf(fields), signature)) return { ok: false, reason: 'bad-signature' };
    if (!Number.isFinite(fields.expires) || fields.expires * 1000 < nowMs) return { ok: false, reason: 'expired' };
    return { ok: true };
  }
  return { sign, verify };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
