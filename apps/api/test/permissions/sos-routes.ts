import { SIGNED_IN, type PrincipalKind } from './principals.ts';

/** SOS (the roles table, shared-types permissions.ts): the field staff send, the office attends. */
const FIELD: readonly PrincipalKind[] = ['INSPECTOR', 'CHOFER'];
const DESK: readonly PrincipalKind[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO'];

const status = (allowed: readonly PrincipalKind[], ok: number) => (kind: PrincipalKind) =>
  allowed.includes(kind) ? ok : SIGNED_IN.includes(kind) ? 403 : 401;

/**
 * Each row's request: `{id}` in a url is replaced by an alert the test made beforehand (an open one,
 * a field user's own for GET, so every allowed caller gets 200; another field user gets 404).
 */
export const SOS_ROUTES = {
  'POST /api/sos': { method: 'POST', url: '/api/sos', body: true, expected: status(FIELD, 201) },
  'GET /api/sos': { method: 'GET', url: '/api/sos?abiertas=1', body: false, expected: status(DESK, 200) },
  'GET /api/sos/:id': {
    method: 'GET',
    url: '/api/sos/{id}',
    body: false,
    // Signed in: supervisors read it; a field user reads only their own (this one is not).
    expected: (kind: PrincipalKind) => (DESK.includes(kind) ? 200 : FIELD.includes(kind) ? 404 : 401),
  },
  'POST /api/sos/:id/atendida': { method: 'POST', url: '/api/sos/{id}/atendida', body: false, expected: status(DESK, 200) },
} as const;
