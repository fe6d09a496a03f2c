import { createTokenSigner } from '../../lib/token-signer';

/**
 * A contractor's job link token: assignment id, expiry and an HMAC over both and the site. It needs
 * no sign-in; the signature is the permission. Changing any part, or using it under another site's
 * path, breaks the signature. Withdrawing the assignment (revokedAt) ends it before it expires.
 */
export interface JobTokenClaims {
  assignmentId: string;
  expiresAt: number;
}

const messageOf = (siteId: string, claims: JobTokenClaims) => `${siteId}:${claims.assignmentId}:${claims.expiresAt}`;

export function signJobToken(secret: Buffer, siteId: string, claims: JobTokenClaims): string {
  const signature = createTokenSigner(secret).sign('job-link', messageOf(siteId, claims));
  // '~' joins the parts: unreserved in URLs, outside base64url, and unlike '.' it does not make the
  // job page's path look like a file to the single-page app fallback.
  return `${claims.assignmentId}~${claims.expiresAt.toString(36)}~${signature}`;
}

/** The claims when the token is intact, for this site and not expired; null otherwise. */
export function verifyJobToken(secret: Buffer, siteId: string, token: string, now = Date.now()): JobTokenClaims | null {
  const parts = token.split('~');
  if (parts.length !== 3) return null;
  const [assignmentId, expiresText, signatureText] = parts as [string, string, string];
  if (!/^[0-9a-f-]{36}$/.test(assignmentId) || !/^[0-9a-z]{1,12}$/.test(expiresText)) return null;
  const claims = { assignmentId, expiresAt: Number.parseInt(expiresText, 36) };
  if (!createTokenSigner(secret).verify('job-link', messageOf(siteId, claims), signatureText)) return null;
  if (claims.expiresAt <= now) return null;
  return claims;
}
