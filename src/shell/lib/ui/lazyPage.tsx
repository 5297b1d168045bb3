import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from './PageLoading';

/**
 * A page whose code comes in its own chunk, fetched on its first visit: for a page with a heavy library
 * (charts) that the area's other pages should not have to load.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}
