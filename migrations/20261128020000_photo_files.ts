import type { Knex } from 'knex';

/**
 * Photos move out of the database into a content-addressed store of files (the API's
 * complaints/photos/photo-files.ts). `blobs.sha256` names the original's file (the same value as
 * the complaint's seal), `blobs.view_sha256` the view copy's; both indexed, so the retention sweep
 * asks cheaply whether any row still names a file. Existing rows keep their bytes until the API's
 * background job writes them out (a few at a time while the server serves), so this migration
 * only adds columns: on SQLite rows written before it carry no value for them, and building the
 * indexes reads no photo.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blobs', (table) => {
    table.string('sha256', 64).nullable();
    table.string('view_sha256', 64).nullable();
  });
  await knex.schema.alterTable('blobs', (table) => {
    table.index(['sha256']);
    table.index(['view_sha256']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blobs', (table) => {
    table.dropIndex(['view_sha256']);
    table.dropIndex(['sha256']);
  });
  await knex.schema.alterTable('blobs', (table) => {
    table.dropColumn('view_sha256');
    table.dropColumn('sha256');
  });
}
