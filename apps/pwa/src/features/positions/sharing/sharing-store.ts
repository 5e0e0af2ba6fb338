import { create } from 'zustand';
import type { WakeLockState } from './wake-lock.ts';
import type { SharingHandle } from './sharing-engine.ts';

/**
 * The sharing switch's state (UI state only). The engine is imported on demand when sharing
 * starts. localStorage `compartirUbicacion` remembers, per user id, that this device was sharing,
 * so reopening the app resumes it; turning the switch off or signing out forgets it.
 */
export type SharingPhase = 'off' | 'starting' | 'on';

interface SharingState {
  phase: SharingPhase;
  connected: boolean;
  wakeLock: WakeLockState | null;
  error: string | null;
}

const PREFERENCE_KEY = 'compartirUbicacion';

export const useSharing = create<SharingState>()(() => ({ phase: 'off', connected: false, wakeLock: null, error: null }));

let handle: SharingHandle | null = null;
let starting: Promise<void> | null = null;

export function wasSharing(userId: number): boolean {
  return localStorage.getItem(PREFERENCE_KEY) === String(userId);
}

export function startSharingFor(userId: number): Promise<void> {
  if (handle || starting) return starting ?? Promise.resolve();
  localStorage.setItem(PREFERENCE_KEY, String(userId));
  useSharing.setState({ phase: 'starting', error: null, wakeLock: null });
  starting = import('./sharing-engine.ts')
    .then(({ startSharing }) => {
      if (useSharing.getState().phase !== 'starting') return; // turned off meanwhile
      const started = startSharing({
        onFix: () => useSharing.setState((state) => (state.phase === 'starting' ? { phase: 'on' } : state)),
        onConnection: (connected) => useSharing.setState({ connected }),
        onWakeLock: (wakeLock) => useSharing.setState({ wakeLock }),
        onFailure: (error) => {
          handle = null;
          localStorage.removeItem(PREFERENCE_KEY);
          useSharing.setState({ phase: 'off', connected: false, wakeLock: null, error });
        },
      });
      // It may have failed at once (no geolocation here): then it is already off.
      if (useSharing.getState().phase === 'off') void started.stop({ removal: false });
      else handle = started;
    })
    .catch(() => {
      localStorage.removeItem(PREFERENCE_KEY);
      useSharing.setState({ phase: 'off', error: null });
    })
    .finally(() => {
      starting = null;
    });
  return starting;
}

/**
 * Stops sharing. `forget` clears the remembered preference (switched off, signed out); `removal`
 * tells the viewers at once. Leaving the signed-in area without signing out only pauses.
 */
export async function stopSharing({ removal, forget }: { removal: boolean; forget: boolean }): Promise<void> {
  if (forget) localStorage.removeItem(PREFERENCE_KEY);
  useSharing.setState({ phase: 'off', connected: false, wakeLock: null, error: null });
  await starting;
  const current = handle;
  handle = null;
  await current?.stop({ removal });
}
