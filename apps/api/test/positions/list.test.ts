import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionList } from '@reclamos/shared-types/positions/schemas';
import { buildApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { ADMIN_PASSWORD, buildTestApp, engines, throwawayDatabase, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser } from '../support/session.ts';

const HOUR = 3600_000;

describe.each(engines())('GET /api/listPosicion on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  async function withPosition(updatedAgoMs: number, sharing = true) {
    const user = await createUser(t.app, admin, 'INSPECTOR');
    await t.app
      .db('positions')
      .insert({ user_id: user.id, lat: -17.97, lng: -67.11, accuracy: 10, updated_at: Date.now() - updatedAgoMs, sharing });
    return user;
  }

  it('lists users still sharing whose last position is under 12 hours old, with the spec fields and updated_at', async () => {
    const fresh = await withPosition(60_000);
    const almostStale = await withPosition(12 * HOUR - 60_000);
    const stale = await withPosition(12 * HOUR + 60_000);
    const stopped = await withPosition(60_000, false);
    const deleted = await withPosition(60_000);
    await t.app.inject({ method: 'DELETE', url: `/api/user/${deleted.id}`, headers: bearer(admin) });
    const inactive = await withPosition(60_000);
    await t.app.inject({ method: 'POST', url: `/api/cambioEstado/${inactive.id}`, headers: bearer(admin) });
    // Deactivating ended the user's sharing; put it back to see that the user's state alone excludes them.
    await t.app.db('positions').where({ user_id: inactive.id }).update({ sharing: true });

    const res = await t.app.inject({ method: 'GET', url: '/api/listPosicion', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const list = res.json<PositionList>();
    expect(list.map((p) => p.id)).toEqual([fresh.id, almostStale.id]);
    expect(list[0]).toEqual({
      id: fresh.id,
      nombre: fresh.nombre,
      lat: -17.97,
      lng: -67.11,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.now() - Date.parse(list[0]?.updated_at ?? '')).toBeGreaterThanOrEqual(60_000);
    expect(list.map((p) => p.id)).not.toContain(stale.id);
    expect(list.map((p) => p.id)).not.toContain(stopped.id);
  });

  it('answers an empty list when nobody shares', async () => {
    await t.app.db('positions').delete();
    const res = await t.app.inject({ method: 'GET', url: '/api/listPosicion', headers: bearer(admin) });
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/mapConfig', () => {
  it('answers the configured tile sources (defaults: OpenStreetMap and Esri World Imagery) without a session', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/mapConfig' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        street: {
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: expect.stringContaining('OpenStreetMap'),
          maxZoom: 18,
        },
        satellite: {
          url: expect.stringMatching(/^https:\/\/server\.arcgisonline\.com\/.*World_Imagery.*\{z\}\/\{y\}\/\{x\}$/),
          attribution: expect.stringContaining('Esri'),
          maxZoom: 18,
        },
      });
      const csp = (await t.app.inject({ method: 'GET', url: '/navegador/posicion' })).headers['content-security-policy'];
      expect(csp).toMatch(/img-src[^;]* https:\/\/tile\.openstreetmap\.org/);
      expect(csp).toMatch(/connect-src[^;]* https:\/\/server\.arcgisonline\.com/);
    } finally {
      await t.close();
    }
  });

  it('points the map and the CSP at tiles named by MAP_* variables (tests serve tiles locally)', async () => {
    const t = await buildTestApp('sqlite', {
      MAP_STREET_TILES: 'http://127.0.0.1:9911/calles/{z}/{x}/{y}.png',
      MAP_STREET_ATTRIBUTION: 'Calles de prueba',
      MAP_SATELLITE_TILES: '/tiles/sat/{z}/{x}/{y}.jpg',
      MAP_SATELLITE_ATTRIBUTION: 'Satélite de prueba',
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/mapConfig' })).json()).toEqual({
        street: { url: 'http://127.0.0.1:9911/calles/{z}/{x}/{y}.png', attribution: 'Calles de prueba', maxZoom: 18 },
        satellite: { url: '/tiles/sat/{z}/{x}/{y}.jpg', attribution: 'Satélite de prueba', maxZoom: 18 },
      });
      const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
      expect(csp).toMatch(/img-src[^;]* http:\/\/127\.0\.0\.1:9911[ ;]/);
      expect(csp).not.toContain('openstreetmap');
    } finally {
      await t.close();
    }
  });
});

describe('position configuration', () => {
  it('has the production defaults', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, redisPrefix: 'reclamos', positions: { historyDays: 90, minIntervalMs: 5000 } });
    expect(loadConfig({}).positions).toMatchObject({
      batchMs: 20,
      batchRows: 500,
      maxQueued: 5000,
      maxLagMs: 50,
      viewerFlushMs: 50,
      maxAgeMs: 3000,
    });
  });

  it('reads the batch, overload and viewer settings', () => {
    const env = {
      POSITION_BATCH_MS: '80',
      POSITION_BATCH_ROWS: '64',
      POSITION_MAX_QUEUED: '7',
      POSITION_MAX_LAG_MS: '250',
      POSITION_VIEWER_FLUSH_MS: '150',
      POSITION_MAX_AGE_SECONDS: '10',
    };
    expect(loadConfig(env).positions).toMatchObject({
      batchMs: 80,
      batchRows: 64,
      maxQueued: 7,
      maxLagMs: 250,
      viewerFlushMs: 150,
      maxAgeMs: 10_000,
    });
  });

  it.each([
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL/],
    [{ REDIS_PREFIX: 'con espacio' }, /REDIS_PREFIX/],
    [{ POSITION_HISTORY_DAYS: '0' }, /POSITION_HISTORY_DAYS/],
    [{ POSITION_HISTORY_DAYS: 'noventa' }, /POSITION_HISTORY_DAYS/],
    [{ POSITION_MIN_INTERVAL_SECONDS: '-1' }, /POSITION_MIN_INTERVAL_SECONDS/],
    [{ POSITION_BATCH_MS: '0' }, /POSITION_BATCH_MS/],
    [{ POSITION_BATCH_MS: '60001' }, /POSITION_BATCH_MS/],
    [{ POSITION_BATCH_ROWS: '0' }, /POSITION_BATCH_ROWS/],
    [{ POSITION_MAX_QUEUED: 'mucho' }, /POSITION_MAX_QUEUED/],
    [{ POSITION_MAX_QUEUED: '0' }, /POSITION_MAX_QUEUED/],
    [{ POSITION_MAX_LAG_MS: '0' }, /POSITION_MAX_LAG_MS/],
    [{ POSITION_VIEWER_FLUSH_MS: '5' }, /POSITION_VIEWER_FLUSH_MS/],
    [{ POSITION_MAX_AGE_SECONDS: '0' }, /POSITION_MAX_AGE_SECONDS/],
    [{ POSITION_MAX_AGE_SECONDS: '1.5' }, /POSITION_MAX_AGE_SECONDS/],
    [{ MAP_STREET_TILES: 'https://tile.example/{z}/{x}.png' }, /MAP_STREET_TILES/],
    [{ MAP_SATELLITE_TILES: 'ftp://tiles.example/{z}/{x}/{y}' }, /MAP_SATELLITE_TILES/],
    [{ MAP_STREET_TILES: 'javascript:alert(1)//{z}{x}{y}' }, /MAP_STREET_TILES/],
    [{ MAP_STREET_TILES: '//tiles.example/{z}/{x}/{y}.png' }, /MAP_STREET_TILES/],
  ])('refuses %o at boot', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe.each(engines())('position history on %s', (engine) => {
  it('removes rows older than POSITION_HISTORY_DAYS when the API starts', async () => {
    const database = await throwawayDatabase(engine);
    const env = { ...database.env, ADMIN_PASSWORD, PASSWORD_HASH_COST: '10', POSITION_HISTORY_DAYS: '30', STATIC_DIR: '/nonexistent' };
    try {
      const first = await buildApp(loadConfig(env), { logger: false });
      const day = 24 * HOUR;
      const now = Date.now();
      await first.db('position_history').insert([
        { user_id: 1, lat: -17.9, lng: -67.1, accuracy: 5, recorded_at: now - 31 * day },
        { user_id: 1, lat: -17.9, lng: -67.1, accuracy: 5, recorded_at: now - 29 * day },
      ]);
      await first.close();

      const second = await buildApp(loadConfig(env), { logger: false });
      const left = await second.db<{ recorded_at: number | string }>('position_history').select('recorded_at');
      await second.close();
      expect(left.map((row) => Number(row.recorded_at))).toEqual([now - 29 * day]);
    } finally {
      await database.drop();
    }
  });
});
