import type { FastifyInstance } from 'fastify';
import type { Role } from '@reclamos/shared-types/roles';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { bearer, createUser, login } from '../support/session.ts';

/** Every kind of caller a permission matrix tries on each route. */
export const PRINCIPALS = [
  'anonymous',
  'admin id 1',
  'another ADMINISTRADOR',
  'USUARIO',
  'INSPECTOR',
  'CHOFER',
  'inactive user',
  'deleted user',
  'expired token',
  'garbage token',
] as const;
export type PrincipalKind = (typeof PRINCIPALS)[number];

/** The callers whose session is valid (every other kind gets 401 on a route that needs one). */
export const SIGNED_IN: readonly PrincipalKind[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO', 'INSPECTOR', 'CHOFER'];

const ROLE_OF: Partial<Record<PrincipalKind, Role>> = {
  'another ADMINISTRADOR': 'ADMINISTRADOR',
  USUARIO: 'USUARIO',
  INSPECTOR: 'INSPECTOR',
  CHOFER: 'CHOFER',
  'inactive user': 'ADMINISTRADOR',
  'deleted user': 'ADMINISTRADOR',
  'expired token': 'USUARIO',
};

export interface Caller {
  token: string | null;
  password: string;
}

/** A fresh caller of that kind (its own account, so no cell depends on another). */
export async function callerFor(app: FastifyInstance, admin: string, kind: PrincipalKind): Promise<Caller> {
  if (kind === 'anonymous') return { token: null, password: '' };
  if (kind === 'garbage token') return { token: 'x'.repeat(43), password: '' };
  if (kind === 'admin id 1') return { token: (await login(app, 'admin', ADMIN_PASSWORD)).token, password: ADMIN_PASSWORD };
  const user = await createUser(app, admin, ROLE_OF[kind] ?? 'USUARIO');
  const { token } = await login(app, user.name, user.password);
  if (kind === 'inactive user') await app.inject({ method: 'POST', url: `/api/cambioEstado/${user.id}`, headers: bearer(admin) });
  if (kind === 'deleted user') await app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: bearer(admin) });
  if (kind === 'expired token')
    await app
      .db('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: Date.now() - 1000 });
  return { token, password: user.password };
}
