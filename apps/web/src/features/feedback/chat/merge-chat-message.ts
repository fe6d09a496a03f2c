import type { ChatMessage } from '@sitewatch/shared';

/**
 * Folds one streamed message into the conversation (spec section 4 "Streamed chunk handling"):
 * a known id with the same type extends assistant text (concatenated) or replaces any other kind;
 * a known id with a different type is logged and replaced; a new id is appended.
 */
export function mergeChatMessage(messages: readonly ChatMessage[], incoming: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((message) => message.id === incoming.id);
  if (index === -1) return [...messages, incoming];
  const existing = messages[index]!;
  let merged: ChatMessage = incoming;
  if (existing.type !== incoming.type) {
    console.warn(`Message ${incoming.id} changed type from ${existing.type} to ${incoming.type}`);
  } else if (existing.type === 'assistantMessage' && incoming.type === 'assistantMessage') {
    merged = { ...existing, content: existing.content + incoming.content };
  }
  const next = [...messages];
  next[index] = merged;
  return next;
}
