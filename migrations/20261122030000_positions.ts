import type { Knex } from 'knex';

/**
 * Live positions: the last position of each user, which `listPosicion` and the map read, and every
 * accepted report in `position_history` for a later replay. The history is personal data of the
 * staff: rows older than POSITION_HISTORY_DAYS (90) are removed by the API. Times are epoch
 * milliseconds in BIGINT columns, as everywhere.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('positions', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.double('lat').notNullable();
    t.double('lng').notNullable();
    t.double('accuracy').notNullable();
    t.bigInteger('updated_at').notNullable();
    // False once the user stops sharing or signs out; the row stays for the next report.
    t.boolean('sharing').notNullable().defaultTo(true);
    t.index(['updated_at']);
  });
  await knex.schema.createTable('position_history', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.double('lat').notNullable();
    t.double('lng').notNullable();
    t.double('accuracy').notNullable();
    t.bigInteger('recorded_at').notNullable();
    t.index(['user_id', 'recorded_at']);
    t.index(['recorded_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('position_history');
  await knex.schema.dropTable('positions');
}
