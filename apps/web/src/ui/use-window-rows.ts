import { useLayoutEffect, useRef, useState } from 'react';

/** The rows to render: from `start` (included) to `end` (excluded). */
export interface RowRange {
  start: number;
  end: number;
}

export interface WindowRowsOptions {
  count: number;
  /** Every row's height in px: the list's rows have fixed heights by design. */
  rowHeight: number;
  /** Where the list starts, in px from the top of the page. */
  offsetTop: number;
  /** Rows rendered beyond each edge of the window, so a fast scroll shows no gap. */
  overscan: number;
}

/**
 * Which rows of a list of fixed-height rows are in the browser's window, given how far the page is scrolled and
 * how tall the window is: the arithmetic a virtualiser does for rows of one height, without its library.
 */
export function rowsInWindow(options: WindowRowsOptions, scrollY: number, viewportHeight: number): RowRange {
  const { count, rowHeight, offsetTop, overscan } = options;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor((scrollY - offsetTop) / rowHeight) - overscan;
  const last = Math.ceil((scrollY + viewportHeight - offsetTop) / rowHeight) + overscan;
  const start = Math.min(count, Math.max(0, first));
  return { start, end: Math.min(count, Math.max(start, last)) };
}

/**
 * The rows of a list in view as the page scrolls and the window resizes, read once per animation frame; the
 * component renders again only when the range changes, not on every scroll event.
 */
export function useWindowRows(options: WindowRowsOptions): RowRange {
  const [range, setRange] = useState(() => rowsInWindow(options, window.scrollY, window.innerHeight));
  const latest = useRef(options);
  latest.current = options;
  /** The range for the latest options, kept as it was when it has not changed (no render). */
  const readRange = useRef(() => {
    const next = rowsInWindow(latest.current, window.scrollY, window.innerHeight);
    setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
  }).current;

  useLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      readRange();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [readRange]);

  // A new count, row height or list position moves the range without a scroll.
  const { count, rowHeight, offsetTop, overscan } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are what readRange reads, through `latest`.
  useLayoutEffect(readRange, [count, rowHeight, offsetTop, overscan]);

  return range;
}
