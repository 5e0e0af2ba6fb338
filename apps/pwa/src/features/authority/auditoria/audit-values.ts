import type { AuditEntry, AuditQuery } from '@reclamos/shared-types/authority/schemas';
import { formatFecha } from '../../../lib/dates.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

/** The filters as the form holds them ('' = any); `usuario` is a user id as text. */
export interface AuditFilters {
  desde: string;
  hasta: string;
  usuario: string;
  accion: string;
  objeto: string;
}

export const NO_FILTERS: AuditFilters = { desde: '', hasta: '', usuario: '', accion: '', objeto: '' };

/** The query of `GET auditoria` for these filters (empty ones left out). */
export function toQuery(filters: AuditFilters): AuditQuery {
  return {
    ...(filters.desde ? { desde: filters.desde } : {}),
    ...(filters.hasta ? { hasta: filters.hasta } : {}),
    ...(filters.usuario ? { usuario: Number(filters.usuario) } : {}),
    ...(filters.accion ? { accion: filters.accion } : {}),
    ...(filters.objeto ? { objeto: filters.objeto } : {}),
  };
}

export function actionLabel(accion: string): string {
  return AUTHORITY_MSG.auditActions[accion] ?? accion;
}

export function objectLabel(objeto: string): string {
  return AUTHORITY_MSG.auditObjects[objeto] ?? objeto;
}

/** An instant as the API writes it (ISO 8601 in UTC). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/**
 * One value as a person reads it: texts as they are, instants in Bolivia's time like the FECHA
 * column, yes/no for flags, lists as their items, a nested record as its fields.
 */
export function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatFecha(value) : value;
  if (typeof value === 'boolean') return value ? AUTHORITY_MSG.auditValues.yes : AUTHORITY_MSG.auditValues.no;
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${show(item)}`)
      .join('; ');
  }
  return typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '');
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * What changed, as `campo: valor` lines before and after: only the fields whose value differs
 * (all of them for a create or a delete, where one side is empty).
 */
export function changeLines(entry: Pick<AuditEntry, 'antes' | 'despues'>): { antes: string[]; despues: string[] } {
  const before = asRecord(entry.antes);
  const after = asRecord(entry.despues);
  if (!before && !after)
    return { antes: entry.antes == null ? [] : [show(entry.antes)], despues: entry.despues == null ? [] : [show(entry.despues)] };
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = before && after ? keys.filter((key) => show(before[key]) !== show(after[key])) : keys;
  const lines = (side: Record<string, unknown> | null) =>
    side ? changed.filter((key) => key in side).map((key) => `${key}: ${show(side[key])}`) : [];
  return { antes: lines(before), despues: lines(after) };
}

/** A row of the table and of the export. */
export interface AuditRow {
  id: number;
  fecha: string;
  usuario: string;
  accion: string;
  objeto: string;
  objetoId: string;
  antes: string[];
  despues: string[];
}

export function toAuditRow(entry: AuditEntry): AuditRow {
  return {
    id: entry.id,
    fecha: formatFecha(entry.fecha),
    usuario: entry.usuario.nombre,
    accion: actionLabel(entry.accion),
    objeto: objectLabel(entry.objeto),
    objetoId: entry.objeto_id,
    ...changeLines(entry),
  };
}
