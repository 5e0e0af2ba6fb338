import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import type { PlateHistory } from '@reclamos/shared-types/authority/schemas';
import { ApiError } from '../../../lib/api-error.ts';
import { formatFecha } from '../../../lib/dates.ts';
import { db } from '../../../db/database.ts';
import { fetchPlateHistory } from '../authority-api.ts';

/**
 * One plate's page, read from the server (`GET placa/{placa}`) or, without it, from what this phone
 * already holds (docs/decisions.md, The authority screens): the downloaded registry (`vehiculos`),
 * the inspections of the days the inspector opened or registered here (`inspections`), and the
 * complaints sent from this phone (`complaints`). Nothing here writes to the device database.
 */

/** A lookup waits this long for the server before answering from the phone (weak coverage). */
const SERVER_TIMEOUT_MS = 6_000;

export interface PlateVehicle {
  placa: string;
  tipo: string;
  marca: string;
  modelo: string;
  linea: string;
  /** Not in the phone's copy of the registry. */
  numero?: string;
  carnet?: string;
  chofer?: string;
}

export interface PlateComplaintRow {
  key: string;
  id: number | null;
  fecha: string;
  at: string;
  delito: string;
  direccion: string;
  descripcion: string;
  /** The case's state ('' while unknown: a queued complaint, or one the phone never asked about). */
  estado: string;
  /** The receipt code; null while the complaint waits on the phone. */
  codigo: string | null;
  /** True when the row comes from this phone (not, or not yet, from the server). */
  onPhone: boolean;
  /** Still waiting in this phone's outbox. */
  pending: boolean;
}

export interface PlateInspectionRow {
  key: string;
  fecha: string;
  at: string;
  propietario: string;
  inspector: string;
  calificacion: string;
  observacion: string;
  onPhone: boolean;
  /** Still waiting in this phone's outbox. */
  pending: boolean;
}

export interface PlateView {
  placa: string;
  /** 'phone': the server could not be reached; everything shown is this phone's. */
  source: 'server' | 'phone';
  vehiculo: PlateVehicle | null;
  reclamos: PlateComplaintRow[];
  inspecciones: PlateInspectionRow[];
  totales: { reclamos: number; inspecciones: number };
}

function unreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return error instanceof DOMException && error.name === 'TimeoutError';
}

const newestFirst = <T extends { at: string }>(rows: T[]) => rows.sort((a, b) => b.at.localeCompare(a.at));

export async function loadPlate(placa: string, signal: AbortSignal): Promise<PlateView> {
  const local = await readPhone(placa);
  if (!navigator.onLine) return local;
  let history: PlateHistory;
  try {
    history = await fetchPlateHistory(placa, AbortSignal.any([signal, AbortSignal.timeout(SERVER_TIMEOUT_MS)]));
  } catch (error) {
    if (!signal.aborted && unreachable(error)) return local;
    throw error;
  }
  return withPhoneOnly(fromServer(history), local);
}

function fromServer(history: PlateHistory): PlateView {
  return {
    placa: history.placa,
    source: 'server',
    vehiculo: history.vehiculo,
    reclamos: history.reclamos.map((reclamo) => ({
      key: reclamo.uuid,
      id: reclamo.id,
      fecha: formatFecha(reclamo.fecha),
      at: reclamo.fecha,
      delito: reclamo.delito,
      // Absent for an INSPECTOR: the server sends the complainant's words only to those who work the case.
      direccion: reclamo.direccion ?? '',
      descripcion: reclamo.descripcion ?? '',
      estado: reclamo.estado,
      codigo: reclamo.codigo ?? null,
      onPhone: false,
      pending: false,
    })),
    inspecciones: history.inspecciones.map((inspection) => inspectionRow(inspection, false, false)),
    totales: history.totales,
  };
}

/** Rows still queued on this phone (the server does not hold them yet) stay in sight. */
function withPhoneOnly(server: PlateView, local: PlateView): PlateView {
  const known = new Set([...server.reclamos, ...server.inspecciones].map((row) => row.key));
  const reclamos = local.reclamos.filter((row) => row.pending && !known.has(row.key));
  const inspecciones = local.inspecciones.filter((row) => row.pending && !known.has(row.key));
  return {
    ...server,
    reclamos: newestFirst([...reclamos, ...server.reclamos]),
    inspecciones: newestFirst([...inspecciones, ...server.inspecciones]),
    totales: { reclamos: server.totales.reclamos + reclamos.length, inspecciones: server.totales.inspecciones + inspecciones.length },
  };
}

function inspectionRow(inspection: Inspection, onPhone: boolean, pending: boolean): PlateInspectionRow {
  return {
    key: inspection.uuid,
    fecha: formatFecha(inspection.fecha),
    at: inspection.fecha,
    propietario: inspection.propietario.nombre,
    inspector: inspection.inspector.nombre,
    calificacion: inspection.calificacion,
    observacion: inspection.observacion,
    onPhone,
    pending,
  };
}

/** What the phone holds for `placa`; a scan, as the phone keeps a few days' rows at most. */
export async function readPhone(placa: string): Promise<PlateView> {
  const [vehicle, inspections, complaints, queued, delitos] = await Promise.all([
    db.vehiculos.get(placa),
    db.inspections.filter((row) => row.record.vehicle.placa.toUpperCase() === placa).toArray(),
    db.complaints.filter((row) => row.fields.placa.toUpperCase() === placa).toArray(),
    db.outbox.toArray(),
    db.lookups.get('delito'),
  ]);
  const waiting = new Set(queued.map((item) => (item.kind === 'inspection.update' ? item.payload.uuid : item.id)));
  const detalle = new Map((delitos?.key === 'delito' ? delitos.value : []).map((delito) => [delito.id, delito.detalle]));
  const reclamos = complaints.map((row) => {
    const at = new Date(row.createdAt).toISOString();
    return {
      key: row.uuid,
      id: row.serverId,
      fecha: formatFecha(at),
      at,
      delito: detalle.get(row.fields.delito_id) ?? '',
      direccion: row.fields.direccion,
      descripcion: row.fields.descripcion,
      estado: row.caso?.estado ?? '',
      codigo: row.codigo ?? null,
      onPhone: true,
      pending: row.status === 'pending',
    };
  });
  const inspecciones = inspections.map((row) => inspectionRow(row.record, true, waiting.has(row.uuid)));
  return {
    placa,
    source: 'phone',
    vehiculo: vehicle
      ? { placa: vehicle.placa, tipo: vehicle.tipo, marca: vehicle.marca, modelo: vehicle.modelo, linea: vehicle.linea }
      : null,
    reclamos: newestFirst(reclamos),
    inspecciones: newestFirst(inspecciones),
    totales: { reclamos: reclamos.length, inspecciones: inspecciones.length },
  };
}
