/**
 * Spec section 3: a chat message id is a random 8-hex-character string. (The shared package has the
 * same function; it lives beside zod schemas the feedback page does not load.)
 */
export function newMessageId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
