import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN_PASSWORD, throwawayDatabase } from '../support/test-app.ts';

/** Several API processes share one PostgreSQL database (docs/deploy.md, Scale-out) and may start together. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('API nodes starting at once on a new PostgreSQL database', () => {
  it('all boot: one migrates and creates the administrator, the others wait for it', async () => {
    const database = await throwawayDatabase('postgres');
    const config = loadConfig({ ...database.env, ADMIN_PASSWORD, PASSWORD_HASH_COST: '10', STATIC_DIR: '/nonexistent' });
    try {
      const apps = await Promise.all([1, 2, 3].map(() => buildApp(config, { logger: false })));
      try {
        const first = apps[0];
        if (!first) throw new Error('no app');
        expect(await first.db('users').select('id', 'name')).toEqual([{ id: 1, name: 'admin' }]);
        const login = await first.inject({ method: 'POST', url: '/api/login', payload: { name: 'admin', password: ADMIN_PASSWORD } });
        expect(login.statusCode).toBe(200);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    } finally {
      await database.drop();
    }
    // The first migration of a new database, while two more processes poll its lock, took over 30 s
    // beside three busy test workers on two cores; the waiting processes give it up to 300 s.
  }, 180_000);
});
