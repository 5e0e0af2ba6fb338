import { useSyncExternalStore } from 'react';

/**
 * The SOS button's settings, kept in localStorage so they hold without coverage: the hold time and
 * the SMS number come from the server (`appConfig`: SOS_HOLD_SECONDS, SOS_PHONE); silent mode is
 * the person's own choice on this phone.
 */
export interface SosSettings {
  holdSeconds: number;
  phone: string | null;
  silent: boolean;
}

const KEY = 'sosSettings';
const DEFAULTS: SosSettings = { holdSeconds: 2, phone: null, silent: false };
const listeners = new Set<() => void>();

function read(): SosSettings {
  try {
    const kept = localStorage.getItem(KEY);
    return kept ? { ...DEFAULTS, ...(JSON.parse(kept) as Partial<SosSettings>) } : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

let current = read();

function save(next: SosSettings): void {
  current = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode: the settings hold for this visit only.
  }
  for (const listener of listeners) listener();
}

/** Takes the server's part (app start); the person's silent choice stays. */
export function setServerSosSettings(server: { holdSeconds: number; phone: string | null }): void {
  if (server.holdSeconds === current.holdSeconds && server.phone === current.phone) return;
  save({ ...current, holdSeconds: server.holdSeconds, phone: server.phone });
}

export function setSilent(silent: boolean): void {
  save({ ...current, silent });
}

export function useSosSettings(): SosSettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
