import type { Knex } from 'knex';
import { PLATE_HISTORY_LIMIT } from '@reclamos/shared-types/authority/values';
import type { PlateComplaint, PlateHistory } from '@reclamos/shared-types/authority/schemas';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import type { ComplaintState } from '@reclamos/shared-types/cases/values';
import { fromValues } from '../platform/database/record-fields.ts';
import { imageFileName } from '../complaints/complaints-repository.ts';
import { INSPECTION_FIELDS } from '../inspections/inspection-fields.ts';
import { INSPECTION_COLUMNS } from '../inspections/inspections-repository.ts';
import type { VehicleRegistryRepository } from './vehicle-registry-repository.ts';

interface ComplaintRow {
  id: number;
  uuid: string;
  fecha: number | string;
  placa: string;
  delito_id: number;
  delito: string;
  direccion: string;
  descripcion: string;
  blob_id: string | null;
  content_type: string | null;
  lat: number | null;
  lng: number | null;
  codigo: string;
  estado: ComplaintState;
}

/** What anyone who may open a plate sees of its complaints: when, what, and where the case stands. */
const toComplaintSummary = (row: ComplaintRow): PlateComplaint => ({
  id: row.id,
  uuid: row.uuid,
  fecha: new Date(Number(row.fecha)).toISOString(),
  placa: row.placa,
  delito_id: row.delito_id,
  delito: row.delito,
  estado: row.estado,
});

/** Whoever works the case also reads what the complainant wrote, where, the photo and the receipt code. */
const toComplaintForCase = (row: ComplaintRow): PlateComplaint => ({
  ...toComplaintSummary(row),
  direccion: row.direccion,
  descripcion: row.descripcion,
  imagen: row.blob_id && row.content_type ? imageFileName(row.blob_id, row.content_type) : null,
  lat: row.lat,
  lng: row.lng,
  codigo: row.codigo,
});

/**
 * One plate's history (`GET placa/{placa}`): the registry row, its complaints and its inspections,
 * newest first, each a range scan of its (placa, fecha) index (migration 20261124020000). The
 * complaints carry no citizen data: inspectors read this page too.
 */
export class PlateHistoryRepository {
  constructor(
    private readonly db: Knex,
    private readonly registry: VehicleRegistryRepository,
  ) {}

  /** `caseDetail`: the caller works complaints (viewReports) and reads the complainant's words too. */
  async history(placa: string, caseDetail: boolean): Promise<PlateHistory> {
    const [vehiculo, reclamos, inspecciones, totales] = await Promise.all([
      this.registry.find(placa),
      this.complaints(placa, caseDetail),
      this.inspections(placa),
      this.totals(placa),
    ]);
    return { placa, vehiculo: vehiculo ?? null, reclamos, inspecciones, totales };
  }

  private async complaints(placa: string, caseDetail: boolean): Promise<PlateComplaint[]> {
    const rows = (await this.db('reclamos as r')
      .join('delitos as d', 'd.id', 'r.delito_id')
      .leftJoin('blobs as b', 'b.id', 'r.blob_id')
      .select(
        'r.id',
        'r.uuid',
        'r.fecha',
        'r.placa',
        'r.delito_id',
        'd.detalle as delito',
        'r.direccion',
        'r.descripcion',
        'r.blob_id',
        'b.content_type',
        'r.lat',
        'r.lng',
        'r.codigo',
        'r.estado',
      )
      .where('r.placa', placa)
      .orderBy([
        { column: 'r.fecha', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit(PLATE_HISTORY_LIMIT)) as ComplaintRow[];
    return rows.map(caseDetail ? toComplaintForCase : toComplaintSummary);
  }

  private async inspections(placa: string): Promise<Inspection[]> {
    const rows = (await this.db('inspecciones')
      .select(INSPECTION_COLUMNS)
      .where({ placa })
      .orderBy([
        { column: 'fecha', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(PLATE_HISTORY_LIMIT)) as Record<string, unknown>[];
    return rows.map((row) =>
      fromValues<Inspection>(
        INSPECTION_FIELDS,
        INSPECTION_COLUMNS.map((name) => row[name] ?? null),
      ),
    );
  }

  private async totals(placa: string): Promise<{ reclamos: number; inspecciones: number }> {
    const count = async (table: string) =>
      Number(((await this.db(table).where({ placa }).count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
    return { reclamos: await count('reclamos'), inspecciones: await count('inspecciones') };
  }
}
