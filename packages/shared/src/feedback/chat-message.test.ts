import { describe, expect, it } from 'vitest';
import { chatRequest } from './chat-message';
import { chatLimits, newChatMessageId } from './chat-rules';

describe('chat messages', () => {
  it('makes 8-hex-character ids', () => {
    for (let i = 0; i < 50; i++) expect(newChatMessageId()).toMatch(/^[0-9a-f]{8}$/);
  });

  it('keeps drawing new random ids past the random pool it takes them from', () => {
    const ids = Array.from({ length: 1000 }, () => newChatMessageId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}$/);
    // 1,000 ids span several refills of the 256-id pool; 32 random bits rarely repeat in 1,000 draws.
    expect(new Set(ids).size).toBeGreaterThanOrEqual(998);
  });

  it('accepts the four message kinds', () => {
    const result = chatRequest.safeParse({
      language: 'en',
      messages: [
        { id: 'aaaaaaaa', type: 'userMessage', content: 'The door is broken' },
        { id: 'bbbbbbbb', type: 'userPhoto', photoId: 'p1', fileKey: 'issue-reporting-images/k.jpg', src: 'blob:x' },
        { id: 'cccccccc', type: 'assistantMessage', content: 'Where is it?' },
        {
          id: 'dddddddd',
          type: 'assistantIssueCreated',
          title: 'Broken door',
          description: 'd',
          location: 'l',
          photoIds: ['p1'],
        },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('rejects unknown kinds, bad ids and too many messages', () => {
    expect(chatRequest.safeParse({ messages: [{ id: 'aaaaaaaa', type: 'system', content: 'x' }] }).success).toBe(false);
    expect(chatRequest.safeParse({ messages: [{ id: 'XYZ', type: 'userMessage', content: 'x' }] }).success).toBe(false);
    const many = Array.from({ length: chatLimits.messages + 1 }, () => ({
      id: 'aaaaaaaa',
      type: 'userMessage',
      content: 'x',
    }));
    expect(chatRequest.safeParse({ messages: many }).success).toBe(false);
    expect(chatRequest.safeParse({ messages: [] }).success).toBe(false);
  });
});
