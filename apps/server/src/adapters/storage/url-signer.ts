import { createHmac, timingSafeEqual } from 'node:crypto';

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

/** HMAC-SHA256 signatures for the local storage's short-lived upload and download URLs. */
export function createUrlSigner(secret: Buffer) {
  function sign(fields: SignedUrlFields): string {
    const canonical = [fields.method, fields.key, String(fields.expires), fields.contentType ?? ''].join('\n');
    return createHmac('sha256', secret).update(canonical).digest('base64url');
  }
  function verify(fields: SignedUrlFields, signature: string, nowMs = Date.now()): SignatureCheck {
    const expected = Buffer.from(sign(fields));
    const given = Buffer.from(signature);
    // The signature is checked before expiry, so an altered expiry reads as a bad signature.
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { ok: false, reason: 'bad-signature' };
    if (!Number.isFinite(fields.expires) || fields.expires * 1000 < nowMs) return { ok: false, reason: 'expired' };
    return { ok: true };
  }
  return { sign, verify };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
