import { statusTokenPattern } from '@sitewatch/shared';
import { createTokenSigner } from '../../lib/token-signer';

/**
 * The visitor's status token for a report: the report id and its HMAC under the app secret. Nothing is
 * stored, so a retried submission answers the same token, and guessing one means forging a 256-bit MAC.
 */
export function createStatusToken(secret: Buffer, reportId: string): string {
  return reportId.replaceAll('-', '') + createTokenSigner(secret).sign('report-status', reportId);
}

/** The report id a token stands for, or null when the token is malformed or forged. */
export function readStatusToken(secret: Buffer, token: string): string | null {
  if (!statusTokenPattern.test(token)) return null;
  const hex = token.slice(0, 32);
  const reportId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return createTokenSigner(secret).verify('report-status', reportId, token.slice(32)) ? reportId : null;
}
