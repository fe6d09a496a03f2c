import { describe, expect, it } from 'vitest';
import { flagLetters } from './flag-emoji';

describe('flagLetters', () => {
  it('reads the region of a flag emoji', () => {
    expect(flagLetters('🇬🇧')).toBe('GB');
    expect(flagLetters('🇸🇦')).toBe('SA');
  });

  it('reads a subdivision flag spelled in tag characters', () => {
    expect(flagLetters('🏴󠁧󠁢󠁷󠁬󠁳󠁿')).toBe('WLS');
  });
});
