// Zod-free so the visitor page can import them (see constants.ts).

/** Spec section 3: chat message ids are random 8-hex-character strings. */
export const chatMessageIdPattern = /^[0-9a-f]{8}$/;

export function newChatMessageId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const chatLimits = {
  messages: 60,
  textLength: 4000,
  photos: 10,
} as const;
