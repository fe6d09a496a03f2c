// Zod-free so the visitor page can import them (see constants.ts).

/** Spec section 3: chat message ids are random 8-hex-character strings. */
export const chatMessageIdPattern = /^[0-9a-f]{8}$/;

const hexOfByte = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
// Random bytes drawn 1 KB at a time: one getRandomValues call for 256 ids instead of one for each (the server
// makes several ids a chat turn, and each call was a crypto job of its own).
const randomPool = new Uint8Array(1024);
let poolOffset = randomPool.length;

export function newChatMessageId(): string {
  if (poolOffset + 4 > randomPool.length) {
    crypto.getRandomValues(randomPool);
    poolOffset = 0;
  }
  let id = '';
  for (let i = poolOffset; i < poolOffset + 4; i += 1) id += hexOfByte[randomPool[i] as number];
  poolOffset += 4;
  return id;
}

export const chatLimits = {
  messages: 60,
  textLength: 4000,
  photos: 10,
} as const;
