import { useEffect, useState } from 'react';
import { Dexie, type ObservabilitySet } from 'dexie';
import { db } from './database.ts';

/** How often, at most, a throttled read runs again while writes keep coming. */
export const LIVE_READ_INTERVAL_MS = 300;

type Result<T> = { value: T } | { error: unknown } | undefined;

/**
 * A read of the device database that follows its writes, like dexie-react-hooks' useLiveQuery,
 * but runs again at most once per `intervalMs` however many writes touch `tables`: the first
 * write after a quiet spell is shown at once, a burst is shown as it goes a few times a second.
 * While the sync engine delivers a long queue it writes the outbox two or three times per item;
 * reading and drawing a whole day's table after each of them made 1,000 inspections take over
 * two minutes to sync with the screen open instead of seconds.
 *
 * `querier` is the effect's identity: wrap it in useCallback with what it reads. Writes from
 * other tabs count too (Dexie's storagemutated event carries them). A failed read is thrown
 * into the render, to the route's error boundary, as useLiveQuery does.
 */
export function useThrottledLiveQuery<T>(
  querier: () => Promise<T>,
  tables: readonly string[],
  intervalMs = LIVE_READ_INTERVAL_MS,
): T | undefined {
  const [result, setResult] = useState<Result<T>>(undefined);
  const tableKey = tables.join('\n');

  useEffect(() => {
    const prefixes = tableKey.split('\n').map((table) => `idb://${db.name}/${table}/`);
    let active = true;
    let running = false;
    let stale = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastStart = -Infinity;

    const run = () => {
      timer = null;
      running = true;
      stale = false;
      lastStart = performance.now();
      querier()
        .then(
          (value) => active && setResult({ value }),
          (error: unknown) => active && setResult({ error }),
        )
        .finally(() => {
          running = false;
          if (stale && active) schedule();
        });
    };
    const schedule = () => {
      if (running) {
        stale = true;
        return;
      }
      if (timer !== null) return;
      timer = setTimeout(run, Math.max(0, lastStart + intervalMs - performance.now()));
    };
    const onMutated = (parts: ObservabilitySet) => {
      if (Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)))) schedule();
    };

    Dexie.on('storagemutated', onMutated);
    run();
    return () => {
      active = false;
      Dexie.on('storagemutated').unsubscribe(onMutated);
      if (timer !== null) clearTimeout(timer);
    };
  }, [querier, tableKey, intervalMs]);

  if (result && 'error' in result) throw result.error;
  return result?.value;
}
