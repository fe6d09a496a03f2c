import type { ChatMessage } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { emptyChatState } from './chat-state';
import {
  applyStreamMessage,
  attachPhotoKey,
  dropReplyAfterLastUserMessage,
  listSubmittedDraftIds,
  patchCard,
  restoreChatState,
} from './chat-transitions';

const question: ChatMessage = { id: 'aaaaaaaa', type: 'userMessage', content: 'The tap leaks' };
const reply: ChatMessage = { id: 'bbbbbbbb', type: 'assistantMessage', content: 'Where is it?' };
const draft = (title: string): ChatMessage => ({
  id: 'dddddddd',
  type: 'assistantIssueCreated',
  title,
  description: 'The tap in the kitchen leaks',
  location: 'Kitchen',
  photoIds: [],
});

describe('chat transitions', () => {
  it('restores a conversation that ends with the visitor offering a retry, and none without', () => {
    expect(restoreChatState(null)).toBe(emptyChatState);
    expect(restoreChatState({ messages: [question], cards: {} }).hasSendError).toBe(true);
    expect(restoreChatState({ messages: [question, reply], cards: {} }).hasSendError).toBe(false);
  });

  it('turns a draft into a review card, refreshes it while untouched and leaves it once edited', () => {
    const first = applyStreamMessage({ ...emptyChatState, isWaiting: true }, draft('Leak'), 5);
    expect(first.isWaiting).toBe(false);
    expect(first.cards.dddddddd).toMatchObject({ status: 'review', fields: { title: 'Leak' }, shownAt: 5 });
    const refreshed = applyStreamMessage(first, draft('Leaking tap'), 9);
    expect(refreshed.cards.dddddddd).toMatchObject({ fields: { title: 'Leaking tap' }, shownAt: 5 });
    expect(refreshed.cards.dddddddd?.idempotencyKey).toBe(first.cards.dddddddd?.idempotencyKey);
    const edited = patchCard(refreshed, 'dddddddd', { status: 'edit' });
    expect(applyStreamMessage(edited, draft('Other'), 9).cards.dddddddd?.fields.title).toBe('Leaking tap');
  });

  it('lists only cards that are submitted or being submitted', () => {
    const card = { fields: { title: '', description: '', location: '' }, idempotencyKey: 'k', shownAt: 0 };
    const ids = listSubmittedDraftIds({
      a: { ...card, status: 'review' },
      b: { ...card, status: 'submitting' },
      c: { ...card, status: 'success' },
      d: { ...card, status: 'failed' },
    });
    expect(ids).toEqual(['b', 'c']);
  });

  it('gives an uploaded photo its file key and ends its upload', () => {
    const photo: ChatMessage = { id: 'pppppppp', type: 'userPhoto', photoId: 'qqqqqqqq', fileKey: '', src: 'blob:x' };
    const state = { ...emptyChatState, messages: [photo], photoUploads: { pppppppp: 'uploading' as const } };
    const next = attachPhotoKey(state, 'pppppppp', 'issue-reporting-images/1.jpg');
    expect(next.messages[0]).toMatchObject({ fileKey: 'issue-reporting-images/1.jpg' });
    expect(next.photoUploads).toEqual({});
  });

  it('drops a half-received reply after the last message of the visitor', () => {
    const state = { ...emptyChatState, messages: [reply, question, reply] };
    expect(dropReplyAfterLastUserMessage(state).messages).toEqual([reply, question]);
  });
});
