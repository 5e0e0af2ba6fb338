import { setImmediate as nextTurn } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';

/**
 * Session lookups are remembered while the database is unchanged; whatever ends a session must
 * still count on the very next request.
 */
describe.each(engines())('remembered session lookups on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  async function signedIn(): Promise<{ id: number; token: string }> {
    const user = await createUser(t.app, admin, 'USUARIO');
    const { token } = await login(t.app, user.name, user.password);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    return { id: user.id, token };
  }

  describe('GET /api/me', () => {
    it('refuses a session revoked by a write of another connection right after it was looked up', async () => {
      const { id, token } = await signedIn();
      await t.app.db('sessions').where({ user_id: id }).update({ revoked_at: Date.now() });
      expect((await me(token)).statusCode).toBe(401);
    });

    it.runIf(engine === 'sqlite')('refuses a session revoked by this process in the same turn as a remembered lookup', async () => {
      const { id, token } = await signedIn();
      // Synchronous on SQLite: the lookup and the one after the write below share one turn of the event loop.
      expect(t.app.sessions.find(token)).toMatchObject({ user: { id } });
      let turnEnded = false;
      setImmediate(() => (turnEnded = true));
      await t.app.db('sessions').where({ user_id: id }).update({ revoked_at: Date.now() });
      expect(turnEnded).toBe(false);
      expect(t.app.sessions.find(token)).toBeUndefined();
    });

    it.runIf(engine === 'sqlite')('refuses, from the next turn on, a session revoked by another process', async () => {
      const { id, token } = await signedIn();
      const outside = new Database(t.app.sqliteFile as string);
      try {
        outside.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ?').run(Date.now(), id);
      } finally {
        outside.close();
      }
      await nextTurn();
      expect((await me(token)).statusCode).toBe(401);
    });

    it('refuses at once a user deactivated or deleted after the lookup', async () => {
      const first = await signedIn();
      await t.app.db('users').where({ id: first.id }).update({ estado: 'INACTIVO' });
      expect((await me(first.token)).statusCode).toBe(401);
      const second = await signedIn();
      await t.app.db('users').where({ id: second.id }).update({ deleted_at: Date.now() });
      expect((await me(second.token)).statusCode).toBe(401);
    });

    it('sees a renamed user at once', async () => {
      const { id, token } = await signedIn();
      await t.app.db('users').where({ id }).update({ nombre: 'NOMBRE NUEVO' });
      expect((await me(token)).json()).toMatchObject({ user: { nombre: 'NOMBRE NUEVO' } });
    });

    it('refuses a session once it expired, with no write in between', async () => {
      const { token } = await signedIn();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + (t.config.sessionTtlHours + 1) * 3600_000);
      expect((await me(token)).statusCode).toBe(401);
    });
  });
});
