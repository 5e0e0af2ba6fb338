import { useCallback, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Inspection, Propietario, Vehicle } from '@reclamos/shared-types/inspections/schemas';
import { ApiError } from '../../lib/api-error.ts';
import { db } from '../../db/database.ts';
import type { OutboxItem } from '../../db/rows.ts';
import { useThrottledLiveQuery } from '../../db/use-throttled-live-query.ts';
import { dayOf } from './inspection-records.ts';
import { discardRejected, enqueue } from '../../sync/enqueue.ts';
import { fetchDay, fetchLists, fetchPropietario, fetchVehicle } from './inspections-api.ts';
import { EMPTY_LISTS, LIST_KEYS, mergeLists, type SuggestionLists } from './registry-data.ts';
import { toBody, type EditValues, type InspectionFormValues } from './form-values.ts';
import { InspectionRowCache, type InspectionRow, type RowStatus } from './inspection-rows.ts';
import { mayEditInspection } from '@reclamos/shared-types/inspections/rules';

/**
 * The inspections feature's reads and writes of the device database (db/database.ts says what is
 * stored where); its components call these and never touch a table. Reads try the server and
 * fall back to what the phone keeps; writes go through sync/enqueue only (docs/offline.md).
 */

/** A lookup waits this long for the server before answering from the phone (weak coverage). */
const LOOKUP_TIMEOUT_MS = 4_000;

/** True when the call failed for want of the server (no coverage, timeout, 5xx): read locally. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return error instanceof DOMException && error.name === 'TimeoutError';
}

function referencedUuid(item: OutboxItem): string | null {
  if (item.kind === 'inspection.create') return item.id;
  if (item.kind === 'inspection.update') return item.payload.uuid;
  return null;
}

/** uuid → where its outbox items stand (rejected wins over pending), and the rejected item's id. */
function outboxState(items: readonly OutboxItem[]): Map<string, { status: RowStatus; rejectedItem: string | null }> {
  const state = new Map<string, { status: RowStatus; rejectedItem: string | null }>();
  for (const item of items) {
    const uuid = referencedUuid(item);
    if (!uuid) continue;
    const previous = state.get(uuid);
    if (item.status === 'rejected') state.set(uuid, { status: 'rejected', rejectedItem: item.id });
    else if (!previous) state.set(uuid, { status: 'pending', rejectedItem: null });
  }
  return state;
}

const DAY_TABLES = ['inspections', 'outbox'] as const;

/**
 * The day's inspections as the table shows them, newest first, each with its outbox state.
 * Throttled: the engine delivering a long queue must not redraw the table after every write.
 */
export function useDayInspections(day: string, userId: number | null): InspectionRow[] | undefined {
  const [cache] = useState(() => new InspectionRowCache());
  const readDay = useCallback(async () => {
    const [rows, items] = await Promise.all([db.inspections.where('day').equals(day).toArray(), db.outbox.toArray()]);
    const state = outboxState(items);
    const entries = rows.map((row) => {
      const queued = state.get(row.uuid);
      return {
        record: row.record,
        state: {
          status: queued?.status ?? 'synced',
          message: row.message,
          rejectedItem: queued?.rejectedItem ?? null,
          editable: mayEditInspection(userId === null ? null : { id: userId }, { inspectorId: row.record.inspector.id }),
        },
      };
    });
    return cache.rows(entries).sort((a, b) => b.record.fecha.localeCompare(a.record.fecha) || b.record.id - a.record.id);
  }, [cache, day, userId]);
  return useThrottledLiveQuery(readDay, DAY_TABLES);
}

/**
 * Reads the day from the server into the phone. Rows the outbox still holds keep this phone's
 * version (its pending create or edit); rows of that day the server no longer lists leave.
 */
export async function refreshDay(day: string, signal?: AbortSignal): Promise<void> {
  const list = await fetchDay(day, signal);
  await db.transaction('rw', db.inspections, db.outbox, async () => {
    const queued = new Set((await db.outbox.toArray()).map(referencedUuid).filter((uuid) => uuid !== null));
    const served = new Set(list.map((inspection) => inspection.uuid));
    const stale = (await db.inspections.where('day').equals(day).primaryKeys()).filter((uuid) => !served.has(uuid) && !queued.has(uuid));
    await db.inspections.bulkDelete(stale);
    const existing = await db.inspections.bulkGet(list.map((inspection) => inspection.uuid));
    await db.inspections.bulkPut(
      list
        .filter((inspection) => !queued.has(inspection.uuid))
        .map((inspection, index) => ({
          uuid: inspection.uuid,
          day: dayOf(inspection.fecha),
          record: inspection,
          createdAt: existing[index]?.createdAt ?? Date.parse(inspection.created_at),
          message: null,
        })),
    );
  });
}

/** One inspection as the phone has it (the control sheet is drawn from it). */
export async function loadInspection(uuid: string): Promise<Inspection | null> {
  return (await db.inspections.get(uuid))?.record ?? null;
}

// ---- Suggestion lists ---------------------------------------------------------------------------

export type { SuggestionLists } from './registry-data.ts';

/** listTipo, listMarca, listModelo, listLinea into the phone (spec: all load when the screen opens). */
export async function refreshLists(signal?: AbortSignal): Promise<void> {
  await mergeLists(await fetchLists(signal), Date.now());
}

export function useSuggestionLists(): SuggestionLists {
  return (
    useLiveQuery(async () => {
      const rows = await db.lookups.bulkGet([...LIST_KEYS]);
      const lists = { ...EMPTY_LISTS };
      for (const row of rows) {
        if (row && row.key !== 'delito' && row.key !== 'registroSince' && row.key !== 'sosLatest') lists[row.key] = row.value;
      }
      return lists;
    }) ?? EMPTY_LISTS
  );
}

// ---- Lookups by cedula and placa ---------------------------------------------------------------

function lookupSignal(signal: AbortSignal): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(LOOKUP_TIMEOUT_MS)]);
}

/** The owner of `cedula`: the server's answer, or the phone's registry when it cannot be reached. */
export async function lookupPropietario(cedula: string, signal: AbortSignal): Promise<Propietario | null> {
  const local = async () => {
    const row = await db.propietarios.get(cedula);
    return row ? { cedula: row.cedula, nombre: row.nombre, categoria: row.categoria, seguro: row.seguro } : null;
  };
  if (!navigator.onLine) return local();
  try {
    return await fetchPropietario(cedula, lookupSignal(signal));
  } catch (error) {
    if (signal.aborted) throw error;
    // A malformed cedula (400) is simply not a known owner.
    if (error instanceof ApiError && error.status === 400) return null;
    return local();
  }
}

export async function lookupVehicle(placa: string, signal: AbortSignal): Promise<Vehicle | null> {
  const local = async () => {
    const row = await db.vehiculos.get(placa);
    return row ? { placa: row.placa, tipo: row.tipo, marca: row.marca, modelo: row.modelo, linea: row.linea } : null;
  };
  if (!navigator.onLine) return local();
  try {
    return await fetchVehicle(placa, lookupSignal(signal));
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ApiError && error.status === 400) return null;
    return local();
  }
}

// ---- Writes (the outbox) -----------------------------------------------------------------------

/** Queues a new inspection made by `inspector`; returns its uuid (the sheet's QR code). */
export function registerInspection(form: InspectionFormValues, inspector: { id: number; nombre: string }): Promise<string> {
  return enqueue('inspection.create', { body: toBody(form, new Date().toISOString()), inspector }, {}, { userId: inspector.id });
}

/**
 * Queues an edit of one's own inspection by uuid. It depends on the last item still queued for
 * that inspection (its create, or an earlier edit), so the server gets them in order.
 */
export async function modifyInspection(uuid: string, edits: EditValues, userId: number): Promise<string> {
  const items = await db.outbox.orderBy('createdAt').toArray();
  const previous = items.filter((item) => referencedUuid(item) === uuid).at(-1);
  return enqueue(
    'inspection.update',
    { uuid, propietario: { nombre: edits.nombre.trim() }, observacion: edits.observacion.trim(), radicatoria: edits.radicatoria.trim() },
    {},
    { userId, ...(previous ? { dependsOn: previous.id } : {}) },
  );
}

export function discardInspectionItem(itemId: string): Promise<void> {
  return discardRejected(itemId);
}
