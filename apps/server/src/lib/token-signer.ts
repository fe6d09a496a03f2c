import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What each token handed out without a sign-in is for. Its label starts the text the MAC covers, and no label
 * is the start of another, so a token made for one purpose never verifies as another. The labels are the texts
 * the tokens already sent began with: status and job links sit in inboxes, and an emailed photo link lives
 * seven days, so changing a label would break them all.
 */
export const tokenPurposeLabels = {
  /** A visitor's status link: the report id. */
  'report-status': 'sitewatch:visitor-report-status:',
  /** A contractor's job link: site, assignment and expiry. */
  'job-link': 'job:',
  /** A local storage download URL: key and expiry (the HTTP method was the first line of the signed text). */
  'file-download': 'GET\n',
  /** A local storage upload URL: key, expiry and the declared content type. */
  'file-upload': 'PUT\n',
} as const;

export type TokenPurpose = keyof typeof tokenPurposeLabels;

export interface TokenSigner {
  /** HMAC-SHA256 under the app secret of the purpose's label and the message, as base64url text. */
  sign(purpose: TokenPurpose, message: string): string;
  /** Whether `signature` was made by `sign` for this purpose and message, compared in constant time. */
  verify(purpose: TokenPurpose, message: string, signature: string): boolean;
}

/** The one signer of status links, job links and local file URLs. */
export function createTokenSigner(secret: Buffer): TokenSigner {
  const sign = (purpose: TokenPurpose, message: string) =>
    createHmac('sha256', secret).update(tokenPurposeLabels[purpose]).update(message).digest('base64url');
  return {
    sign,
    verify: (purpose, message, signature) => equalInConstantTime(signature, sign(purpose, message)),
  };
}

/**
 * Whether two secrets (a signature, a site code, a bearer token) are the same text, in a time that does not
 * tell how much of a guess was right.
 */
export function equalInConstantTime(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
