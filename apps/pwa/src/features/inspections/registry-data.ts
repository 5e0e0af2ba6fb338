import { db } from '../../db/database.ts';
import { fetchRegistro, type RemoteLists } from './inspections-api.ts';

/**
 * The registry on the phone: owners, vehicles and the suggestion lists, downloaded by delta.
 * Kept apart from the screen's code (and free of runtime schema imports) because the signed-in
 * layout runs the download on every screen.
 */

export type SuggestionLists = RemoteLists;
export const LIST_KEYS = ['tipo', 'marca', 'modelo', 'linea'] as const;
export const EMPTY_LISTS: SuggestionLists = { tipo: [], marca: [], modelo: [], linea: [] };

/**
 * A list that came from the server replaces the server's part of the phone's list: a value merged
 * away on the server ('Listas') leaves the phone too. The phone's own values of inspections still
 * queued stay, so what was typed offline is still offered.
 */
export async function mergeLists(lists: Partial<SuggestionLists>, now: number): Promise<void> {
  await db.transaction('rw', db.lookups, db.outbox, async () => {
    const queued = (await db.outbox.toArray()).flatMap((item) => (item.kind === 'inspection.create' ? [item.payload.body.vehicle] : []));
    for (const key of LIST_KEYS) {
      const incoming = lists[key];
      if (!incoming || incoming.length === 0) continue;
      const own = queued.map((vehicle) => vehicle[key]?.trim() ?? '').filter(Boolean);
      const value = [...new Set([...incoming, ...own])].sort((a, b) => a.localeCompare(b, 'es'));
      await db.lookups.put({ key, value, fetchedAt: now });
    }
  });
}

/**
 * The registry delta (GET registro?since=): owners, vehicles and lists changed since the last
 * download, upserted by key; the cursor is the server's own clock, echoed back untouched.
 * Returns how many owners and vehicles came.
 */
export async function downloadRegistry(signal?: AbortSignal): Promise<number> {
  const cursor = await db.lookups.get('registroSince');
  const since = cursor?.key === 'registroSince' ? cursor.value : 0;
  const answer = await fetchRegistro(since, signal);
  await db.transaction('rw', db.propietarios, db.vehiculos, async () => {
    await db.propietarios.bulkPut(answer.propietarios);
    await db.vehiculos.bulkPut(answer.vehiculos);
  });
  await mergeLists(
    {
      tipo: answer.tipos.map((item) => item.nombre),
      marca: answer.marcas.map((item) => item.marca),
      modelo: answer.modelos.map((item) => item.modelo),
      linea: answer.lineas.map((item) => item.linea),
    },
    Date.now(),
  );
  await db.lookups.put({ key: 'registroSince', value: answer.serverTime, fetchedAt: Date.now() });
  return answer.propietarios.length + answer.vehiculos.length;
}
