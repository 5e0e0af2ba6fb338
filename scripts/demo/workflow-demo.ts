import type { Knex } from 'knex';
import { type CLOSED_STATES, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { pick } from './demo-data.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const MOTIVOS: Record<(typeof CLOSED_STATES)[number], readonly string[]> = {
  RESUELTO: [
    'Se sancionó al operador con multa.',
    'Se realizó un operativo de control en la ruta.',
    'El conductor fue citado y amonestado.',
  ],
  'NO PROCEDE': ['No se pudo identificar el vehículo con los datos enviados.', 'El hecho no corresponde a una infracción de transporte.'],
  DUPLICADO: ['El mismo hecho ya fue reportado.'],
};
const NOTAS = [
  'Se llamó al operador de la línea.',
  'Pedir grabación de cámaras de la zona.',
  'Conductor identificado por el número de carnet.',
  'Derivar a inspección de la parada.',
];

/** Where a demo complaint ends up: recent ones are mostly still new, older ones mostly closed. */
function finalState(random: () => number, ageDays: number): ComplaintState {
  const roll = random();
  if (ageDays < 1) return roll < 0.7 ? 'RECIBIDO' : 'EN REVISION';
  if (ageDays < 10)
    return roll < 0.3
      ? 'RECIBIDO'
      : roll < 0.6
        ? 'EN REVISION'
        : roll < 0.8
          ? 'DERIVADO A INSPECCION'
          : roll < 0.92
            ? 'RESUELTO'
            : 'NO PROCEDE';
  return roll < 0.1
    ? 'RECIBIDO'
    : roll < 0.2
      ? 'EN REVISION'
      : roll < 0.3
        ? 'DERIVADO A INSPECCION'
        : roll < 0.7
          ? 'RESUELTO'
          : roll < 0.88
            ? 'NO PROCEDE'
            : 'DUPLICADO';
}

/** The states a complaint passes through to reach `target`, as staff would move it. */
function pathTo(target: ComplaintState): ComplaintState[] {
  if (target === 'RECIBIDO') return [];
  if (target === 'EN REVISION') return ['EN REVISION'];
  if (target === 'DERIVADO A INSPECCION') return ['EN REVISION', 'DERIVADO A INSPECCION'];
  if (target === 'RESUELTO') return ['EN REVISION', 'DERIVADO A INSPECCION', 'RESUELTO'];
  return ['EN REVISION', target];
}

/**
 * Spreads the demo's new complaints (still RECIBIDO with no history) over the workflow's states,
 * with their history, an assignee and a few notes, written as the API would. Answers how many
 * complaints are in each state.
 */
export async function seedWorkflow(db: Knex, random: () => number, now: number): Promise<Record<string, number>> {
  const staff = (
    await db('users').select('id').whereIn('rol', ['ADMINISTRADOR', 'USUARIO']).where({ estado: 'ACTIVO' }).whereNull('deleted_at')
  ).map((row: { id: number }) => row.id);
  const complaints = (await db('reclamos as r')
    .select('r.id', 'r.fecha', 'r.placa')
    .where('r.estado', 'RECIBIDO')
    .whereNotExists(db('reclamo_estados as h').select('h.id').whereRaw('h.reclamo_id = r.id'))
    .orderBy('r.fecha')) as { id: number; fecha: number | string; placa: string }[];
  const counts: Record<string, number> = {};
  const earlierByPlate = new Map<string, number>();
  await db.transaction(async (trx) => {
    for (const complaint of complaints) {
      const fecha = Number(complaint.fecha);
      const ageDays = (now - fecha) / DAY;
      let target = finalState(random, ageDays);
      const original = earlierByPlate.get(complaint.placa);
      earlierByPlate.set(complaint.placa, complaint.id);
      if (target === 'DUPLICADO' && original === undefined) target = 'NO PROCEDE';
      counts[target] = (counts[target] ?? 0) + 1;
      const steps = pathTo(target);
      if (steps.length === 0) continue;
      const usuario = pick(random, staff);
      // Each step some hours after the previous, never in the future.
      const span = Math.max(1, Math.min(ageDays * DAY, 8 * DAY) - HOUR);
      let at = fecha;
      let desde: ComplaintState = 'RECIBIDO';
      let motivo: string | null = null;
      for (const [index, estado] of steps.entries()) {
        at = Math.round(fecha + (span * (index + 1)) / (steps.length + 1));
        motivo = estado in MOTIVOS ? pick(random, MOTIVOS[estado as keyof typeof MOTIVOS]) : null;
        await trx('reclamo_estados').insert({
          reclamo_id: complaint.id,
          fecha: at,
          usuario_id: usuario,
          desde,
          estado,
          motivo,
          duplicado_de: estado === 'DUPLICADO' ? original : null,
        });
        desde = estado;
      }
      await trx('reclamos')
        .where({ id: complaint.id })
        .update({
          estado: target,
          motivo,
          duplicado_de: target === 'DUPLICADO' ? original : null,
          estado_at: at,
          asignado_id: random() < 0.7 ? usuario : null,
        });
      if (random() < 0.3)
        await trx('reclamo_notas').insert({ reclamo_id: complaint.id, fecha: at, usuario_id: usuario, texto: pick(random, NOTAS) });
    }
  });
  return counts;
}
