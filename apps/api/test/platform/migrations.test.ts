import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createKnex } from '../../src/platform/database/connection.ts';
import { engines, throwawayDatabase, type ThrowawayDatabase } from '../support/test-app.ts';

describe.each(engines())('migrations on %s', (engine) => {
  let database: ThrowawayDatabase | undefined;
  afterEach(async () => database?.drop());

  it('run up, down to nothing, and up again on an empty database', async () => {
    database = await throwawayDatabase(engine);
    const db = createKnex(loadConfig(database.env));
    try {
      const [, applied] = (await db.migrate.latest()) as [number, string[]];
      expect(applied.length).toBeGreaterThan(0);
      expect(await db.schema.hasTable('users')).toBe(true);
      await db.migrate.rollback(undefined, true);
      expect(await db.schema.hasTable('users')).toBe(false);
      expect(await db.schema.hasTable('sessions')).toBe(false);
      const [, again] = (await db.migrate.latest()) as [number, string[]];
      expect(again).toEqual(applied);
      expect(await db.schema.hasTable('sessions')).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('take the inspections step down alone, keeping the shared vehicle registry and its rows', async () => {
    database = await throwawayDatabase(engine);
    const db = createKnex(loadConfig(database.env));
    try {
      await db.migrate.latest();
      expect(await db('marcas').where({ marca: 'TOYOTA' }).first()).toBeDefined();
      expect(await db('tipos_vehiculo').where({ nombre: 'MINIBÚS' }).first()).toBeDefined();
      await db('vehiculos').insert({ placa: '1234ABC', tipo: 'MINIBÚS', updated_at: 1 });
      await db.migrate.down({ name: '20261122020000_inspections.ts' });
      expect(await db.schema.hasTable('inspecciones')).toBe(false);
      expect(await db.schema.hasTable('propietarios')).toBe(false);
      expect(await db.schema.hasColumn('vehiculos', 'source_fecha')).toBe(false);
      expect(await db('vehiculos').where({ placa: '1234ABC' }).first()).toMatchObject({ tipo: 'MINIBÚS' });
      await db.migrate.latest();
      expect(await db.schema.hasColumn('vehiculos', 'source_fecha')).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('refuse a checklist value outside BUENO, MALO, NO TIENE in the database itself', async () => {
    database = await throwawayDatabase(engine);
    const db = createKnex(loadConfig(database.env));
    try {
      await db.migrate.latest();
      await db('users').insert({
        nombre: 'I',
        name: 'i',
        name_key: 'i',
        email: 'i@x.bo',
        rol: 'INSPECTOR',
        password_hash: 'x',
        created_at: 1,
        updated_at: 1,
      });
      const user = await db<{ id: number }>('users').first('id');
      if (!user) throw new Error('no user');
      await db('propietarios').insert({ cedula: '1234', updated_at: 1 });
      await db('vehiculos').insert({ placa: '1234ABC', updated_at: 1 });
      const row = (ventanas: string) => ({
        uuid: `00000000-0000-4000-8000-00000000000${ventanas.length}`,
        content_hash: 'h',
        fecha: 1,
        created_at: 1,
        updated_at: 1,
        ventanas,
        puertas: 'BUENO',
        ventilacion: 'BUENO',
        luz: 'BUENO',
        higiene: 'BUENO',
        triangulo: 'NO TIENE',
        calificacion: 'CUMPLE',
        cedula: '1234',
        seguro: 'SOAT',
        placa: '1234ABC',
        inspector_id: user.id,
        inspector_nombre: 'I',
      });
      await db('inspecciones').insert(row('MALO'));
      await expect(db('inspecciones').insert(row('REGULAR'))).rejects.toThrow();
    } finally {
      await db.destroy();
    }
  });
});

describe('SQLite durability settings', () => {
  it('opens with WAL, synchronous=FULL, a busy timeout and foreign keys on', async () => {
    const database = await throwawayDatabase('sqlite');
    const db = createKnex(loadConfig(database.env));
    try {
      const pragma = async (name: string) => Object.values((await db.raw<Record<string, unknown>[]>(`PRAGMA ${name}`))[0] ?? {})[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
