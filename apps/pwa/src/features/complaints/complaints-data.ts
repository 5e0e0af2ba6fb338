import type { DelitoList } from '@reclamos/shared-types/complaints/schemas';
import { useLazyLiveQuery } from '../../db/use-lazy-live-query.ts';
import { whenStarted } from '../../lib/when-started.ts';
import type { ComplaintPayload, MyIdentity } from './local-rows.ts';
import type * as ComplaintsStore from './complaints-store.ts';
import type { ComplaintRow, MyComplaints } from './complaints-store.ts';
import { fetchDelitos } from './complaints-api.ts';

export type { ComplaintRow, MyComplaints } from './complaints-store.ts';

/**
 * The complaints feature's reads and writes of the device database; its components call these
 * and never touch a table. The database's code (Dexie, the outbox's writer: complaints-store.ts)
 * is fetched once the page is usable (lib/when-started.ts), not with the page: the pre-rendered
 * form hydrates without it, and every read here answers once it has arrived. A failed fetch is
 * forgotten, so the next call tries again; a live read whose fetch failed waits for whichever
 * later fetch succeeds (the send's, typically), rather than staying empty for the visit.
 */
let storeModule: Promise<typeof ComplaintsStore> | undefined;
let announceArrival: (module: typeof ComplaintsStore) => void = () => undefined;
const arrived = new Promise<typeof ComplaintsStore>((resolve) => {
  announceArrival = resolve;
});

/** The database's code never reached the phone (coverage lost before it was fetched): nothing was queued. */
export class StoreNotLoadedError extends Error {
  constructor(cause: unknown) {
    super('the complaints store could not be fetched', { cause });
    this.name = 'StoreNotLoadedError';
  }
}

function store(): Promise<typeof ComplaintsStore> {
  storeModule ??= whenStarted()
    .then(() => import('./complaints-store.ts'))
    .then(
      (module) => {
        announceArrival(module);
        return module;
      },
      (error: unknown) => {
        storeModule = undefined;
        throw new StoreNotLoadedError(error);
      },
    );
  return storeModule;
}

/** For live reads: asks for the code now and answers once any fetch of it has succeeded. */
function storeWhenArrived(): Promise<typeof ComplaintsStore> {
  store().catch(() => undefined);
  return arrived;
}

/** Fetches the database's code ahead of the first read or send (a first visit may lose coverage). */
export async function preloadComplaintsStore(): Promise<void> {
  await store();
}

/** The cached infraction catalogue (empty until it was fetched once; undefined until read). */
export function useDelitos(): DelitoList | undefined {
  return useLazyLiveQuery(async () => (await storeWhenArrived()).readDelitos, []);
}

/**
 * Fetches the catalogue, answers it at once (the form shows it without waiting for the database's
 * code) and caches it for offline use once that has arrived; offline, the cached one stays.
 */
export async function refreshDelitos(signal?: AbortSignal): Promise<DelitoList> {
  const list = await fetchDelitos(signal);
  store()
    .then(({ cacheDelitos }) => cacheDelitos(list))
    .catch((error: unknown) => console.error('catalogue not cached', error));
  return list;
}

export async function findMyIdentity(cedula: string): Promise<MyIdentity | undefined> {
  return (await store()).findMyIdentity(cedula);
}

/** Pending and rejected complaints of this phone, plus the last few sent, newest first. */
export function useMyComplaints(): MyComplaints | undefined {
  return useLazyLiveQuery(async () => (await storeWhenArrived()).readMyComplaints, []);
}

/** One complaint of this phone as the form's receipt shows it; undefined once discarded. */
export async function findComplaint(uuid: string): Promise<ComplaintRow | undefined> {
  return (await store()).findComplaint(uuid);
}

/** The complaint, live: `initial` until the first read, then every change (delivered, refused, discarded). */
export function useComplaint(uuid: string, initial: ComplaintRow | undefined): ComplaintRow | undefined {
  return useLazyLiveQuery(
    async () => {
      const { findComplaint: find } = await storeWhenArrived();
      return () => find(uuid);
    },
    [uuid],
    initial,
  );
}

/** Queues a complaint (and its photo); `replaces` names a rejected one it corrects. */
export async function submitComplaint(payload: ComplaintPayload, photo: Blob, replaces: string | null): Promise<string> {
  return (await store()).submitComplaint(payload, photo, replaces);
}

export async function discardComplaint(uuid: string): Promise<void> {
  return (await store()).discardComplaint(uuid);
}

/** A rejected complaint's fields and photo, to put back in the form. */
export async function loadForCorrection(uuid: string): Promise<{ payload: ComplaintPayload; photo: Blob | null } | null> {
  return (await store()).loadForCorrection(uuid);
}
