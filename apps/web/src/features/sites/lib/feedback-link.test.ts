import { describe, expect, it } from 'vitest';
import { feedbackLink } from './feedback-link';

describe('feedbackLink', () => {
  it('is {origin}/feedback/{siteId}/{idCode}', () => {
    expect(feedbackLink('https://sitewatch.example', { id: 'a1b2', idCode: 'Xy_9-z' })).toBe(
      'https://sitewatch.example/feedback/a1b2/Xy_9-z',
    );
  });

  it('copes with a trailing slash on the origin', () => {
    expect(feedbackLink('http://localhost:3000/', { id: 's', idCode: 'c' })).toBe('http://localhost:3000/feedback/s/c');
  });
});
