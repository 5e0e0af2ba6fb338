import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { PRINCIPALS, SIGNED_IN, callerFor, type PrincipalKind } from './principals.ts';
import { csv, importFile } from '../authority/support.ts';

/**
 * The authority's own data's routes × every kind of caller (the principals of matrix.test.ts, in a
 * file of its own so the slices do not collide in one table). Each cell makes its own target.
 */

const ADMINS: readonly PrincipalKind[] = ['admin id 1', 'another ADMINISTRADOR'];
const STAFF: readonly PrincipalKind[] = [...ADMINS, 'USUARIO'];
const OFFICE: readonly PrincipalKind[] = [...STAFF, 'INSPECTOR'];
const PRINCIPAL: readonly PrincipalKind[] = ['admin id 1'];

const allowedFor = (who: readonly PrincipalKind[] | 'everyone', ok: number) => (kind: PrincipalKind) =>
  who === 'everyone' || who.includes(kind) ? ok : SIGNED_IN.includes(kind) ? 403 : 401;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

interface Case {
  method: 'GET' | 'POST' | 'PUT';
  url: (app: FastifyInstance) => Promise<string> | string;
  body?: () => object;
  multipart?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  expected: (kind: PrincipalKind) => number;
}

let lastMarca = '';
const plate = () => `P${unique().slice(-8).toUpperCase()}`;

const ROUTES: Record<string, Case> = {
  'GET /api/delito': { method: 'GET', url: () => '/api/delito', expected: allowedFor('everyone', 200) },
  'GET /api/delito?todos=1': { method: 'GET', url: () => '/api/delito?todos=1', expected: allowedFor(ADMINS, 200) },
  'POST /api/delito': {
    method: 'POST',
    url: () => '/api/delito',
    body: () => ({ detalle: `Infracción ${unique()}` }),
    expected: allowedFor(ADMINS, 201),
  },
  'PUT /api/delito/:id': {
    method: 'PUT',
    url: async (app) => {
      const [row] = await app
        .db('delitos')
        .insert({ detalle: `Otra ${unique()}`, clave: `otra ${unique()}` })
        .returning<{ id: number }[]>('id');
      return `/api/delito/${row?.id}`;
    },
    body: () => ({ activo: false }),
    expected: allowedFor(ADMINS, 200),
  },
  'GET /api/vehiculos': { method: 'GET', url: () => '/api/vehiculos?q=1&pagina=1', expected: allowedFor(STAFF, 200) },
  'POST /api/vehiculos': {
    method: 'POST',
    url: () => '/api/vehiculos',
    body: () => ({ placa: plate(), tipo: 'MICRO' }),
    expected: allowedFor(STAFF, 201),
  },
  'PUT /api/vehiculos/:placa': {
    method: 'PUT',
    url: async (app) => {
      const placa = plate();
      await app.db('vehiculos').insert({ placa, updated_at: 1 });
      return `/api/vehiculos/${placa}`;
    },
    body: () => ({ chofer: 'ANA MAMANI' }),
    expected: allowedFor(STAFF, 200),
  },
  'POST /api/vehiculos/importar': {
    method: 'POST',
    url: () => '/api/vehiculos/importar?simular=1',
    multipart: () =>
      importFile(
        csv([
          ['placa', 'tipo'],
          [plate(), 'TRUFI'],
        ]),
      ),
    expected: allowedFor(STAFF, 200),
  },
  'POST /api/listas/:tipo/fusionar': {
    method: 'POST',
    url: async (app) => {
      lastMarca = `TOYOTTA${unique().toUpperCase()}`;
      await app.db('marcas').insert({ marca: lastMarca, updated_at: 1 });
      return '/api/listas/marca/fusionar';
    },
    body: () => ({ desde: [lastMarca], hacia: 'TOYOTA' }),
    expected: allowedFor(ADMINS, 200),
  },
  'GET /api/placa/:placa': { method: 'GET', url: () => '/api/placa/1234ABC', expected: allowedFor(OFFICE, 200) },
  'GET /api/auditoria': { method: 'GET', url: () => '/api/auditoria?pagina=1', expected: allowedFor(PRINCIPAL, 200) },
};

describe.each(engines())('permission matrix of authority data on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const cells = Object.entries(ROUTES).flatMap(([name, route]) => PRINCIPALS.map((kind) => [name, kind, route.expected(kind)] as const));

  it.each(cells)('%s as %s → %i', async (name, kind, expected) => {
    const route = ROUTES[name];
    if (!route) throw new Error(name);
    const { token } = await callerFor(t.app, admin, kind);
    const url = await route.url(t.app);
    const multipart = route.multipart ? await route.multipart() : undefined;
    const audited = Number(((await t.app.db('auditoria').count({ n: '*' }).first()) as { n: number | string }).n);
    const res = await t.app.inject({
      method: route.method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...multipart?.headers },
      ...(route.body ? { payload: route.body() } : {}),
      ...(multipart ? { payload: multipart.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) {
      expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
      // A refused request writes no audit row.
      expect(Number(((await t.app.db('auditoria').count({ n: '*' }).first()) as { n: number | string }).n)).toBe(audited);
    }
  });
});
