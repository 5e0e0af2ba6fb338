import type { Knex } from 'knex';

/**
 * A complaint's history of states (`reclamo_estados`) and its internal notes (`reclamo_notas`)
 * are kept as written, like the audit trail: database triggers refuse UPDATE and DELETE (and
 * TRUNCATE on PostgreSQL) on both engines, so not even a bug in a route can rewrite them. The
 * personal-data retention job blanks and removes only `reclamos`' personal columns, `personas`
 * and `blobs`, which stay writable; restores are unaffected (pg_restore only inserts, SQLite
 * restores the file).
 */

const isPostgres = (knex: Knex) => (knex.client as { config: { client: string } }).config.client === 'pg';

const TABLES = ['reclamo_estados', 'reclamo_notas'] as const;
const APPEND_ONLY = 'El historial y las notas de un reclamo no se modifican ni se borran.';

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw(`
      CREATE FUNCTION case_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION '${APPEND_ONLY}'; END $$`);
    for (const table of TABLES) {
      await knex.raw(
        `CREATE TRIGGER ${table}_no_update BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION case_history_append_only()`,
      );
      await knex.raw(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION case_history_append_only()`,
      );
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of ['UPDATE', 'DELETE']) {
      await knex.raw(
        `CREATE TRIGGER ${table}_no_${event.toLowerCase()} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY}'); END`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    for (const table of TABLES) {
      await knex.raw(`DROP TRIGGER ${table}_no_truncate ON ${table}`);
      await knex.raw(`DROP TRIGGER ${table}_no_update ON ${table}`);
    }
    await knex.raw('DROP FUNCTION case_history_append_only()');
    return;
  }
  for (const table of TABLES) {
    for (const event of ['update', 'delete']) await knex.raw(`DROP TRIGGER ${table}_no_${event}`);
  }
}
