import { type ChatMessage, chatMessage } from '@sitewatch/shared';

/** Splits an SSE body into its events and parses each `data:` line as a chat message (spec section 7). */
export function parseSseBody(body: string): ChatMessage[] {
  const events = body.split('\n\n').filter((event) => event.length > 0);
  return events.map((event) => {
    if (!event.startsWith('data: ') || event.includes('\n'))
      throw new Error(`Not one data line: ${JSON.stringify(event)}`);
    return chatMessage.parse(JSON.parse(event.slice('data: '.length)));
  });
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
