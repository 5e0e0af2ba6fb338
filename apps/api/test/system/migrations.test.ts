import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createKnex } from '../../src/db/connection.ts';
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
