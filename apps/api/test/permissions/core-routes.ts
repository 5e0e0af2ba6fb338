import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { submitComplaint } from '../support/complaints.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { inspectionBody, postInspection, registerInspection } from '../support/inspections.ts';
import { pushSubscription } from '../support/push.ts';
import { SIGNED_IN, type Caller, type PrincipalKind } from './principals.ts';

/**
 * The core slices' routes (auth, users, complaints, cases, dashboard, inspections) and who may call
 * each; matrix.test.ts tries every kind of caller on every one. Each cell builds its own caller and
 * target so no cell depends on another.
 */
export interface Targets {
  userId: number;
  complaintId: number;
  codigo: string;
  imageFile: string;
  inspectionUuid: string;
}

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (targets: Targets) => string;
  body?: (caller: Caller) => object;
  /** A body that needs rows of its own first (e.g. an inspection the caller registered). */
  prepare?: (app: FastifyInstance, caller: Caller, admin: string) => Promise<object>;
  multipart?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** Status for callers allowed to use the route; others get 401 or 403. */
  ok: number;
  allowed: 'everyone' | 'signed-in' | 'principal-admin' | 'admins' | 'reports' | 'inspections';
}

/** Who may see complaint reports, PDFs and photos (the roles table, shared-types permissions.ts). */
const REPORT_VIEWERS: readonly string[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO'];
/** Every ADMINISTRADOR, the principal or not. */
const ADMINS: readonly string[] = ['admin id 1', 'another ADMINISTRADOR'];
/** Who may use inspections: list, lookups, register, edit their own (the roles table, shared-types permissions.ts). */
const INSPECTION_USERS: readonly string[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO', 'INSPECTOR'];
const inspections = { ok: 200, allowed: 'inspections' } as const;

/** The complaint `POST estadoReclamo` cells change: made by the cell's `prepare`. */
let freshComplaint = 0;

export const CORE_ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { method: 'GET', url: () => '/api/health', ok: 200, allowed: 'everyone' },
  'POST /api/login': {
    method: 'POST',
    url: () => '/api/login',
    body: () => ({ name: 'admin', password: ADMIN_PASSWORD }),
    ok: 200,
    allowed: 'everyone',
  },
  'GET /api/me': { method: 'GET', url: () => '/api/me', ok: 200, allowed: 'signed-in' },
  'POST /api/logout': { method: 'POST', url: () => '/api/logout', ok: 204, allowed: 'signed-in' },
  'PUT /api/me/password': {
    method: 'PUT',
    url: () => '/api/me/password',
    body: (caller) => ({ currentPassword: caller.password, newPassword: caller.password }),
    ok: 200,
    allowed: 'signed-in',
  },
  'GET /api/user': { method: 'GET', url: () => '/api/user', ok: 200, allowed: 'principal-admin' },
  'POST /api/user': {
    method: 'POST',
    url: () => '/api/user',
    body: () => ({
      nombre: 'Nueva',
      rol: 'USUARIO',
      email: 'n@atm.gob.bo',
      name: `m${Math.random().toString(36).slice(2, 10)}`,
      password: 'clave-segura-1',
    }),
    ok: 201,
    allowed: 'principal-admin',
  },
  'PUT /api/user/:id': {
    method: 'PUT',
    url: ({ userId }) => `/api/user/${userId}`,
    body: () => ({ nombre: 'Editada', name: `e${Math.random().toString(36).slice(2, 10)}`, email: 'e@atm.gob.bo' }),
    ok: 200,
    allowed: 'principal-admin',
  },
  'DELETE /api/user/:id': { method: 'DELETE', url: ({ userId }) => `/api/user/${userId}`, ok: 200, allowed: 'principal-admin' },
  'POST /api/cambioEstado/:id': { method: 'POST', url: ({ userId }) => `/api/cambioEstado/${userId}`, ok: 200, allowed: 'principal-admin' },
  'PUT /api/updatePassword/:id': {
    method: 'PUT',
    url: ({ userId }) => `/api/updatePassword/${userId}`,
    body: () => ({ password: 'clave-nueva-1' }),
    ok: 200,
    allowed: 'principal-admin',
  },
  'GET /api/delito': { method: 'GET', url: () => '/api/delito', ok: 200, allowed: 'everyone' },
  'POST /api/searchpersona': {
    method: 'POST',
    url: () => '/api/searchpersona',
    body: () => ({ cedula: '7654321' }),
    ok: 200,
    allowed: 'everyone',
  },
  'POST /api/searchvehiculo': {
    method: 'POST',
    url: () => '/api/searchvehiculo',
    body: () => ({ placa: '1111AAA' }),
    ok: 200,
    allowed: 'everyone',
  },
  'POST /api/formulario': {
    method: 'POST',
    url: () => '/api/formulario',
    multipart: async () =>
      multipartBody({ delito_id: '2', placa: '1234ABC' }, { name: 'f.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(64, 48) }),
    ok: 201,
    allowed: 'everyone',
  },
  'POST /api/reportFecha': {
    method: 'POST',
    url: () => '/api/reportFecha',
    body: () => ({ ini: '2026-01-01', fin: '2026-12-31' }),
    ok: 200,
    allowed: 'reports',
  },
  'GET /api/generatePdf/:id': { method: 'GET', url: ({ complaintId }) => `/api/generatePdf/${complaintId}`, ok: 200, allowed: 'reports' },
  'GET /api/fotos/integridad': { method: 'GET', url: () => '/api/fotos/integridad', ok: 200, allowed: 'admins' },
  'GET /api/images/:file': { method: 'GET', url: ({ imageFile }) => `/api/images/${imageFile}`, ok: 200, allowed: 'reports' },
  'GET /api/reclamo/:id/foto/recuadros': {
    method: 'GET',
    url: ({ complaintId }) => `/api/reclamo/${complaintId}/foto/recuadros`,
    ok: 200,
    allowed: 'reports',
  },
  'PUT /api/reclamo/:id/foto/recuadros': {
    method: 'PUT',
    url: ({ complaintId }) => `/api/reclamo/${complaintId}/foto/recuadros`,
    body: () => ({ recuadros: [{ x: 0.1, y: 0.1, w: 0.2, h: 0.2 }] }),
    ok: 200,
    allowed: 'reports',
  },
  'GET /api/reclamo/:id/foto/sugerencias': {
    method: 'GET',
    url: ({ complaintId }) => `/api/reclamo/${complaintId}/foto/sugerencias`,
    ok: 200,
    allowed: 'reports',
  },
  'GET /api/reclamo/:id/foto/original': {
    method: 'GET',
    url: ({ complaintId }) => `/api/reclamo/${complaintId}/foto/original`,
    ok: 200,
    allowed: 'admins',
  },
  'GET /api/listInsp/:fecha': { method: 'GET', url: () => '/api/listInsp/2026-11-22', ...inspections },
  'GET /api/propietario/:cedula': { method: 'GET', url: () => '/api/propietario/1234567', ...inspections },
  'GET /api/vehicle/:placa': { method: 'GET', url: () => '/api/vehicle/1234ABC', ...inspections },
  'GET /api/listTipo': { method: 'GET', url: () => '/api/listTipo', ...inspections },
  'GET /api/listMarca': { method: 'GET', url: () => '/api/listMarca', ...inspections },
  'GET /api/listModelo': { method: 'GET', url: () => '/api/listModelo', ...inspections },
  'GET /api/listLinea': { method: 'GET', url: () => '/api/listLinea', ...inspections },
  'GET /api/registro': { method: 'GET', url: () => '/api/registro?since=0', ...inspections },
  'POST /api/inspection': { method: 'POST', url: () => '/api/inspection', body: () => inspectionBody(), ok: 201, allowed: 'inspections' },
  'POST /api/actualizar': {
    method: 'POST',
    url: () => '/api/actualizar',
    // The caller's own inspection where the caller may register one; others are refused before the body is read.
    prepare: async (app, caller, admin) => {
      const own = await postInspection(app, caller.token, inspectionBody());
      const id = own.statusCode === 201 ? own.json<{ id: number }>().id : (await registerInspection(app, admin)).id;
      return { id, observacion: 'corregida' };
    },
    ...inspections,
  },
  'GET /api/verificar/:uuid': {
    method: 'GET',
    url: ({ inspectionUuid }) => `/api/verificar/${inspectionUuid}`,
    ok: 200,
    allowed: 'everyone',
  },
  'GET /api/verificar/:uuid/pdf': {
    method: 'GET',
    url: ({ inspectionUuid }) => `/api/verificar/${inspectionUuid}/pdf`,
    ok: 200,
    allowed: 'everyone',
  },
  // Complaint workflow
  'POST /api/estadoReclamo/:id': {
    method: 'POST',
    // A complaint of the cell's own, so each allowed caller makes a possible change.
    url: () => `/api/estadoReclamo/${freshComplaint}`,
    prepare: async (app) => {
      freshComplaint = (await submitComplaint(app)).id;
      return { estado: 'EN REVISION' };
    },
    ok: 200,
    allowed: 'reports',
  },
  'POST /api/estadoReclamos': {
    method: 'POST',
    url: () => '/api/estadoReclamos',
    body: () => ({ ids: [1, 999999], estado: 'DERIVADO A INSPECCION' }),
    ok: 200,
    allowed: 'reports',
  },
  'POST /api/asignarReclamo/:id': {
    method: 'POST',
    url: ({ complaintId }) => `/api/asignarReclamo/${complaintId}`,
    body: () => ({ usuarioId: 1 }),
    ok: 200,
    allowed: 'reports',
  },
  'POST /api/notaReclamo/:id': {
    method: 'POST',
    url: ({ complaintId }) => `/api/notaReclamo/${complaintId}`,
    body: () => ({ texto: 'Llamar al operador' }),
    ok: 200,
    allowed: 'reports',
  },
  'GET /api/reclamo/:id': { method: 'GET', url: ({ complaintId }) => `/api/reclamo/${complaintId}`, ok: 200, allowed: 'reports' },
  'GET /api/asignables': { method: 'GET', url: () => '/api/asignables', ok: 200, allowed: 'reports' },
  'GET /api/resumen': { method: 'GET', url: () => '/api/resumen', ok: 200, allowed: 'signed-in' },
  'GET /api/seguimiento/:codigo': { method: 'GET', url: ({ codigo }) => `/api/seguimiento/${codigo}`, ok: 200, allowed: 'everyone' },
  'POST /api/seguimiento/:codigo/suscripcion': {
    method: 'POST',
    url: ({ codigo }) => `/api/seguimiento/${codigo}/suscripcion`,
    // One phone renewing its subscription: every cell answers 201 without filling the code's places.
    body: () => pushSubscription('matrix'),
    ok: 201,
    allowed: 'everyone',
  },
  'DELETE /api/seguimiento/:codigo/suscripcion': {
    method: 'DELETE',
    url: ({ codigo }) => `/api/seguimiento/${codigo}/suscripcion`,
    // The phone's own subscription, registered first (the complaint's code is the targets').
    prepare: async (app) => {
      const subscription = pushSubscription();
      const codigo = (await app.db('reclamos').select('codigo').orderBy('id').first()).codigo as string;
      await app.inject({ method: 'POST', url: `/api/seguimiento/${codigo}/suscripcion`, payload: subscription });
      return { endpoint: subscription.endpoint };
    },
    ok: 200,
    allowed: 'everyone',
  },
  'GET /api/open311/discovery.:format': { method: 'GET', url: () => '/api/open311/discovery.json', ok: 200, allowed: 'everyone' },
  'GET /api/open311/v2/services.:format': { method: 'GET', url: () => '/api/open311/v2/services.xml', ok: 200, allowed: 'everyone' },
  'GET /api/open311/v2/requests.:format': { method: 'GET', url: () => '/api/open311/v2/requests.json', ok: 200, allowed: 'everyone' },
  'GET /api/open311/v2/requests/:id.:format': {
    method: 'GET',
    url: ({ complaintId }) => `/api/open311/v2/requests/${complaintId}.json`,
    ok: 200,
    allowed: 'everyone',
  },
};

export function expectedStatus(route: RouteCase, kind: PrincipalKind): number {
  if (route.allowed === 'everyone') return route.ok;
  if (!SIGNED_IN.includes(kind)) return 401;
  if (route.allowed === 'signed-in') return route.ok;
  if (route.allowed === 'reports') return REPORT_VIEWERS.includes(kind) ? route.ok : 403;
  if (route.allowed === 'admins') return ADMINS.includes(kind) ? route.ok : 403;
  if (route.allowed === 'inspections') return INSPECTION_USERS.includes(kind) ? route.ok : 403;
  return kind === 'admin id 1' ? route.ok : 403;
}
