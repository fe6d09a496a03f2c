import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('mounts after the next animation frame and a task, not in the script that calls it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const mount = vi.fn();

    afterFirstPaint(mount);
    vi.runAllTimers();
    expect(mount).not.toHaveBeenCalled();

    frames.shift()?.(performance.now());
    expect(mount).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('mounts at once on a hidden page, where no frame is painted', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const mount = vi.fn();

    afterFirstPaint(mount);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });
});
