import { describe, expect, it } from 'vitest';
import { findUnstorableInput, isStorableText, maxInputDepth } from './storable-text';

describe('storable text', () => {
  it('accepts any well-formed text, emoji and right-to-left marks included', () => {
    expect(isStorableText('Spilled milk 🥛 \u202Eevil\u202C مرحبا')).toBe(true);
  });

  it('refuses NUL and lone surrogates, either half', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('a\uDC00')).toBe(false);
  });

  it('names the field, keys included, and stops absurd nesting', () => {
    expect(findUnstorableInput({ messages: [{ content: 'ok' }, { content: 'x\u0000' }] })?.field).toBe(
      'messages.1.content',
    );
    expect(findUnstorableInput({ context: { 'bad\u0000key': 1 } })?.field).toBe('context');
    let deep: unknown = 'x';
    for (let i = 0; i <= maxInputDepth; i++) deep = [deep];
    expect(findUnstorableInput(deep)?.message).toMatch(/Nested/);
    expect(findUnstorableInput({ a: [1, true, null, 'fine'] })).toBeUndefined();
  });
});

describe('bytes are not text', () => {
  it('does not walk typed arrays (uploaded files)', () => {
    expect(findUnstorableInput(new Uint8Array([0, 0, 0]))).toBeUndefined();
  });
});
