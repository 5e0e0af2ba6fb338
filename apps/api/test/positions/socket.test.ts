import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { newToken } from '../../src/platform/sessions/tokens.ts';
import { connect, drained, eventually, handshakeOutcome, listen, oruro, report, stopSharing, type Connected } from './support.ts';

describe.each(engines())('positions socket on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: string;
  const open: Connected[] = [];

  beforeAll(async () => {
    t = await buildTestApp(engine);
    baseUrl = await listen(t.app);
    admin = await adminToken(t.app);
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const { socket } of open.splice(0)) socket.close();
  });
  afterAll(async () => t.close());

  async function signIn(rol: 'ADMINISTRADOR' | 'USUARIO' | 'INSPECTOR' | 'CHOFER') {
    const user = await createUser(t.app, admin, rol);
    const { token } = await login(t.app, user.name, user.password);
    return { user, token };
  }

  async function connected(token: string): Promise<Connected> {
    const c = await connect(baseUrl, token);
    open.push(c);
    return c;
  }

  async function listed() {
    const res = await t.app.inject({ method: 'GET', url: '/api/listPosicion', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number; lat: number; lng: number }[]>();
  }

  describe('handshake', () => {
    it('is refused without a token', async () => {
      expect(await handshakeOutcome(baseUrl, undefined)).toBe('session_required');
      expect(await handshakeOutcome(baseUrl, undefined, { token: '' })).toBe('session_required');
      expect(await handshakeOutcome(baseUrl, undefined, { token: 42 })).toBe('session_required');
    });

    it('is refused with an unknown token', async () => {
      expect(await handshakeOutcome(baseUrl, newToken())).toBe('session_invalid');
    });

    it('is refused with an expired token', async () => {
      const { user, token } = await signIn('USUARIO');
      await t.app
        .db('sessions')
        .where({ user_id: user.id })
        .update({ expires_at: Date.now() - 1000 });
      expect(await handshakeOutcome(baseUrl, token)).toBe('session_invalid');
    });

    it('is refused with a token revoked by signing out', async () => {
      const { token } = await signIn('USUARIO');
      expect(await handshakeOutcome(baseUrl, token)).toBe('connected');
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
      expect(await handshakeOutcome(baseUrl, token)).toBe('session_invalid');
    });

    it('accepts only the WebSocket transport', async () => {
      const res = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
      expect(res.status).toBe(400);
    });
  });

  describe('who receives actualizarConjunto', () => {
    it('reaches USUARIO and ADMINISTRADOR viewers with {id, nombre, lat, lng}, never CHOFER or INSPECTOR sockets', async () => {
      const usuario = await connected((await signIn('USUARIO')).token);
      const administrador = await connected((await signIn('ADMINISTRADOR')).token);
      const chofer = await connected((await signIn('CHOFER')).token);
      const inspectorViewer = await connected((await signIn('INSPECTOR')).token);
      const reporter = await signIn('INSPECTOR');
      const device = await connected(reporter.token);

      expect(await report(device.socket, oruro(1))).toEqual({ ok: true });
      const expected = { id: reporter.user.id, nombre: reporter.user.nombre, lat: oruro(1).lat, lng: oruro(1).lng };
      await eventually(() => expect(usuario.updates).toEqual([expected]));
      await eventually(() => expect(administrador.updates).toEqual([expected]));
      for (const other of [chofer, inspectorViewer, device]) await drained(other);
      expect(chofer.socket.connected).toBe(true);
      expect(chofer.updates).toEqual([]);
      expect(inspectorViewer.updates).toEqual([]);
      expect(device.updates).toEqual([]);
    });
  });

  it('a viewer demoted by the administrator stops receiving positions at once, before any sweep', async () => {
    const usuario = await signIn('USUARIO');
    const watcher = await connected(usuario.token);
    const device = await connected((await signIn('CHOFER')).token);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${usuario.user.id}`,
      headers: bearer(admin),
      payload: { nombre: usuario.user.nombre, name: usuario.user.name, email: usuario.user.email, rol: 'CHOFER' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await report(device.socket, oruro(13))).toEqual({ ok: true });
    await drained(watcher);
    expect(watcher.updates).toEqual([]);
  });

  it('a role changed by the administrator applies to an open socket at the next sweep', async () => {
    const usuario = await signIn('USUARIO');
    const watcher = await connected(usuario.token);
    const device = await connected((await signIn('CHOFER')).token);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${usuario.user.id}`,
      headers: bearer(admin),
      payload: { nombre: usuario.user.nombre, name: usuario.user.name, email: usuario.user.email, rol: 'CHOFER' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.livePositions.sweepSessions();
    expect(await report(device.socket, oruro(12))).toEqual({ ok: true });
    await drained(watcher);
    expect(watcher.updates).toEqual([]);
  });

  describe('posicion', () => {
    it('stores the last position and the history; every role may share, CHOFER included', async () => {
      const chofer = await signIn('CHOFER');
      const device = await connected(chofer.token);
      const before = Date.now();
      expect(await report(device.socket, { ...oruro(2), accuracy: 7.5 })).toEqual({ ok: true });
      const row = await t.app.db('positions').where({ user_id: chofer.user.id }).first();
      expect(row).toMatchObject({ lat: oruro(2).lat, lng: oruro(2).lng, accuracy: 7.5 });
      expect(Number(row.updated_at)).toBeGreaterThanOrEqual(before);
      expect(await t.app.db('position_history').where({ user_id: chofer.user.id }).select('lat', 'lng', 'accuracy')).toEqual([
        { lat: oruro(2).lat, lng: oruro(2).lng, accuracy: 7.5 },
      ]);
      const entry = (await listed()).find((p) => p.id === chofer.user.id);
      expect(entry).toEqual({
        id: chofer.user.id,
        nombre: chofer.user.nombre,
        lat: oruro(2).lat,
        lng: oruro(2).lng,
        updated_at: new Date(Number(row.updated_at)).toISOString(),
      });
    });

    it('accepts one report per user every 5 s; the rest are answered "throttled" and neither stored nor broadcast', async () => {
      const viewer = await connected((await signIn('USUARIO')).token);
      const inspector = await signIn('INSPECTOR');
      const device = await connected(inspector.token);
      const second = await connected(inspector.token); // a second device of the same user shares the budget

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      expect(await report(device.socket, oruro(3))).toEqual({ ok: true });
      expect(await report(device.socket, oruro(4))).toMatchObject({ ok: false, reason: 'throttled' });
      vi.advanceTimersByTime(4900);
      expect(await report(second.socket, oruro(5))).toMatchObject({ ok: false, reason: 'throttled' });
      vi.advanceTimersByTime(200);
      expect(await report(second.socket, oruro(6))).toEqual({ ok: true });
      vi.useRealTimers();

      await eventually(() =>
        expect(viewer.updates.filter((u) => u.id === inspector.user.id).map((u) => u.lat)).toEqual([oruro(3).lat, oruro(6).lat]),
      );
      const history = await t.app.db('position_history').where({ user_id: inspector.user.id }).orderBy('id');
      expect(history.map((h: { lat: number }) => h.lat)).toEqual([oruro(3).lat, oruro(6).lat]);
    });

    it('refuses bad coordinates: out of range, strings, NaN, infinities, missing fields, negative accuracy, zero', async () => {
      const viewer = await connected((await signIn('USUARIO')).token);
      const inspector = await signIn('INSPECTOR');
      const device = await connected(inspector.token);
      const bad: unknown[] = [
        { lat: 90.0001, lng: -67.1, accuracy: 5 },
        { lat: -90.5, lng: -67.1, accuracy: 5 },
        { lat: -17.9, lng: 180.01, accuracy: 5 },
        { lat: -17.9, lng: -181, accuracy: 5 },
        { lat: '-17.9', lng: -67.1, accuracy: 5 },
        { lat: -17.9, lng: '-67.1', accuracy: 5 },
        { lat: -17.9, lng: -67.1, accuracy: '5' },
        { lat: Number.NaN, lng: -67.1, accuracy: 5 },
        { lat: -17.9, lng: Number.NaN, accuracy: 5 },
        { lat: -17.9, lng: Number.POSITIVE_INFINITY, accuracy: 5 },
        { lat: -17.9, lng: -67.1 },
        { lat: -17.9, lng: -67.1, accuracy: -1 },
        { lat: 0, lng: -67.1, accuracy: 5 },
        { lat: -17.9, lng: 0, accuracy: 5 },
        { lat: true, lng: -67.1, accuracy: 5 },
        null,
        'posicion',
        [-17.9, -67.1, 5],
      ];
      for (const position of bad) {
        expect(await report(device.socket, position), JSON.stringify(position)).toMatchObject({
          ok: false,
          reason: 'invalid',
          message: expect.any(String),
        });
      }
      expect(await t.app.db('positions').where({ user_id: inspector.user.id })).toEqual([]);
      expect(await t.app.db('position_history').where({ user_id: inspector.user.id })).toEqual([]);
      // The edges are fine, and the socket still works after all that.
      expect(await report(device.socket, { lat: -90, lng: 180, accuracy: 0 })).toEqual({ ok: true });
      await eventually(() => expect(viewer.updates.filter((u) => u.id === inspector.user.id)).toHaveLength(1));
    });
  });

  it('answers a socket flooding events "throttled" without touching the database beyond 20 a second', async () => {
    const device = await connected((await signIn('INSPECTOR')).token);
    const answers = await Promise.all(Array.from({ length: 60 }, () => stopSharing(device.socket)));
    const ok = answers.filter((a) => a.ok).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(40); // the 60 may straddle two seconds
    expect(answers.filter((a) => !a.ok && a.reason === 'throttled').length).toBe(60 - ok);
    expect(device.socket.connected).toBe(true);
  });

  describe('leaving the map', () => {
    it('stop sharing broadcasts lat = lng = 0, leaves listPosicion, and a new report comes back at once', async () => {
      const viewer = await connected((await signIn('USUARIO')).token);
      const inspector = await signIn('INSPECTOR');
      const device = await connected(inspector.token);
      expect(await report(device.socket, oruro(7))).toEqual({ ok: true });
      expect((await listed()).map((p) => p.id)).toContain(inspector.user.id);

      expect(await stopSharing(device.socket)).toEqual({ ok: true });
      await eventually(() =>
        expect(viewer.updates.at(-1)).toEqual({ id: inspector.user.id, nombre: inspector.user.nombre, lat: 0, lng: 0 }),
      );
      expect((await listed()).map((p) => p.id)).not.toContain(inspector.user.id);

      expect(await report(device.socket, oruro(8))).toEqual({ ok: true });
      expect((await listed()).map((p) => p.id)).toContain(inspector.user.id);
    });

    it('signing out (POST logout) broadcasts the removal and closes that session’s sockets', async () => {
      const viewer = await connected((await signIn('USUARIO')).token);
      const chofer = await signIn('CHOFER');
      const device = await connected(chofer.token);
      expect(await report(device.socket, oruro(9))).toEqual({ ok: true });
      await eventually(() => expect(viewer.updates.at(-1)?.lat).toBe(oruro(9).lat));

      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(chofer.token) })).statusCode).toBe(204);
      await eventually(() => expect(viewer.updates.at(-1)).toEqual({ id: chofer.user.id, nombre: chofer.user.nombre, lat: 0, lng: 0 }));
      await eventually(() => expect(device.socket.connected).toBe(false));
      expect(device.ended.value).toBe(true);
      expect((await listed()).map((p) => p.id)).not.toContain(chofer.user.id);
    });

    it('deactivating a user removes them from the map and closes their sockets', async () => {
      const viewer = await connected((await signIn('USUARIO')).token);
      const inspector = await signIn('INSPECTOR');
      const device = await connected(inspector.token);
      expect(await report(device.socket, oruro(10))).toEqual({ ok: true });
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/cambioEstado/${inspector.user.id}`, headers: bearer(admin) })).statusCode,
      ).toBe(200);
      await eventually(() =>
        expect(viewer.updates.at(-1)).toEqual({ id: inspector.user.id, nombre: inspector.user.nombre, lat: 0, lng: 0 }),
      );
      await eventually(() => expect(device.socket.connected).toBe(false));
    });

    it('a session revoked behind the socket’s back cannot report, and the sweep closes idle sockets of dead sessions', async () => {
      const inspector = await signIn('INSPECTOR');
      const device = await connected(inspector.token);
      const viewerSession = await signIn('USUARIO');
      const viewer = await connected(viewerSession.token);
      // Revoked straight in the database, as the admin password reset command does from another process.
      await t.app.db('sessions').whereIn('user_id', [inspector.user.id, viewerSession.user.id]).update({ revoked_at: Date.now() });
      expect(await report(device.socket, oruro(11))).toMatchObject({ ok: false, reason: 'forbidden' });
      await eventually(() => expect(device.socket.connected).toBe(false));
      expect(viewer.socket.connected).toBe(true);
      await t.app.livePositions.sweepSessions();
      await eventually(() => expect(viewer.socket.connected).toBe(false));
      expect(viewer.ended.value).toBe(true);
    });
  });
});
