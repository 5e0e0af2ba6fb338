import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SosAlert } from '@reclamos/shared-types/sos/schemas';
import { db } from '../../db/database.ts';
import { enqueue } from '../../sync/enqueue.ts';
import type { LocalSos } from './local-rows.ts';
import { currentFix, lastKnownFix } from './sos-position.ts';
import { fetchAlert } from './sos-api.ts';
import { readLocalSos, updateLocalSos } from './sos-local.ts';
import { holdSocket } from './sos-socket.ts';

/** While an alert waits to be attended, the phone also asks the server this often (the socket may be down). */
const POLL_MS = 15_000;
/** With no fix at all yet, the alert waits this long at most for one (the hold itself gave it time). */
const FIX_WAIT_MS = 1_000;

/** This user's latest SOS on this phone, as the outbox and the server left it. */
export function useMySos(userId: number): LocalSos | undefined {
  return useLiveQuery(async () => {
    const local = await readLocalSos(db);
    return local?.userId === userId ? local : undefined;
  }, [userId]);
}

/** Held long enough: the alert with the best position there is, queued in the outbox at once. */
export async function raiseSos(userId: number, silenciosa: boolean): Promise<string> {
  const pulsada = new Date().toISOString();
  // Queued at once with what there is: an app closed right after the hold must not lose the alert.
  const fix = lastKnownFix() ?? (await currentFix(FIX_WAIT_MS));
  return enqueue(
    'sos.create',
    {
      lat: fix?.lat ?? null,
      lng: fix?.lng ?? null,
      accuracy: fix?.accuracy ?? null,
      posicion_at: fix ? new Date(fix.at).toISOString() : null,
      pulsada_at: pulsada,
      silenciosa,
    },
    {},
    { userId },
  );
}

function markAttended(uuid: string, alert: SosAlert): Promise<void> {
  if (!alert.atendida) return Promise.resolve();
  return updateLocalSos(db, uuid, { status: 'attended', atendida: { nombre: alert.atendida.por.nombre, at: alert.atendida.at } });
}

/**
 * Once the server has the alert, the phone listens for "Atender" on the live socket and, in case
 * that is down, asks for its alert every POLL_MS and on every (re)connect, until attended.
 */
export function useFollowSos(local: LocalSos | undefined): void {
  const id = local?.status === 'sent' ? local.id : null;
  const uuid = local?.uuid;
  useEffect(() => {
    if (id === null || !uuid) return;
    const check = () => {
      fetchAlert(id)
        .then((alert) => markAttended(uuid, alert))
        .catch(() => undefined);
    };
    const release = holdSocket((socket) => {
      const onAttended = (alert: SosAlert) => {
        if (alert.id === id) void markAttended(uuid, alert);
      };
      socket.on('sosAtendida', onAttended);
      socket.on('connect', check);
      return () => {
        socket.off('sosAtendida', onAttended);
        socket.off('connect', check);
      };
    });
    check();
    const timer = setInterval(check, POLL_MS);
    window.addEventListener('online', check);
    return () => {
      release();
      clearInterval(timer);
      window.removeEventListener('online', check);
    };
  }, [id, uuid]);
}
