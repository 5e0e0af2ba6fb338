import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, throwawayDatabase, type TestApp, type ThrowawayDatabase } from '../support/test-app.ts';
import { adminToken, bearer, login } from '../support/session.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('npm run demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('fills vehicles, persons and complaints with photos that the report and the lookups find', async () => {
    await run('node', ['--import', 'tsx', 'scripts/demo/run.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '', DEMO_COMPLAINTS: '60', PASSWORD_HASH_COST: '10' },
    });
    const count = async (table: string) => Number(((await t.app.db(table).count({ n: '*' }).first()) as { n: number }).n);
    expect(await count('vehiculos')).toBeGreaterThanOrEqual(290);
    expect(await count('personas')).toBeGreaterThanOrEqual(750);
    expect(await count('reclamos')).toBe(60);
    expect(await count('blobs')).toBe(60);
    // Photos are where an upload puts them: files named by their SHA-256, each complaint sealed with it.
    const stored = await t.app.db('reclamos as r').join('blobs as b', 'b.id', 'r.blob_id').select('r.foto_sha256', 'b.sha256', 'b.bytes');
    for (const row of stored) {
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row.foto_sha256).toBe(row.sha256);
      expect(Buffer.from(row.bytes as Buffer).length).toBe(0);
      expect(await t.app.photoFiles.has(row.sha256 as string)).toBe(true);
    }
    expect(await t.app.checkPhotos()).toMatchObject({ altered: [], missing: [], sealed: 0 });

    const admin = await adminToken(t.app);
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 3600_000).toISOString().slice(0, 10);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: bearer(admin),
      payload: { ini: day(-70), fin: day(1) },
    });
    expect(listed.json().length).toBe(60);
    // Every complaint has its code, and they are spread over the workflow's states.
    const rows = listed.json<{ codigo: string; estado: string }[]>();
    expect(new Set(rows.map((row) => row.codigo)).size).toBe(60);
    expect(new Set(rows.map((row) => row.estado)).size).toBeGreaterThanOrEqual(4);
    expect(await count('reclamo_estados')).toBeGreaterThan(30);
    const vehicle = await t.app.db('vehiculos').first();
    const found = await t.app.inject({ method: 'POST', url: '/api/searchvehiculo', payload: { placa: vehicle.placa } });
    expect(found.json()).toMatchObject({ success: true, vehiculo: { tipo: vehicle.tipo } });
    const image = await t.app.inject({ method: 'GET', url: `/api/images/${listed.json()[0].imagen}`, headers: bearer(admin) });
    expect(image.statusCode).toBe(200);

    // Inspections: demo inspectors sign in and see today's inspections; the lookups find them.
    expect(await count('inspecciones')).toBe(60 * 25);
    // Epoch ms are whole numbers (PostgreSQL's BIGINT refuses anything else; SQLite would keep a REAL).
    expect(await t.app.db('inspecciones').whereRaw('fecha <> CAST(fecha AS INTEGER)').count({ n: '*' }).first()).toEqual({ n: 0 });
    const { token } = await login(t.app, 'cvargas', 'inspector-demo-1');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/La_Paz' }).format(new Date());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/La_Paz' }).format(new Date(Date.now() - 86_400_000));
    const days = await Promise.all(
      [today, yesterday].map(async (d) =>
        (await t.app.inject({ method: 'GET', url: `/api/listInsp/${d}`, headers: bearer(token) })).json(),
      ),
    );
    expect(days[0].length + days[1].length).toBeGreaterThanOrEqual(25);
    const inspection = days[1][0];
    const owner = await t.app.inject({ method: 'GET', url: `/api/propietario/${inspection.propietario.cedula}`, headers: bearer(token) });
    expect(owner.json()).toEqual(inspection.propietario);
    const verified = await t.app.inject({ method: 'GET', url: `/api/verificar/${inspection.uuid}` });
    expect(verified.json()).toMatchObject({ placa: inspection.vehicle.placa, calificacion: inspection.calificacion });
  });
});

describe("the README's demo commands, on an empty database", () => {
  let database: ThrowawayDatabase;
  let t: TestApp | undefined;
  beforeAll(async () => {
    database = await throwawayDatabase('sqlite');
  });
  afterAll(async () => {
    await t?.app.close();
    await database.drop();
  });

  it('npm run demo needs no server, leaves id 1 to the administrator, and every account the README lists signs in with its role', async () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const env = {
      ...process.env,
      ...database.env,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'admin-demo-password',
      DEMO_COMPLAINTS: '5',
      PASSWORD_HASH_COST: '10',
    };
    const demo = await run('npm', ['run', 'demo'], { cwd: ROOT, env });
    expect(demo.stdout).toContain('supervisor');

    const accounts = [...readme.matchAll(/^\| `(\w+)` \| (?:`([^`]+)`|[^|]+) \| (ADMINISTRADOR|USUARIO|INSPECTOR|CHOFER)\b/gm)].map(
      ([, name = '', password, rol]) => ({
        name,
        password: name === 'admin' ? env.ADMIN_PASSWORD : (password ?? ''),
        rol,
      }),
    );
    expect(accounts.map((a) => a.rol)).toEqual(expect.arrayContaining(['ADMINISTRADOR', 'USUARIO', 'INSPECTOR', 'CHOFER']));
    expect(accounts.length).toBeGreaterThanOrEqual(7);

    // The server started after the demo: its first start creates no second administrator.
    const app = await buildApp(
      loadConfig({
        ...database.env,
        ADMIN_PASSWORD: 'another-password',
        PASSWORD_HASH_COST: '10',
        STATIC_DIR: path.join(database.env.DATA_DIR ?? '', 'no-pwa'),
      }),
      { logger: false },
    );
    t = { app, config: app.config, close: async () => app.close() };
    for (const account of accounts) {
      const { user } = await login(app, account.name, account.password);
      expect(user.rol, account.name).toBe(account.rol);
      if (account.name === 'admin') expect(user.id).toBe(1);
    }
  });
});
