import type { Knex } from 'knex';
import type { DelitoAdmin } from '@reclamos/shared-types/authority/schemas';
import { delitoKey } from './fold-key.ts';

interface DelitoRow {
  id: number;
  detalle: string;
  activo: boolean | number;
}

const toAdmin = (row: DelitoRow): DelitoAdmin => ({ id: row.id, detalle: row.detalle, activo: Boolean(row.activo) });

/**
 * The infraction catalogue as the administrator keeps it: never deleted, retired with `activo =
 * false`; `clave` (the folded detalle) is unique. The public list is
 * ComplaintLookupsRepository.listDelitos (active only).
 */
export class DelitosRepository {
  constructor(private readonly db: Knex) {}

  async listAll(): Promise<DelitoAdmin[]> {
    return ((await this.db('delitos').select('id', 'detalle', 'activo').orderBy('id')) as DelitoRow[]).map(toAdmin);
  }

  async find(id: number, trx: Knex = this.db): Promise<DelitoAdmin | undefined> {
    const row = (await trx('delitos').select('id', 'detalle', 'activo').where({ id }).first()) as DelitoRow | undefined;
    return row ? toAdmin(row) : undefined;
  }

  /** True when another infraction folds to the same key. */
  async keyTaken(detalle: string, exceptId: number | null, trx: Knex = this.db): Promise<boolean> {
    const query = trx('delitos').where({ clave: delitoKey(detalle) });
    if (exceptId !== null) void query.whereNot({ id: exceptId });
    return (await query.first('id')) !== undefined;
  }

  async create(detalle: string, trx: Knex): Promise<DelitoAdmin> {
    const [row] = await trx('delitos')
      .insert({ detalle, clave: delitoKey(detalle), activo: true })
      .returning<DelitoRow[]>(['id', 'detalle', 'activo']);
    if (!row) throw new Error('insert returned no row');
    return toAdmin(row);
  }

  async update(id: number, changes: { detalle?: string; activo?: boolean }, trx: Knex): Promise<void> {
    const row: Record<string, unknown> = {};
    if (changes.detalle !== undefined) Object.assign(row, { detalle: changes.detalle, clave: delitoKey(changes.detalle) });
    if (changes.activo !== undefined) row.activo = changes.activo;
    await trx('delitos').where({ id }).update(row);
  }
}
