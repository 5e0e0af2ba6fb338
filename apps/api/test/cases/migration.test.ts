import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createKnex } from '../../src/platform/database/connection.ts';
import { engines, throwawayDatabase, type ThrowawayDatabase } from '../support/test-app.ts';

const MIGRATION = '20261124010000_complaint_workflow.ts';
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

describe.each(engines())('the complaint workflow migration on %s', (engine) => {
  let database: ThrowawayDatabase | undefined;
  afterEach(async () => database?.drop());

  it('makes existing complaints RECIBIDO, each with its own code, and goes down and up again', async () => {
    database = await throwawayDatabase(engine);
    const db = createKnex(loadConfig(database.env));
    try {
      await db.migrate.latest();
      await db.migrate.down({ name: MIGRATION });
      expect(await db.schema.hasColumn('reclamos', 'codigo')).toBe(false);
      expect(await db.schema.hasTable('reclamo_estados')).toBe(false);
      const rows = Array.from({ length: 1234 }, (_, i) => ({
        uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        content_hash: 'x',
        fecha: i,
        received_at: i,
        delito_id: 1,
      }));
      for (let i = 0; i < rows.length; i += 200) await db('reclamos').insert(rows.slice(i, i + 200));
      await db.migrate.latest();
      const migrated = await db('reclamos').select<{ codigo: string; estado: string; asignado_id: null; motivo: null }[]>(
        'codigo',
        'estado',
        'asignado_id',
        'motivo',
      );
      expect(migrated).toHaveLength(1234);
      expect(
        migrated.every((row) => CODE.test(row.codigo) && row.estado === 'RECIBIDO' && row.asignado_id === null && row.motivo === null),
      ).toBe(true);
      expect(new Set(migrated.map((row) => row.codigo)).size).toBe(1234);
      await expect(
        db('reclamos').insert({ ...rows[0], uuid: '10000000-0000-4000-8000-000000000000', codigo: migrated[1]?.codigo }),
      ).rejects.toThrow();
    } finally {
      await db.destroy();
    }
  });
});
