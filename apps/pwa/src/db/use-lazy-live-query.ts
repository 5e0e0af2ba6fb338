import { startTransition, useEffect, useState } from 'react';

/** A querier of the phone's database, re-run by Dexie whenever a table it read changes. */
export type Querier<T> = () => Promise<T>;

/**
 * dexie-react-hooks' `useLiveQuery`, for a screen whose first render must not wait for Dexie:
 * `load` brings the querier's module (and with it Dexie) when the effect runs, and `undefined`
 * (or `initial`) stands until its first answer. The citizen's pages hydrate without the
 * database's code (~25 kB brotli); it arrives once they are usable (lib/when-started.ts).
 * An error is logged and the last answer kept, as the form works on without its panel.
 * Answers land in a transition: an answer arriving while React still hydrates the page must not
 * make it hydrate the rest in one long, uninterruptible task (a plain update to a part not yet
 * hydrated does), and nothing typed waits behind a list being drawn.
 */
export function useLazyLiveQuery<T>(load: () => Promise<Querier<T>>, deps: readonly unknown[], initial?: T): T | undefined {
  const [value, setValue] = useState<T | undefined>(initial);
  useEffect(() => {
    let closed = false;
    let subscription: { unsubscribe: () => void } | undefined;
    // Dexie after the querier: `load` decides when the database's code may come.
    load()
      .then(async (querier) => [querier, (await import('dexie')).liveQuery] as const)
      .then(([querier, liveQuery]) => {
        if (closed) return;
        subscription = liveQuery(querier).subscribe({
          next: (next) => startTransition(() => setValue(() => next)),
          error: (error: unknown) => console.error(error),
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
    // `deps` are the querier's inputs, as for useLiveQuery; `load` is a new closure every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
