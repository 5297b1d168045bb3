import type { ComponentType } from 'react';
import type { RouteName } from './routes';

/** What each area's lazy chunk exports for the router. */
export interface AreaModule {
  Layout: ComponentType;
  /** The area's built screens; a named route without one shows that it is being built. */
  pages: Partial<Record<RouteName, ComponentType>>;
  NotFound?: ComponentType;
}
