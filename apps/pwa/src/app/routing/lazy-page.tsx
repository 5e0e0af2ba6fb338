import { Suspense, lazy, type ComponentType } from 'react';
import { FullPageSpinner } from './FullPageSpinner.tsx';

export interface LazyPage {
  Page: ComponentType;
  /** Fetches the page's code ahead of need, e.g. right after sign-in, so it is there offline. */
  preload: () => Promise<unknown>;
}

/**
 * A screen whose code is fetched when first shown: a citizen opening /reclamo on a slow phone
 * downloads none of the staff screens (docs/decisions.md, initial JS of /reclamo).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const once = () => (loading ??= load());
  const Loaded = lazy(async () => ({ default: await once() }));
  function Page() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Loaded />
      </Suspense>
    );
  }
  return { Page, preload: once };
}
