import type { ChatMessage } from '@sitewatch/shared';
import { randomUuid } from '../lib/random-uuid';
import type { RestoredChat } from './chat-persistence';
import {
  type ChatState,
  emptyChatState,
  type IssueCardState,
  isUserMessage,
  type PhotoUploadStatus,
} from './chat-state';
import { mergeChatMessage } from './merge-chat-message';

/** The conversation kept in this tab, or an empty one. */
export function restoreChatState(restored: RestoredChat | null | undefined): ChatState {
  if (!restored) return emptyChatState;
  return {
    ...emptyChatState,
    ...restored,
    // A reload in the middle of a reply leaves the visitor's message unanswered: offer a retry.
    hasSendError: restored.messages.length > 0 && isUserMessage(restored.messages.at(-1)!),
  };
}

/** One message of the streamed reply: merged into the conversation, and a draft becomes (or refreshes) a card. */
export function applyStreamMessage(state: ChatState, message: ChatMessage, shownAt: number): ChatState {
  return {
    ...state,
    isWaiting: false,
    messages: mergeChatMessage(state.messages, message),
    cards: addIssueCard(state.cards, message, shownAt),
  };
}

function addIssueCard(
  cards: Record<string, IssueCardState>,
  message: ChatMessage,
  shownAt: number,
): Record<string, IssueCardState> {
  if (message.type !== 'assistantIssueCreated') return cards;
  const existing = cards[message.id];
  // An updated draft under the same id refreshes a card the visitor has not touched yet.
  if (existing && existing.status !== 'review') return cards;
  const fields = { title: message.title, description: message.description, location: message.location };
  const card: IssueCardState = existing
    ? { ...existing, fields }
    : { status: 'review', fields, idempotencyKey: randomUuid(), shownAt };
  return { ...cards, [message.id]: card };
}

/** Cards already submitted or being submitted: the assistant must not amend them. */
export function listSubmittedDraftIds(cards: Record<string, IssueCardState>): string[] {
  return Object.entries(cards)
    .filter(([, card]) => card.status === 'success' || card.status === 'submitting')
    .map(([id]) => id);
}

export function setPhotoUpload(state: ChatState, messageId: string, status: PhotoUploadStatus): ChatState {
  return { ...state, photoUploads: { ...state.photoUploads, [messageId]: status } };
}

/** An uploaded photo gets its file key, so the next request sends it to the assistant. */
export function attachPhotoKey(state: ChatState, messageId: string, fileKey: string): ChatState {
  const { [messageId]: _done, ...photoUploads } = state.photoUploads;
  const messages = state.messages.map((m) => (m.id === messageId && m.type === 'userPhoto' ? { ...m, fileKey } : m));
  return { ...state, messages, photoUploads };
}

/** Changes a card that still exists (a reset may have removed it meanwhile). */
export function patchCard(state: ChatState, messageId: string, patch: Partial<IssueCardState>): ChatState {
  const card = state.cards[messageId];
  return card ? { ...state, cards: { ...state.cards, [messageId]: { ...card, ...patch } } } : state;
}

/** Drops a half-received reply: the conversation ends with the visitor's last message again. */
export function dropReplyAfterLastUserMessage(state: ChatState): ChatState {
  const lastUser = state.messages.findLastIndex(isUserMessage);
  return { ...state, messages: state.messages.slice(0, lastUser + 1) };
}
