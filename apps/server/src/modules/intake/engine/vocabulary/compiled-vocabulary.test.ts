import { describe, expect, it } from 'vitest';
import { getVocabulary } from './compiled-vocabulary';

describe('getVocabulary', () => {
  it.each(['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty', 'xx'])(
    'has no vocabulary for %s (not one of Object’s methods)',
    (language) => {
      expect(getVocabulary(language)).toBeNull();
    },
  );

  it('compiles a language it has', () => {
    expect(getVocabulary('en')?.language).toBe('en');
  });
});
