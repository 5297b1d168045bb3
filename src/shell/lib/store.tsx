import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

/** The app's one jotai store; tests and game hosts can pass their own. */
export const appStore = createStore();
export type AppStore = ReturnType<typeof createStore>;

export function StoreProvider({ store = appStore, children }: { store?: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
