import { describe, expect, it } from 'vitest';
import type { AppError } from '../lib/app-error';
import { createStreamSlots } from './stream-slots';

describe('stream slots', () => {
  it('bounds streams per address (429) and in total (503), and frees them on release', () => {
    const slots = createStreamSlots({ perAddress: 2, total: 3 });
    const a1 = slots.acquire('a');
    slots.acquire('a');
    expect(() => slots.acquire('a')).toThrow(expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }));
    slots.acquire('b');
    const error = (() => {
      try {
        slots.acquire('c');
      } catch (caught) {
        return caught as AppError;
      }
    })();
    expect(error?.statusCode).toBe(503);
    a1();
    a1();
    expect(slots.held).toBe(2);
    expect(() => slots.acquire('c')).not.toThrow();
  });
});
