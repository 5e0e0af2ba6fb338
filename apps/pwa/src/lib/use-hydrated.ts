import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a pre-rendered page (build/prerender.ts) and in the build's own
 * render; true from then on, and at once where the page was not pre-rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
