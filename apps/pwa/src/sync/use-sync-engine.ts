import { useEffect, useRef } from 'react';
import { whenStarted } from '../lib/when-started.ts';
import type { SyncEngine } from './engine.ts';
import { setSyncStarter } from './trigger.ts';

/**
 * Runs the outbox's engine for the life of the app (app start is its first trigger), and once
 * more whenever the session changes: a user signing in again resumes their paused items. The
 * engine and the phone's database (Dexie) are fetched and started once the page is usable
 * (lib/when-started.ts): a pre-rendered page hydrates without them, and their start is a task of
 * its own after the hydration. A fetch that failed (coverage lost right then) is tried again when
 * the phone is back online, and when something is queued while the engine is not running
 * (trigger.ts): a fetch that failed on a weak signal fires no 'online' event.
 */
export function useSyncEngine(sessionToken: string | null): void {
  const engine = useRef<SyncEngine | null>(null);
  useEffect(() => {
    let closed = false;
    let stop: (() => void) | undefined;
    let loading = false;
    const start = () => {
      if (loading || stop) return;
      loading = true;
      whenStarted()
        .then(() => import('./engine.ts'))
        .then(({ syncEngine }) => {
          loading = false;
          if (closed) return;
          window.removeEventListener('online', start);
          engine.current = syncEngine;
          stop = syncEngine.start();
        })
        .catch((error: unknown) => {
          loading = false;
          console.error('outbox engine not loaded', error);
        });
    };
    window.addEventListener('online', start);
    setSyncStarter(start);
    start();
    return () => {
      closed = true;
      window.removeEventListener('online', start);
      setSyncStarter(null);
      stop?.();
      engine.current = null;
    };
  }, []);
  useEffect(() => {
    // Before the start, the start's own pass covers the session as it is then.
    if (engine.current) void engine.current.sync();
  }, [sessionToken]);
}
