import type { ChatMessage } from '@sitewatch/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeChatMessage } from './merge-chat-message';

const user: ChatMessage = { id: '11111111', type: 'userMessage', content: 'The tap leaks' };
const draft: ChatMessage = {
  id: '33333333',
  type: 'assistantIssueCreated',
  title: 'Leaking tap',
  description: 'The tap leaks',
  location: 'Kitchen',
  photoIds: [],
};

afterEach(() => vi.restoreAllMocks());

describe('mergeChatMessage', () => {
  it('appends a message with a new id', () => {
    const reply: ChatMessage = { id: '22222222', type: 'assistantMessage', content: 'Where?' };
    expect(mergeChatMessage([user], reply)).toEqual([user, reply]);
  });

  it('concatenates assistant text streamed under one id', () => {
    let messages = mergeChatMessage([user], { id: '22222222', type: 'assistantMessage', content: 'Where ' });
    messages = mergeChatMessage(messages, { id: '22222222', type: 'assistantMessage', content: 'is ' });
    messages = mergeChatMessage(messages, { id: '22222222', type: 'assistantMessage', content: 'it?' });
    expect(messages).toEqual([user, { id: '22222222', type: 'assistantMessage', content: 'Where is it?' }]);
  });

  it('replaces other kinds under a known id with the latest', () => {
    const updated = { ...draft, title: 'Leaking kitchen tap' };
    expect(mergeChatMessage([user, draft], updated)).toEqual([user, updated]);
  });

  it('logs and replaces when a known id arrives with a different type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reply: ChatMessage = { id: '33333333', type: 'assistantMessage', content: 'Sorry' };
    const merged = mergeChatMessage([user, draft], reply);
    expect(merged).toEqual([user, reply]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('changed type'));
  });

  it('does not change the list it was given', () => {
    const messages = [user];
    mergeChatMessage(messages, draft);
    expect(messages).toEqual([user]);
  });
});
