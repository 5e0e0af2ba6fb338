import type { Knex } from 'knex';

/**
 * Web Push for the citizen's follow-up. `push_subscriptions`: one row per phone following a
 * complaint (the browser's endpoint and keys, nothing else about the phone or its owner); the
 * retention job deletes a complaint's rows with its personal data. `app_settings`: values the
 * server makes once and keeps with the data, the same for every process: the VAPID key pair.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('reclamo_id').notNullable().references('id').inTable('reclamos');
    t.string('endpoint', 1024).notNullable();
    t.string('p256dh', 128).notNullable();
    t.string('auth', 128).notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['reclamo_id', 'endpoint'], { indexName: 'push_subscriptions_reclamo_endpoint_unique' });
  });
  await knex.schema.createTable('app_settings', (t) => {
    t.string('clave', 100).primary();
    t.text('valor').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_settings');
  await knex.schema.dropTable('push_subscriptions');
}
