import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitCounter, MemoryWindows } from './rate-limit-counter';

const minute = 60_000;

describe('the memory counter', () => {
  it('adds weights within a window that starts at its first count, and starts again after it', async () => {
    let at = Date.UTC(2026, 10, 25, 4, 0, 0);
    const counter = createMemoryRateLimitCounter(() => at);
    expect(await counter.count('body-kib:192.0.2.1', minute, 64)).toEqual({ current: 64, ttl: minute });
    at += 59_999;
    expect(await counter.count('body-kib:192.0.2.1', minute, 64)).toEqual({ current: 128, ttl: 1 });
    expect((await counter.count('body-kib:192.0.2.2', minute)).current).toBe(1);
    at += 1;
    expect(await counter.count('body-kib:192.0.2.1', minute, 2)).toEqual({ current: 2, ttl: minute });
  });

  it('keeps its memory bounded under a flood of addresses, keeping the newest counts', () => {
    const windows = new MemoryWindows();
    const at = Date.UTC(2026, 10, 25, 4, 0, 0);
    for (let i = 0; i < 25_000; i++) windows.add(`address-${i}`, at, minute, 1, { unsaved: false });
    expect(windows.add('address-24999', at, minute, 1, { unsaved: false }).count).toBe(2);
    expect(windows.add('address-0', at, minute, 1, { unsaved: false }).count).toBe(1);
  });
});
