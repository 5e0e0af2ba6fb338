import type { Open311Request } from '@reclamos/shared-types/cases/open311-schemas';
import { isClosedState, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const M = CASES_STAFF_MSG.server;

/** What Open311 reads of a complaint (public-cases-repository.ts selects exactly these). */
export interface Open311Row {
  id: number;
  estado: ComplaintState;
  motivo: string | null;
  fecha: number | string;
  estado_at: number | string | null;
  lat: number | string | null;
  lng: number | string | null;
  delito_id: number;
  detalle: string;
}

/**
 * Three decimals: about 110 m north-south and 105 m east-west at Oruro's latitude. The phone's fix
 * is often the reporter's own door; the square around it is enough to map where infractions happen.
 */
export function roundToBlock(degrees: number | string | null): number | null {
  if (degrees === null) return null;
  return Math.round(Number(degrees) * 1000) / 1000;
}

/** UTC to the minute, without seconds' fraction: '2026-11-20T14:07:00Z'. */
export function toMinute(ms: number | string): string {
  return new Date(Math.floor(Number(ms) / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');
}

/**
 * A complaint as the public sees it: its public id, the infraction, the state with the public
 * closing reason (staff write it knowing the citizen and the public read it), rounded time and place.
 */
export function toOpen311(row: Open311Row): Open311Request {
  const closed = isClosedState(row.estado);
  return {
    service_request_id: String(row.id),
    status: closed ? 'closed' : 'open',
    status_notes: closed ? row.motivo : null,
    service_name: row.detalle,
    service_code: String(row.delito_id),
    description: M.open311Description(row.detalle),
    agency_responsible: M.open311Agency,
    requested_datetime: toMinute(row.fecha),
    updated_datetime: toMinute(row.estado_at ?? row.fecha),
    lat: roundToBlock(row.lat),
    long: roundToBlock(row.lng),
  };
}
