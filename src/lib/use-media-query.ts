import { useSyncExternalStore } from 'react';

/** Tailwind's md breakpoint, where the lists switch from phone cards to a table (`hidden md:block`). */
export const MD_UP = '(min-width: 48rem)';

/**
 * Whether `query` matches, re-rendering when that changes; null where the browser has no matchMedia (jsdom),
 * so a caller can fall back to rendering both layouts and let CSS choose.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : null),
  );
}
