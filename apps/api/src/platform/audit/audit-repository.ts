import type { Knex } from 'knex';
import type { AuditEntry, AuditPage } from '@reclamos/shared-types/authority/schemas';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';

/**
 * The audit trail (docs/decisions.md, "Audit trail"): one row per change a signed-in user makes
 * through the API, written by `recordAudit` INSIDE the transaction of the change itself, so a
 * change and its row commit or roll back together: a refused or failed request leaves none. The
 * table is append-only (database triggers refuse UPDATE and DELETE); nothing here changes a row.
 */

/** Who did it, as named at the time. `request.user` (a PublicUser) fits. */
export type AuditActor = Pick<PublicUser, 'id' | 'nombre'>;

/**
 * What was done. `accion` and `objeto` are words of AUDIT_ACTIONS / AUDIT_OBJECTS
 * (shared-types authority-values.ts; a new slice adds its own words there). `antes` and `despues`
 * are any JSON value: null for a create (antes) or a delete (despues). Keys naming a password, a
 * hash, a token or a secret are dropped at any depth before the row is written.
 */
export interface AuditChange {
  accion: string;
  objeto: string;
  objetoId: string | number;
  antes: unknown;
  despues: unknown;
}

const SECRET_KEY = /password|contrase|hash|token|secret/i;

/** The value with every secret-looking key removed (objects and arrays, at any depth). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key, inner]) => !SECRET_KEY.test(key) && inner !== undefined)
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

const jsonText = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(withoutSecrets(value)));

function auditRow(actor: AuditActor, change: AuditChange, now: number) {
  return {
    fecha: now,
    usuario_id: actor.id,
    usuario_nombre: actor.nombre.slice(0, 120),
    accion: change.accion,
    objeto: change.objeto,
    objeto_id: String(change.objetoId).slice(0, 64),
    antes: jsonText(change.antes),
    despues: jsonText(change.despues),
  };
}

/**
 * Writes one audit row. Call it with the transaction (`trx`) of the change it records, after the
 * change succeeded and before the transaction commits:
 *
 *   await app.db.transaction(async (trx) => {
 *     const before = await readRow(id, trx);
 *     await changeRow(id, trx);
 *     await recordAudit(trx, request.user, { accion: 'modificar', objeto: 'delito', objetoId: id, antes: before, despues: after });
 *   });
 */
export async function recordAudit(trx: Knex.Transaction, actor: AuditActor, change: AuditChange, now = Date.now()): Promise<void> {
  await trx('auditoria').insert(auditRow(actor, change, now));
}

/** Many rows at once (an import), in chunks that stay under both engines' bound-parameter limits. */
export async function recordAuditMany(
  trx: Knex.Transaction,
  actor: AuditActor,
  changes: readonly AuditChange[],
  now = Date.now(),
): Promise<void> {
  const rows = changes.map((change) => auditRow(actor, change, now));
  for (let at = 0; at < rows.length; at += 500) await trx('auditoria').insert(rows.slice(at, at + 500));
}

export interface AuditFilter {
  from?: number;
  to?: number;
  usuario?: number;
  accion?: string;
  objeto?: string;
  pagina: number;
  porPagina: number;
}

interface AuditRow {
  id: number | string;
  fecha: number | string;
  usuario_id: number;
  usuario_nombre: string;
  accion: string;
  objeto: string;
  objeto_id: string;
  antes: string | null;
  despues: string | null;
}

const parsed = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** Reads the trail, newest first (the principal administrator's `GET auditoria`). */
export class AuditRepository {
  constructor(private readonly db: Knex) {}

  async list(filter: AuditFilter): Promise<AuditPage> {
    const base = this.db('auditoria');
    if (filter.from !== undefined) void base.where('fecha', '>=', filter.from);
    if (filter.to !== undefined) void base.where('fecha', '<', filter.to);
    if (filter.usuario !== undefined) void base.where('usuario_id', filter.usuario);
    if (filter.accion) void base.where('accion', filter.accion);
    if (filter.objeto) void base.where('objeto', filter.objeto);
    const counted = (await base.clone().count({ n: '*' }).first()) as { n: number | string } | undefined;
    const rows = (await base
      .clone()
      .select('*')
      .orderBy([
        { column: 'fecha', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(filter.porPagina)
      .offset((filter.pagina - 1) * filter.porPagina)) as AuditRow[];
    const items: AuditEntry[] = rows.map((row) => ({
      id: Number(row.id),
      fecha: new Date(Number(row.fecha)).toISOString(),
      usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
      accion: row.accion,
      objeto: row.objeto,
      objeto_id: row.objeto_id,
      antes: parsed(row.antes),
      despues: parsed(row.despues),
    }));
    return { items, total: Number(counted?.n ?? 0), pagina: filter.pagina, porPagina: filter.porPagina };
  }
}
