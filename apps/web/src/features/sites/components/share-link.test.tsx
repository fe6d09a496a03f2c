import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiedLabelMs, ShareLink } from './share-link';

describe('ShareLink', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the link read-only and reads 'Copied' for 10 seconds after copying", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const link = 'http://localhost:3000/feedback/site-id/code';
    render(<ShareLink link={link} />);
    const input = screen.getByLabelText('Feedback link');
    expect(input).toHaveValue(link);
    expect(input).toHaveAttribute('readonly');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(copiedLabelMs).toBe(10_000);
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
