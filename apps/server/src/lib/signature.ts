import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one signature behind every link the server hands out without a sign-in: visitors' status links,
 * contractors' job links and local storage's file URLs. HMAC-SHA256 under the app secret, as base64url text.
 * Each caller's message names its purpose (or has a shape only it makes), so a signature made for one kind of
 * link never verifies as another.
 */
export function signatureOf(secret: Buffer, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** Whether `given` is the signature of `message`, compared in constant time. */
export function signatureMatches(secret: Buffer, message: string, given: string): boolean {
  return equalInConstantTime(given, signatureOf(secret, message));
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
