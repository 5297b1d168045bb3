import { useCallback } from 'react';
import { logout } from './logout';

/** For logout controls in the area layouts: logs out and opens /auth/login. */
export function useLogout(): () => void {
  return useCallback(() => logout(), []);
}
