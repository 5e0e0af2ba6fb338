import type { Knex } from 'knex';

// Times are epoch milliseconds in BIGINT columns: one representation on SQLite and PostgreSQL.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('nombre', 120).notNullable();
    t.string('name', 50).notNullable();
    // The account name folded to lower case: unique, so 'Juan' and 'juan' are one account.
    t.string('name_key', 50).notNullable().unique();
    t.string('email', 254).notNullable();
    t.string('rol', 20).notNullable();
    t.string('estado', 10).notNullable().defaultTo('ACTIVO');
    t.string('password_hash', 255).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('deleted_at').nullable();
  });
  await knex.schema.createTable('sessions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // SHA-256 of the bearer token; the token itself is never stored.
    t.string('token_hash', 64).notNullable().unique();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('revoked_at').nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
