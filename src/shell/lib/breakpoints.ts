import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '../../domain/constants';

/** True while the media query matches; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (callback) => {
      const media = matchMedia(query);
      media.addEventListener('change', callback);
      return () => media.removeEventListener('change', callback);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

/** True below the mobile breakpoint (lg, SPEC §9): layouts collapse their navigation into a drawer. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS[MOBILE_BREAKPOINT] - 0.02}px)`);
}

/** True when the viewport is narrower than `width` px (a phone or a tablet upright). */
export function useNarrow(width: number = BREAKPOINTS.md): boolean {
  return useMediaQuery(`(max-width: ${width - 0.02}px)`);
}

/** True on an interactive whiteboard (1920 wide and up), read from the back of a classroom. */
export function useIsBoard(): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS.xl}px)`);
}
