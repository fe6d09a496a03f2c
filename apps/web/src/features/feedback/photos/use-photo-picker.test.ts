import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedPhoto } from './downscale-image';
import { usePhotoPicker } from './use-photo-picker';

const photo = (type = 'image/jpeg') => new File([new Uint8Array(64)], 'leak.jpg', { type });

/** A preparation that finishes when the test says so, as downscaling a large photo on a slow phone does. */
function slowPrepare() {
  let finish: (prepared: PreparedPhoto | Error) => void = () => {};
  const prepare = vi.fn(
    (file: File) =>
      new Promise<PreparedPhoto>((resolve, reject) => {
        finish = (prepared) => (prepared instanceof Error ? reject(prepared) : resolve(prepared));
        void file;
      }),
  );
  return { prepare, finish: (prepared: PreparedPhoto | Error) => finish(prepared) };
}

beforeEach(() => {
  let previews = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++previews}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe('usePhotoPicker', () => {
  it('shows a chosen photo at once, while it is still being prepared, and is busy until it is uploaded', async () => {
    const { prepare, finish } = slowPrepare();
    const upload = vi.fn(async () => 'issue-reporting-images/site/one');
    const { result } = renderHook(() => usePhotoPicker({ upload, limit: 3, prepare }));

    act(() => void result.current.choose(photo()));
    expect(result.current.photos).toEqual([{ id: '1', previewUrl: 'blob:preview-1', fileKey: null }]);
    expect(result.current.isPreparing).toBe(true);
    expect(result.current.isBusy).toBe(true);
    expect(upload).not.toHaveBeenCalled();

    const downscaled = new Blob([new Uint8Array(16)], { type: 'image/jpeg' });
    await act(async () => finish({ upload: downscaled, thumbnail: null }));
    await waitFor(() => expect(result.current.fileKeys).toEqual(['issue-reporting-images/site/one']));
    expect(upload).toHaveBeenCalledWith(downscaled);
    expect(result.current.isBusy).toBe(false);
  });

  it('uploads the original when preparing fails, instead of staying busy for ever', async () => {
    const { prepare, finish } = slowPrepare();
    const upload = vi.fn(async () => 'issue-reporting-images/site/two');
    const { result } = renderHook(() => usePhotoPicker({ upload, limit: 3, prepare }));
    const chosen = photo();

    act(() => void result.current.choose(chosen));
    await act(async () => finish(new Error('decoder crashed')));
    await waitFor(() => expect(result.current.isBusy).toBe(false));
    expect(upload).toHaveBeenCalledWith(chosen);
    expect(result.current.isPreparing).toBe(false);
    expect(result.current.fileKeys).toEqual(['issue-reporting-images/site/two']);
  });

  it('refuses a file that is no image without showing or preparing it', async () => {
    const prepare = vi.fn();
    const upload = vi.fn();
    const { result } = renderHook(() => usePhotoPicker({ upload, limit: 3, prepare }));

    await act(() => result.current.choose(new File(['notes'], 'notes.txt', { type: 'text/plain' })));
    expect(result.current.trouble).toBe('wrongType');
    expect(result.current.photos).toEqual([]);
    expect(prepare).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes the shown photo away again when what was prepared cannot be sent', async () => {
    const { prepare, finish } = slowPrepare();
    const upload = vi.fn();
    const { result } = renderHook(() => usePhotoPicker({ upload, limit: 3, prepare }));

    act(() => void result.current.choose(photo('')));
    expect(result.current.photos).toHaveLength(1);
    // A file with no type that the browser could not decode is sent as it is, which the folder would refuse.
    await act(async () => finish({ upload: new Blob(['?']), thumbnail: null }));
    expect(result.current.photos).toEqual([]);
    expect(result.current.trouble).toBe('wrongType');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(upload).not.toHaveBeenCalled();
  });
});
