import type { FastifyInstance } from 'fastify';
import type { Role } from '@reclamos/shared-types/roles';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { ADMIN_PASSWORD } from './test-app.ts';

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function login(app: FastifyInstance, name: string, password: string): Promise<LoginResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { name, password } });
  if (res.statusCode !== 200) throw new Error(`login ${name} failed: ${res.statusCode} ${res.body}`);
  return res.json<LoginResponse>();
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  return (await login(app, 'admin', ADMIN_PASSWORD)).token;
}

let counter = 0;

/** Creates a user through the real API as the principal administrator. */
export async function createUser(
  app: FastifyInstance,
  admin: string,
  rol: Role,
  overrides: Partial<{ nombre: string; name: string; email: string; password: string }> = {},
): Promise<PublicUser & { password: string }> {
  counter += 1;
  const body = {
    nombre: `Persona ${counter}`,
    name: `cuenta${counter}_${rol.toLowerCase()}`,
    email: `persona${counter}@atm.gob.bo`,
    rol,
    password: 'clave-segura-1',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/user', headers: bearer(admin), payload: body });
  if (res.statusCode !== 201) throw new Error(`create user failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<PublicUser>(), password: body.password };
}
