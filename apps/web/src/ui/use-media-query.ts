import { useSyncExternalStore } from 'react';

/** Where the side menu stays on screen and the issue list spreads into columns (lg breakpoint in tokens.css). */
export const desktopQuery = '(min-width: 1024px)';

/** Whether a media query matches now, following changes (a rotated tablet, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
