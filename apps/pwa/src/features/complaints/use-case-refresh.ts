import { useEffect } from 'react';
import { whenStarted } from '../../lib/when-started.ts';
import { onSyncOutcome } from '../../sync/events.ts';

/** It reads the phone's database: fetched with it once the page is usable (lib/when-started.ts). */
const refreshCaseStates = async (signal: AbortSignal) => {
  await whenStarted();
  return (await import('./case-refresh.ts')).refreshCaseStates(signal);
};

/**
 * While 'Mis reclamos' is on screen: asks for the states of this phone's complaints on open, when
 * the phone comes back online, and right after a complaint is delivered (its first state).
 */
export function useCaseRefresh(): void {
  useEffect(() => {
    const controller = new AbortController();
    let running = false;
    let again = false;
    const run = () => {
      if (!navigator.onLine) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      void refreshCaseStates(controller.signal)
        .catch(() => 0)
        .finally(() => {
          running = false;
          if (again && !controller.signal.aborted) {
            again = false;
            run();
          }
        });
    };
    run();
    window.addEventListener('online', run);
    const stop = onSyncOutcome((event) => {
      if (event.kind === 'complaint.create' && event.outcome === 'synced') run();
    });
    return () => {
      controller.abort();
      window.removeEventListener('online', run);
      stop();
    };
  }, []);
}
