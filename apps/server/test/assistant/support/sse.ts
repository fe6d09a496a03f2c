import { type ChatMessage, chatMessage, parseSseText } from '@sitewatch/shared';

/** Parses every event of an SSE body as a chat message (spec section 7). */
export function parseSseBody(body: string): ChatMessage[] {
  return parseSseText(body).map((data) => chatMessage.parse(JSON.parse(data)));
}

/** The assistant's text per message id, concatenated in order, and the drafts. */
export function summarize(messages: ChatMessage[]) {
  const texts = new Map<string, string>();
  for (const message of messages) {
    if (message.type === 'assistantMessage') texts.set(message.id, (texts.get(message.id) ?? '') + message.content);
  }
  return {
    texts: [...texts.values()],
    textIds: [...texts.keys()],
    drafts: messages.filter((m) => m.type === 'assistantIssueCreated'),
  };
}
