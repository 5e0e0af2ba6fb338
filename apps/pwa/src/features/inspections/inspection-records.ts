import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import type { ReclamosDatabase } from '../../db/database.ts';
import type { InspectionCreatePayload } from './local-rows.ts';
import { DEFAULT_SEGURO } from '@reclamos/shared-types/inspections/values';
import { boliviaDay } from '../../lib/dates.ts';

/**
 * How a queued inspection looks on this phone before the server has it: the record the table
 * and the control sheet read (id 0 until acknowledged; times are the device's).
 */
export function recordFromPayload(uuid: string, payload: InspectionCreatePayload): Inspection {
  const { body, inspector } = payload;
  return {
    id: 0,
    uuid,
    fecha: body.fecha,
    ventanas: body.ventanas,
    puertas: body.puertas,
    ventilacion: body.ventilacion,
    luz: body.luz,
    higiene: body.higiene,
    triangulo: body.triangulo,
    calificacion: body.calificacion,
    observacion: body.observacion ?? '',
    radicatoria: body.radicatoria ?? '',
    propietario: {
      cedula: body.propietario.cedula,
      nombre: body.propietario.nombre ?? '',
      categoria: body.propietario.categoria ?? '',
      seguro: body.propietario.seguro ?? DEFAULT_SEGURO,
    },
    vehicle: {
      placa: body.vehicle.placa,
      tipo: body.vehicle.tipo ?? '',
      marca: body.vehicle.marca ?? '',
      modelo: body.vehicle.modelo ?? '',
      linea: body.vehicle.linea ?? '',
    },
    inspector,
    lat: body.lat ?? null,
    lng: body.lng ?? null,
    created_at: body.fecha,
    updated_at: body.fecha,
  };
}

export function dayOf(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso.slice(0, 10) : boliviaDay(at);
}

export type ListKey = 'tipo' | 'marca' | 'modelo' | 'linea';

/**
 * What an inspector typed joins the suggestion lists on this phone at once (the server adds it
 * to its own lists too, and the next download brings them back whole).
 */
export async function rememberListValue(db: ReclamosDatabase, key: ListKey, value: string | undefined): Promise<void> {
  const text = value?.trim();
  if (!text) return;
  const row = await db.lookups.get(key);
  const items = row?.key === key ? row.value : [];
  if (items.includes(text)) return;
  const value2 = [...items, text].sort((a, b) => a.localeCompare(b, 'es'));
  await db.lookups.put({ key, value: value2, fetchedAt: row?.fetchedAt ?? 0 });
}
