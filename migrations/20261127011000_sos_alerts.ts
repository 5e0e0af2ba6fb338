import type { Knex } from 'knex';

/**
 * SOS alerts of the field staff. `uuid` is the phone's Idempotency-Key: its unique index is what
 * makes a replayed (or concurrently resent) alert answer the first one instead of making a second.
 * An alert is open while `atendida_at` is null; the names are copied as they were at the time, like
 * the audit trail's. Times are epoch milliseconds in BIGINT columns, as everywhere.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sos_alertas', (t) => {
    t.increments('id').primary();
    t.string('uuid', 36).notNullable().unique();
    t.string('content_hash', 64).notNullable();
    /** When the server received it. */
    t.bigInteger('fecha').notNullable();
    t.integer('usuario_id').notNullable().references('id').inTable('users');
    t.string('usuario_nombre', 120).notNullable();
    t.double('lat');
    t.double('lng');
    t.double('accuracy');
    t.bigInteger('posicion_at');
    t.bigInteger('pulsada_at').notNullable();
    t.boolean('silenciosa').notNullable().defaultTo(false);
    t.bigInteger('atendida_at');
    t.integer('atendida_por_id').references('id').inTable('users');
    t.string('atendida_por_nombre', 120);
    t.index(['atendida_at', 'fecha']);
    t.index(['usuario_id', 'fecha']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sos_alertas');
}
