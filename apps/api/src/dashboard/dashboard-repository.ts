import type { Knex } from 'knex';
import { CLOSED_STATES, COMPLAINT_STATES, OPEN_STATES, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { overdueSql } from '../cases/overdue-sql.ts';

export interface StateCounts {
  total: number;
  porEstado: { estado: ComplaintState; total: number }[];
}

/** The counts behind the Principal page: each the size of a list reportFecha or listInsp gives. */
export class DashboardRepository {
  constructor(private readonly db: Knex) {}

  /** Complaints with fecha in [from, to), by their state now (every state present, in order). */
  async complaintsByState(from: number, to: number): Promise<StateCounts> {
    const rows = await this.db('reclamos')
      .select<{ estado: ComplaintState; total: number | string }[]>('estado', this.db.raw('count(*) as total'))
      .where('fecha', '>=', from)
      .where('fecha', '<', to)
      .groupBy('estado');
    const byState = new Map(rows.map((row) => [row.estado, Number(row.total)]));
    const porEstado = COMPLAINT_STATES.map((estado) => ({ estado, total: byState.get(estado) ?? 0 }));
    return { total: porEstado.reduce((sum, row) => sum + row.total, 0), porEstado };
  }

  /** Complaints closed in [from, to) (`estado_at` of a closed state), whatever day they arrived, by their closed state. */
  async closedByState(from: number, to: number): Promise<StateCounts> {
    const rows = await this.db('reclamos')
      .select<{ estado: ComplaintState; total: number | string }[]>('estado', this.db.raw('count(*) as total'))
      .whereIn('estado', CLOSED_STATES)
      .where('estado_at', '>=', from)
      .where('estado_at', '<', to)
      .groupBy('estado');
    const byState = new Map(rows.map((row) => [row.estado, Number(row.total)]));
    const porEstado = CLOSED_STATES.map((estado) => ({ estado, total: byState.get(estado) ?? 0 }));
    return { total: porEstado.reduce((sum, row) => sum + row.total, 0), porEstado };
  }

  /** Every open complaint whatever its age, and of them the overdue ones at `dueCutoff` (the case's overdue rule). */
  async openComplaints(dueCutoff: number): Promise<{ abiertos: number; vencidos: number }> {
    const row = (await this.db('reclamos')
      .select(
        this.db.raw('count(*) as abiertos'),
        this.db.raw(`sum(case when ${overdueSql('reclamos')} then 1 else 0 end) as vencidos`, [dueCutoff]),
      )
      .whereIn('estado', OPEN_STATES)
      .first()) as { abiertos: number | string; vencidos: number | string | null };
    return { abiertos: Number(row.abiertos), vencidos: Number(row.vencidos ?? 0) };
  }

  /** Inspections with fecha in [from, to) by calificacion. */
  async inspectionsBetween(from: number, to: number): Promise<{ total: number; cumple: number; noCumple: number }> {
    const rows = await this.db('inspecciones')
      .select<{ calificacion: string; total: number | string }[]>('calificacion', this.db.raw('count(*) as total'))
      .where('fecha', '>=', from)
      .where('fecha', '<', to)
      .groupBy('calificacion');
    const of = (value: string) => Number(rows.find((row) => row.calificacion === value)?.total ?? 0);
    return { total: of('CUMPLE') + of('NO CUMPLE'), cumple: of('CUMPLE'), noCumple: of('NO CUMPLE') };
  }
}
