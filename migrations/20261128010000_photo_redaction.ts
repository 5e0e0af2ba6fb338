import type { Knex } from 'knex';

/**
 * Redaction boxes of complaints' photos, one row per complaint once anything is known of them:
 * the face detector's suggestions (`sugerencias`, JSON; `deteccion` 'lista' or 'fallida', null
 * while it has not run) and the boxes staff confirmed (`recuadros`, JSON, with who and when: the
 * photo is "reviewed" once `revisada_at` is set). Boxes are fractions of the upright photo.
 *
 * Every viewing copy made before redaction existed shows faces: they are dropped here, so each is
 * made again, with its boxes, the next time anyone looks. `blobs.bytes` (the sealed original) is
 * untouched. Rows rewritten in place before `view_bytes` existed already hold upright pixels and
 * orientation 1, so making their copy again only re-encodes them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('foto_recuadros', (t) => {
    t.integer('reclamo_id').primary().references('id').inTable('reclamos');
    t.text('sugerencias').nullable();
    t.string('deteccion', 12).nullable();
    t.bigInteger('detectada_at').nullable();
    t.text('recuadros').nullable();
    t.bigInteger('revisada_at').nullable();
    t.integer('revisada_por').nullable().references('id').inTable('users');
  });
  // Only rows with a copy: the others are not rewritten (on SQLite each updated row is copied whole, photo included).
  await knex('blobs').where('rewritten', true).update({ view_bytes: null, rewritten: false });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('foto_recuadros');
}
