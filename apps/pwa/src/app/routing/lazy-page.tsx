import { Suspense, lazy, type ComponentType } from 'react';
import { FullPageSpinner } from './FullPageSpinner.tsx';

export interface LazyPage<P extends object> {
  Page: ComponentType<P>;
  /** Fetches the page's code ahead of need, e.g. right after sign-in, so it is there offline. */
  preload: () => Promise<unknown>;
}

/**
 * A screen whose code is fetched when first shown: a citizen opening /reclamo on a slow phone
 * downloads none of the staff screens (docs/decisions.md, initial JS of /reclamo).
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => (loading ??= load());
  const Loaded = lazy(async () => ({ default: await once() }));
  function Page(props: P) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Page, preload: once };
}
