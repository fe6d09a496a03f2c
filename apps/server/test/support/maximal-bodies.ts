import { assistantIssueCreated, chatLimits } from '@sitewatch/shared';

/** A character of three UTF-8 bytes: the most one UTF-16 unit of visitor text takes on the wire. */
const wide = '门';

const idOf = (n: number) => n.toString(16).padStart(8, '0');
const fieldMax = (field: { maxLength: number | null }) => field.maxLength ?? 0;

/** The longest valid conversation message: a draft with every text field full and every photo. */
function fullDraft(n: number) {
  const { title, description, location, photoIds } = assistantIssueCreated.shape;
  const photoIdLength = fieldMax(photoIds.element);
  return {
    id: idOf(n),
    type: 'assistantIssueCreated',
    title: wide.repeat(fieldMax(title)),
    description: wide.repeat(fieldMax(description)),
    location: wide.repeat(fieldMax(location)),
    photoIds: Array.from({ length: chatLimits.photos }, () => wide.repeat(photoIdLength)),
  };
}

/**
 * A valid chat request as large as `maxBytes` allows, at most the contract's largest: full drafts while
 * they fit, then a visitor's message filling what is left. Every text is in three-byte characters.
 */
export function maximalChatBody(maxBytes = Number.POSITIVE_INFINITY): string {
  const messages: object[] = [];
  const submittedDraftIds = Array.from({ length: chatLimits.messages }, (_, i) => idOf(i));
  const encode = () => JSON.stringify({ messages, language: 'en', submittedDraftIds });
  let size = Buffer.byteLength(encode());
  while (messages.length < chatLimits.messages) {
    const next = fullDraft(messages.length);
    const added = Buffer.byteLength(JSON.stringify(next)) + 1;
    if (size + added > maxBytes) break;
    messages.push(next);
    size += added;
  }
  if (messages.length < chatLimits.messages) {
    const room = Math.floor((maxBytes - size - 60) / 3);
    const content = wide.repeat(Math.max(1, Math.min(chatLimits.textLength, room)));
    messages.push({ id: idOf(messages.length), type: 'userMessage', content });
  }
  return encode();
}

/**
 * A JSON object of exactly `bytes` bytes (at least 64): as many empty objects as fit, up to `values` values as
 * json-body.ts counts them, then a string to fill the rest. Structure is what costs to parse and check.
 */
export function denseJsonBody(bytes: number, values = Number.POSITIVE_INFINITY): string {
  const items = Math.max(0, Math.min(Math.floor((bytes - 40) / 3), Math.floor((values - 3) / 2)));
  const head = `{"messages":[${Array.from({ length: items }, () => '{}').join(',')}],"padding":"`;
  return `${head}${'x'.repeat(Math.max(0, bytes - Buffer.byteLength(head) - 2))}"}`;
}

/** A JSON object of exactly `bytes` bytes (at least 16) of one text field. */
export function paddedJsonBody(bytes: number): string {
  const start = JSON.stringify({ padding: '' });
  return `${start.slice(0, -2)}${'x'.repeat(Math.max(0, bytes - Buffer.byteLength(start)))}"}`;
}
