import { useEffect, useRef } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { syncEngine } from './engine.ts';

/**
 * Runs the outbox's engine for the life of the app (app start is its first trigger), and once
 * more whenever the session changes: a user signing in again resumes their paused items. It
 * starts right after the first paint, in a task of its own: on a pre-rendered page that is at
 * once, but no longer inside the commit that hydrates the page (one long task less).
 */
export function useSyncEngine(sessionToken: string | null): void {
  const started = useRef(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = afterFirstPaint(() => {
      started.current = true;
      stop = syncEngine.start();
    });
    return () => {
      cancel();
      stop?.();
      started.current = false;
    };
  }, []);
  useEffect(() => {
    // Before the start, the start's own pass covers the session as it is then.
    if (started.current) void syncEngine.sync();
  }, [sessionToken]);
}
