import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowsInWindow, useWindowRows } from './use-window-rows';

const list = { count: 5000, rowHeight: 72, offsetTop: 200, overscan: 8 };

describe('rowsInWindow', () => {
  it('renders the rows in view and the overscan, from the top of the page', () => {
    // 800 px of window, the list 200 px down: rows 0..9 show (600 px of list), plus 8 after.
    expect(rowsInWindow(list, 0, 800)).toEqual({ start: 0, end: 17 });
  });

  it('follows the scroll: rows above the window leave, rows below it come in', () => {
    // Scrolled 200 + 72 × 100 px: row 100 is at the top of the window.
    expect(rowsInWindow(list, 200 + 72 * 100, 720)).toEqual({ start: 92, end: 118 });
  });

  it('stays within the list at its end and when it is empty or scrolled past', () => {
    expect(rowsInWindow(list, 200 + 72 * 4995, 720)).toEqual({ start: 4987, end: 5000 });
    expect(rowsInWindow({ ...list, count: 3 }, 0, 800)).toEqual({ start: 0, end: 3 });
    expect(rowsInWindow({ ...list, count: 0 }, 0, 800)).toEqual({ start: 0, end: 0 });
    expect(rowsInWindow({ ...list, count: 10 }, 100_000, 800)).toEqual({ start: 10, end: 10 });
  });
});

describe('useWindowRows', () => {
  afterEach(() => {
    window.scrollY = 0;
    vi.unstubAllGlobals();
  });

  it('reads the range again after a scroll, once per frame, and when the list changes', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { result, rerender } = renderHook((options) => useWindowRows(options), { initialProps: list });
    const first = result.current;
    expect(first.start).toBe(0);

    window.scrollY = 200 + 72 * 100;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(frames).toHaveLength(1);
    act(() => frames[0]?.(0));
    expect(result.current.start).toBe(92);

    // Taller rows (the phone layout) put another row at the top of the window.
    rerender({ ...list, rowHeight: 96 });
    expect(result.current.start).toBe(Math.floor((72 * 100) / 96) - 8);
  });
});
