import type { Knex } from 'knex';

/**
 * The complaint workflow: each complaint gets a receipt code, a state, an assignee and its closing
 * reason; every change of state and every internal note is a row of its own, never edited. Existing
 * complaints become RECIBIDO with a generated code.
 *
 * The code generator is written here rather than imported: a merged migration is frozen, and the
 * API's own (shared-types/workflow-values.ts) may change later without changing what this did.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** The largest multiple of the alphabet's size below 256: bytes above are drawn again (no bias). */
const UNBIASED = 256 - (256 % ALPHABET.length);
const BATCH = 400;

function randomCode(): string {
  let code = '';
  while (code.length < 8) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < UNBIASED && code.length < 8) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Codes for the rows that have none, a batch at a time, in one CASE update per batch (both engines). */
async function codeExistingComplaints(knex: Knex): Promise<void> {
  const used = new Set<string>();
  for (;;) {
    const rows = (await knex('reclamos').select('id').whereNull('codigo').orderBy('id').limit(BATCH)) as { id: number }[];
    if (rows.length === 0) return;
    const pairs = rows.map((row) => {
      let code = randomCode();
      while (used.has(code)) code = randomCode();
      used.add(code);
      return [row.id, code] as const;
    });
    const cases = pairs.map(() => 'when ? then ?').join(' ');
    await knex.raw(`update reclamos set codigo = case id ${cases} end where id in (${pairs.map(() => '?').join(', ')})`, [
      ...pairs.flat(),
      ...pairs.map(([id]) => id),
    ]);
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reclamos', (t) => {
    // Nullable only so the column can be added to existing rows; every complaint gets one (below and on insert).
    t.string('codigo', 9).nullable();
    t.string('estado', 30).notNullable().defaultTo('RECIBIDO');
    // No foreign keys on added columns: SQLite would rebuild the whole table. Users are never
    // deleted (deleted_at), and the API checks both ids in the transaction that writes them.
    t.integer('asignado_id').nullable();
    t.string('motivo', 500).nullable();
    t.integer('duplicado_de').nullable();
    // The last change of state, epoch ms; null until the first.
    t.bigInteger('estado_at').nullable();
  });
  await codeExistingComplaints(knex);
  await knex.schema.alterTable('reclamos', (t) => {
    t.unique(['codigo'], { indexName: 'reclamos_codigo_unique' });
    // reportFecha's filters: a state (or the open ones, for vencido) or an assignee, within a range of fecha.
    t.index(['estado', 'fecha'], 'reclamos_estado_fecha_index');
    t.index(['asignado_id', 'fecha'], 'reclamos_asignado_fecha_index');
  });

  await knex.schema.createTable('reclamo_estados', (t) => {
    t.increments('id').primary();
    t.integer('reclamo_id').notNullable().references('id').inTable('reclamos');
    t.bigInteger('fecha').notNullable();
    t.integer('usuario_id').notNullable().references('id').inTable('users');
    t.string('desde', 30).notNullable();
    t.string('estado', 30).notNullable();
    t.string('motivo', 500).nullable();
    t.integer('duplicado_de').nullable();
    t.index(['reclamo_id', 'id']);
  });

  await knex.schema.createTable('reclamo_notas', (t) => {
    t.increments('id').primary();
    t.integer('reclamo_id').notNullable().references('id').inTable('reclamos');
    t.bigInteger('fecha').notNullable();
    t.integer('usuario_id').notNullable().references('id').inTable('users');
    t.string('texto', 2000).notNullable();
    t.index(['reclamo_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reclamo_notas');
  await knex.schema.dropTable('reclamo_estados');
  await knex.schema.alterTable('reclamos', (t) => {
    t.dropIndex(['asignado_id', 'fecha'], 'reclamos_asignado_fecha_index');
    t.dropIndex(['estado', 'fecha'], 'reclamos_estado_fecha_index');
    t.dropUnique(['codigo'], 'reclamos_codigo_unique');
  });
  await knex.schema.alterTable('reclamos', (t) => {
    t.dropColumns('codigo', 'estado', 'asignado_id', 'motivo', 'duplicado_de', 'estado_at');
  });
}
