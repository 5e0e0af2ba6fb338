import { useEffect } from 'react';
import { syncEngine } from './engine.ts';

/**
 * Runs the outbox's engine for the life of the app (app start is its first trigger), and once
 * more whenever the session changes: a user signing in again resumes their paused items.
 */
export function useSyncEngine(sessionToken: string | null): void {
  useEffect(() => syncEngine.start(), []);
  useEffect(() => {
    void syncEngine.sync();
  }, [sessionToken]);
}
