import type { FastifyInstance } from 'fastify';
import { SIGNED_IN, type PrincipalKind } from './principals.ts';
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

export const AUTHORITY_ROUTES: Record<string, Case> = {
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
