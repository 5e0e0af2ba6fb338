import type { Knex } from 'knex';

/**
 * Sealed photos. `reclamos.foto_sha256` holds the SHA-256 of the complaint's photo as stored on
 * arrival (hex); it stays after the retention job removes the photo, as a record that there was
 * one. Complaints that arrived before this column are sealed by the photo-integrity job at boot,
 * in batches (the digest is computed in one place in the API, which a merged migration could not
 * follow if it changed). `blobs.view_bytes` holds the copy rewritten for viewing, so the stored
 * original is never overwritten again; rows rewritten before this migration keep their rewritten
 * bytes as their original.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reclamos', (table) => {
    table.string('foto_sha256', 64).nullable();
  });
  await knex.schema.alterTable('blobs', (table) => {
    table.binary('view_bytes').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blobs', (table) => {
    table.dropColumn('view_bytes');
  });
  await knex.schema.alterTable('reclamos', (table) => {
    table.dropColumn('foto_sha256');
  });
}
