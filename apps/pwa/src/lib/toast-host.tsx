import { useSyncExternalStore } from 'react';
import { PlainNotices, type PlainNotice } from './plain-notices.tsx';
import type * as ToasterModule from './toaster.tsx';

export interface ToastRequest {
  title: string;
  type: 'success' | 'error' | 'info';
  duration: number;
  closable?: boolean;
  /** Read by the toaster's renderer, e.g. `{ icon: 'report-problem' }`. */
  meta?: Record<string, string>;
}

interface HostState {
  /** Set with the first notice: from then on the host renders the toaster (pre-rendered pages show none). */
  toaster: typeof ToasterModule | null;
  /** Notices whose toaster code could not be fetched (a first visit that lost coverage early). */
  plain: readonly PlainNotice[];
}

/**
 * The toaster's code (Chakra's toast machine, ~8 kB gzip) is fetched with the first notice, not
 * with the page: most visits to /reclamo show none before the citizen sends. When it cannot be
 * fetched the notice is still shown, plainly (plain-notices.tsx), and the page stays as it was:
 * a lazy component whose code fails to load would take the whole page down with it.
 */
const NO_NOTICES: HostState = { toaster: null, plain: [] };
let state = NO_NOTICES;
const listeners = new Set<() => void>();
let nextPlainId = 0;

function update(patch: Partial<HostState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** A failed fetch is not remembered: the next notice tries again. */
function loadToaster(): Promise<typeof ToasterModule> {
  return import('./toaster.tsx');
}

/** Fetches the toaster's code ahead of any notice (a screen that must work offline from then on). */
export function preloadToaster(): Promise<void> {
  return loadToaster().then(() => undefined);
}

function showPlain(request: ToastRequest): void {
  const notice: PlainNotice = { id: nextPlainId++, title: request.title, type: request.type };
  update({ plain: [...state.plain, notice] });
  setTimeout(() => update({ plain: state.plain.filter((shown) => shown !== notice) }), request.duration);
}

export function showToast(request: ToastRequest): void {
  loadToaster().then(
    (module) => {
      // Created before the toaster first mounts: it measures the toasts it finds up on mount.
      module.toaster.create(request);
      if (!state.toaster) update({ toaster: module });
    },
    (error: unknown) => {
      console.error('notice shown without the toaster', error);
      showPlain(request);
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once by AppProviders; renders the toaster from the first notice on. */
export function ToastHost() {
  // Pre-rendered pages (build/prerender.ts) show no notice.
  const { toaster, plain } = useSyncExternalStore(
    subscribe,
    () => state,
    () => NO_NOTICES,
  );
  return (
    <>
      {toaster ? <toaster.Toaster /> : null}
      {plain.length > 0 ? <PlainNotices notices={plain} /> : null}
    </>
  );
}
