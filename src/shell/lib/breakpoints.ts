import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '../../domain/constants';

const mobileQuery = `(max-width: ${BREAKPOINTS[MOBILE_BREAKPOINT] - 0.02}px)`;

function subscribe(callback: () => void) {
  const media = matchMedia(mobileQuery);
  media.addEventListener('change', callback);
  return () => media.removeEventListener('change', callback);
}

/** True below the mobile breakpoint (lg, SPEC §9): layouts collapse their navigation into a drawer. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(mobileQuery).matches,
    () => false,
  );
}
