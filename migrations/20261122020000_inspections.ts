import type { Knex } from 'knex';

// Reference values of Oruro's public transport, so an inspector's suggestion lists are useful on
// day one; inspectors grow them by typing (the API adds every new value it receives).
export const TIPOS = ['MINIBÚS', 'MICRO', 'TRUFI', 'RADIO TAXI', 'TAXI', 'BUS', 'MIXTO', 'CAMIONETA', 'VAGONETA'] as const;
export const MARCAS = [
  'TOYOTA',
  'NISSAN',
  'MITSUBISHI',
  'HYUNDAI',
  'SUZUKI',
  'MAZDA',
  'ISUZU',
  'DAIHATSU',
  'HONDA',
  'KIA',
  'CHEVROLET',
  'VOLKSWAGEN',
  'MERCEDES-BENZ',
  'HINO',
  'FOTON',
  'JAC',
  'KING LONG',
  'CHERY',
  'DONGFENG',
  'JMC',
] as const;
export const MODELOS = [
  'HIACE',
  'COASTER',
  'NOAH',
  'IPSUM',
  'COROLLA',
  'PROBOX',
  'SPACIO',
  'CALDINA',
  'CARAVAN',
  'URVAN',
  'CIVILIAN',
  'SUNNY',
  'ROSA',
  'L300',
  'H-1',
  'COUNTY',
  'EVERY',
  'ELF',
  'SPRINTER',
  'VIEW CS2',
] as const;
// Minibus lines are numbers, micro lines letters; a radio taxi's line is its company.
export const LINEAS = [
  ...Array.from({ length: 20 }, (_, i) => String(i + 1)),
  ...['101', '102', '103', '104', '105', '106', '107', '108', '110', '112'],
  ...['A', 'B', 'C', 'D', 'E', 'F', 'J', 'K', 'X'],
  'RADIO TAXI ORURO',
  'RADIO TAXI FOLKLORE',
  'RADIO TAXI VIRGEN DEL SOCAVÓN',
  'RADIO MÓVIL CARNAVAL',
] as const;

const CHECKLIST = ['BUENO', 'MALO', 'NO TIENE'];

/** The four lookup lists: table, value column. */
export const LOOKUP_TABLES = [
  { table: 'tipos_vehiculo', column: 'nombre', seed: TIPOS },
  { table: 'marcas', column: 'marca', seed: MARCAS },
  { table: 'modelos', column: 'modelo', seed: MODELOS },
  { table: 'lineas', column: 'linea', seed: LINEAS },
] as const;

export async function up(knex: Knex): Promise<void> {
  const now = Date.now();

  await knex.schema.createTable('propietarios', (t) => {
    t.string('cedula', 17).primary();
    t.string('nombre', 120).notNullable().defaultTo('');
    t.string('categoria', 1).notNullable().defaultTo('').checkIn(['', 'A', 'B', 'C']);
    t.string('seguro', 5).notNullable().defaultTo('SOAT').checkIn(['SOAT', 'FOCAT']);
    // The fecha of the inspection whose data the row holds: an older inspection synced late never
    // overwrites newer data.
    t.bigInteger('source_fecha').notNullable().defaultTo(0);
    t.bigInteger('updated_at').notNullable();
    t.index(['updated_at']);
  });

  // The registry the complaints slice created (placa, tipo, marca, modelo, linea, …, updated_at).
  await knex.schema.alterTable('vehiculos', (t) => {
    t.bigInteger('source_fecha').notNullable().defaultTo(0);
    t.index(['updated_at']);
  });

  for (const { table, column, seed } of LOOKUP_TABLES) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id').primary();
      t.string(column, 60).notNullable().unique();
      t.bigInteger('updated_at').notNullable();
      t.index(['updated_at']);
    });
    await knex(table).insert(seed.map((value) => ({ [column]: value, updated_at: now })));
  }

  await knex.schema.createTable('inspecciones', (t) => {
    t.increments('id').primary();
    // The device's Idempotency-Key: the record's stable public id (the sheet's QR code carries it).
    t.string('uuid', 36).notNullable().unique();
    t.string('content_hash', 64).notNullable();
    // When the inspection was made (device clock, corrected when clearly off), epoch ms.
    t.bigInteger('fecha').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    for (const item of ['ventanas', 'puertas', 'ventilacion', 'luz', 'higiene', 'triangulo']) {
      t.string(item, 8).notNullable().checkIn(CHECKLIST);
    }
    t.string('calificacion', 9).notNullable().checkIn(['CUMPLE', 'NO CUMPLE']);
    t.string('observacion', 1000).notNullable().defaultTo('');
    t.string('radicatoria', 250).notNullable().defaultTo('');
    // Owner and vehicle as inspected (official records keep what was inspected); the registries
    // hold today's data for lookups.
    t.string('cedula', 17).notNullable().references('cedula').inTable('propietarios');
    t.string('nombre', 120).notNullable().defaultTo('');
    t.string('categoria', 1).notNullable().defaultTo('').checkIn(['', 'A', 'B', 'C']);
    t.string('seguro', 5).notNullable().checkIn(['SOAT', 'FOCAT']);
    t.string('placa', 10).notNullable().references('placa').inTable('vehiculos');
    t.string('tipo', 60).notNullable().defaultTo('');
    t.string('marca', 60).notNullable().defaultTo('');
    t.string('modelo', 60).notNullable().defaultTo('');
    t.string('linea', 60).notNullable().defaultTo('');
    t.integer('inspector_id').notNullable().references('id').inTable('users');
    t.string('inspector_nombre', 120).notNullable();
    t.double('lat').nullable();
    t.double('lng').nullable();
    // listInsp reads one day ordered newest first: a range scan of this index.
    t.index(['fecha', 'id']);
    t.index(['placa']);
    t.index(['cedula']);
    t.index(['inspector_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inspecciones');
  for (const { table } of [...LOOKUP_TABLES].reverse()) await knex.schema.dropTable(table);
  await knex.schema.alterTable('vehiculos', (t) => {
    t.dropIndex(['updated_at']);
    t.dropColumn('source_fecha');
  });
  await knex.schema.dropTable('propietarios');
}
