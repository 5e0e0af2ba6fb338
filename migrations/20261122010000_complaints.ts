import type { Knex } from 'knex';

/** The infraction catalogue a citizen picks from; reference data, so it ships with the schema. */
export const DELITOS = [
  'Cobro indebido de pasaje',
  'Desvío de ruta',
  'Exceso de velocidad',
  'Trato descortés al pasajero',
  'Sobrecarga de pasajeros',
  'Conducir usando el celular',
  'No respetar paradas autorizadas',
  'Negarse a llevar pasajeros',
  'Conducir en estado de ebriedad',
  'Vehículo en mal estado',
  'No respetar el semáforo',
  'Abandono del pasajero antes del destino',
  'Negarse a cobrar el pasaje preferencial',
  'Música a volumen excesivo',
  'Competencia o carreras con otro vehículo',
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('delitos', (t) => {
    t.increments('id').primary();
    t.string('detalle', 200).notNullable().unique();
  });
  await knex('delitos').insert(DELITOS.map((detalle) => ({ detalle })));

  await knex.schema.createTable('personas', (t) => {
    t.string('cedula', 15).primary();
    t.string('nombre', 120).notNullable().defaultTo('');
    t.string('telefono', 15).notNullable().defaultTo('');
    t.bigInteger('updated_at').notNullable();
  });

  // The public-transport registry, shared with inspections (which add marca and modelo).
  await knex.schema.createTable('vehiculos', (t) => {
    t.string('placa', 10).primary();
    t.string('tipo', 60).notNullable().defaultTo('');
    t.string('marca', 60).notNullable().defaultTo('');
    t.string('modelo', 60).notNullable().defaultTo('');
    t.string('linea', 60).notNullable().defaultTo('');
    t.string('numero', 20).notNullable().defaultTo('');
    t.string('carnet', 20).notNullable().defaultTo('');
    t.string('chofer', 120).notNullable().defaultTo('');
    t.bigInteger('updated_at').notNullable();
  });

  // Photos live in the database, committed with their record: never a photo without its row.
  await knex.schema.createTable('blobs', (t) => {
    t.string('id', 32).primary();
    t.string('content_type', 40).notNullable();
    t.binary('bytes').notNullable();
    t.integer('byte_size').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    // EXIF orientation read before the metadata was stripped; applied when the photo is rewritten.
    t.integer('orientation').notNullable().defaultTo(1);
    // True once decoded and re-encoded: only rewritten photos are ever shown.
    t.boolean('rewritten').notNullable().defaultTo(false);
    t.bigInteger('created_at').notNullable();
    t.index(['rewritten']);
  });

  await knex.schema.createTable('reclamos', (t) => {
    t.increments('id').primary();
    // The device's Idempotency-Key: the record's stable public id.
    t.string('uuid', 36).notNullable().unique();
    t.string('content_hash', 64).notNullable();
    // When the citizen made the report (device clock, corrected when clearly off), epoch ms.
    t.bigInteger('fecha').notNullable();
    t.bigInteger('received_at').notNullable();
    t.string('cedula', 15).notNullable().defaultTo('');
    t.string('nombre', 120).notNullable().defaultTo('');
    t.string('telefono', 15).notNullable().defaultTo('');
    t.string('placa', 10).notNullable().defaultTo('');
    t.string('direccion', 250).notNullable().defaultTo('');
    t.string('descripcion', 2000).notNullable().defaultTo('');
    t.integer('delito_id').notNullable().references('id').inTable('delitos');
    t.string('blob_id', 32).nullable().references('id').inTable('blobs');
    t.double('lat').nullable();
    t.double('lng').nullable();
    t.index(['fecha']);
    t.index(['placa']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reclamos');
  await knex.schema.dropTable('blobs');
  await knex.schema.dropTable('vehiculos');
  await knex.schema.dropTable('personas');
  await knex.schema.dropTable('delitos');
}
