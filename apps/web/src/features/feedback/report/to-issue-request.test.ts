import type { AssistantIssueCreated, ChatMessage } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { randomUuid } from '../lib/random-uuid';
import { toIssueRequest } from './to-issue-request';

const messages: ChatMessage[] = [
  { id: '11111111', type: 'userPhoto', photoId: 'p1', fileKey: 'issue-reporting-images/a.jpg' },
  { id: '22222222', type: 'userMessage', content: 'Broken glass' },
  { id: '33333333', type: 'userPhoto', photoId: 'p2', fileKey: 'issue-reporting-images/b.jpg' },
  { id: '44444444', type: 'userPhoto', photoId: 'p3', fileKey: '' },
];
const draft: AssistantIssueCreated = {
  id: '55555555',
  type: 'assistantIssueCreated',
  title: 'Broken glass',
  description: 'Glass on the floor',
  location: 'Entrance',
  photoIds: ['p2', 'p1', 'p3', 'unknown'],
};

describe('toIssueRequest', () => {
  it('maps each draft photo id to the file key of its photo message, in the draft order', () => {
    const request = toIssueRequest(
      draft,
      { title: ' Broken glass ', description: 'Glass', location: 'Door' },
      messages,
      'pl',
    );
    expect(request).toEqual({
      title: 'Broken glass',
      description: 'Glass',
      location: 'Door',
      photoFileKeys: ['issue-reporting-images/b.jpg', 'issue-reporting-images/a.jpg'],
      language: 'pl',
    });
  });
});

describe('randomUuid', () => {
  it('gives distinct version 4 UUIDs', () => {
    const a = randomUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(a);
  });
});
