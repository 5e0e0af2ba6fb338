import type { Knex } from 'knex';

/**
 * The authority's own data: the infraction catalogue, a plate's history, the audit trail.
 * - `delitos.activo`: a retired infraction leaves the public list but stays on old complaints (an
 *   infraction is never deleted). `delitos.clave`: the detalle folded (accents dropped, lower case,
 *   blanks collapsed), unique, so 'Desvío de ruta' and 'DESVIO  DE RUTA' cannot both exist.
 * - One plate's history reads complaints and inspections by plate, newest first: (placa, fecha)
 *   indexes replace the plain (placa) ones.
 * - `auditoria`: the append-only audit trail. Database triggers refuse UPDATE and DELETE on both
 *   engines, so not even a bug in a route can rewrite it.
 */

/** The fold of `delitos.clave`; the API's `delitoKey` (apps/api/src/lib/fold-key.ts) is the same function. */
export function foldDetalle(detalle: string): string {
  return detalle.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

const isPostgres = (knex: Knex) => (knex.client as { config: { client: string } }).config.client === 'pg';

const APPEND_ONLY = 'El registro de auditoría no se modifica ni se borra.';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('delitos', (t) => {
    t.boolean('activo').notNullable().defaultTo(true);
    t.string('clave', 200).nullable();
  });
  const delitos = await knex('delitos').select<{ id: number; detalle: string }[]>('id', 'detalle');
  for (const { id, detalle } of delitos)
    await knex('delitos')
      .where({ id })
      .update({ clave: foldDetalle(detalle) });
  await knex.schema.alterTable('delitos', (t) => t.unique(['clave']));

  await knex.schema.alterTable('reclamos', (t) => {
    t.index(['placa', 'fecha'], 'reclamos_placa_fecha_index');
    t.dropIndex(['placa']);
  });
  await knex.schema.alterTable('inspecciones', (t) => {
    t.index(['placa', 'fecha'], 'inspecciones_placa_fecha_index');
    t.dropIndex(['placa']);
  });

  await knex.schema.createTable('auditoria', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('fecha').notNullable();
    // Who, as named at the time (a user renamed or deleted later stays recognisable).
    t.integer('usuario_id').notNullable();
    t.string('usuario_nombre', 120).notNullable();
    t.string('accion', 40).notNullable();
    t.string('objeto', 40).notNullable();
    t.string('objeto_id', 64).notNullable();
    // JSON texts; null for a create (antes) or a delete (despues).
    t.text('antes').nullable();
    t.text('despues').nullable();
    t.index(['fecha', 'id']);
    t.index(['usuario_id', 'fecha']);
    t.index(['objeto', 'objeto_id']);
  });

  if (isPostgres(knex)) {
    await knex.raw(`
      CREATE FUNCTION auditoria_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION '${APPEND_ONLY}'; END $$`);
    await knex.raw(
      `CREATE TRIGGER auditoria_no_update BEFORE UPDATE OR DELETE ON auditoria FOR EACH ROW EXECUTE FUNCTION auditoria_append_only()`,
    );
    await knex.raw(
      `CREATE TRIGGER auditoria_no_truncate BEFORE TRUNCATE ON auditoria FOR EACH STATEMENT EXECUTE FUNCTION auditoria_append_only()`,
    );
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await knex.raw(
        `CREATE TRIGGER auditoria_no_${event.toLowerCase()} BEFORE ${event} ON auditoria BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY}'); END`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auditoria');
  if (isPostgres(knex)) await knex.raw('DROP FUNCTION auditoria_append_only()');
  await knex.schema.alterTable('inspecciones', (t) => {
    t.index(['placa']);
    t.dropIndex(['placa', 'fecha'], 'inspecciones_placa_fecha_index');
  });
  await knex.schema.alterTable('reclamos', (t) => {
    t.index(['placa']);
    t.dropIndex(['placa', 'fecha'], 'reclamos_placa_fecha_index');
  });
  await knex.schema.alterTable('delitos', (t) => {
    t.dropUnique(['clave']);
  });
  await knex.schema.alterTable('delitos', (t) => {
    t.dropColumn('clave');
    t.dropColumn('activo');
  });
}
