import { useMatches } from 'react-router-dom';
import type { RouteName } from '../routes';

export interface RouteHandle {
  name?: RouteName;
}

/** The name of the deepest matched named route. */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i]?.handle as RouteHandle | undefined)?.name;
    if (name) return name;
  }
  return undefined;
}
