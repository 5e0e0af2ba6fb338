import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { PRINCIPAL_ADMIN_ID, type UserState } from '@reclamos/shared-types/roles';
import { IdParams, MessageBody } from '@reclamos/shared-types/schemas/common';
import { PublicUser, UpdatePasswordBody, UserCreateBody, UserList, UserUpdateBody } from '@reclamos/shared-types/schemas/users';
import { isUniqueViolation } from '../../db/connection.ts';
import { HttpError } from '../../lib/http-error.ts';
import { assertOwnCurrentPassword } from '../../lib/own-current-password.ts';
import { bearer, errorResponses, SIGNED_IN } from '../responses.ts';

const adminOnly = { capability: 'manageUsers' } as const;
const tags = ['usuarios'];

function accountTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, MSG.userAdmin.accountTaken);
  throw error;
}

/** User administration (spec section 7): the principal administrator (id 1) only. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function existing(id: number): Promise<PublicUser> {
    const user = await app.users.findActiveById(id);
    if (!user) throw new HttpError(404, MSG.userAdmin.notFound);
    return user;
  }

  app.get(
    '/user',
    { config: adminOnly, schema: { tags, summary: 'Lista de usuarios', security: bearer, response: { 200: UserList, ...errorResponses(...SIGNED_IN) } } },
    async () => app.users.list(),
  );

  app.post(
    '/user',
    {
      config: adminOnly,
      schema: { tags, summary: 'Crear usuario', security: bearer, body: UserCreateBody, response: { 201: PublicUser, ...errorResponses(...SIGNED_IN, 409) } },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const passwordHash = await app.passwords.hash(password);
      const user = await app.users.create({ ...fields, passwordHash }).catch(accountTaken);
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/user/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Modificar datos de usuario',
        security: bearer,
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: PublicUser, ...errorResponses(...SIGNED_IN, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await existing(id);
      const rol = request.body.rol ?? current.rol;
      if (id === PRINCIPAL_ADMIN_ID && rol !== 'ADMINISTRADOR') throw new HttpError(400, MSG.userAdmin.principalKeepsRole);
      const updated = await app.users.update(id, { ...request.body, rol }).catch(accountTaken);
      if (!updated) throw new HttpError(404, MSG.userAdmin.notFound);
      if (updated.rol !== current.rol) app.livePositions.userRoleChanged(updated);
      return updated;
    },
  );

  app.delete(
    '/user/:id',
    {
      config: adminOnly,
      schema: { tags, summary: 'Eliminar usuario (baja lógica)', security: bearer, params: IdParams, response: { 200: MessageBody, ...errorResponses(...SIGNED_IN, 404) } },
    },
    async (request) => {
      const { id } = request.params;
      if (id === PRINCIPAL_ADMIN_ID) throw new HttpError(400, MSG.userAdmin.principalCannotBeDeleted);
      const current = await existing(id);
      await app.db.transaction(async (trx) => {
        await app.users.softDelete(id, trx);
        await app.sessions.revokeAllOf(id, {}, trx);
      });
      await app.livePositions.userSessionsEnded(current);
      return { message: MSG.notices.deleted };
    },
  );

  app.post(
    '/cambioEstado/:id',
    {
      config: adminOnly,
      schema: { tags, summary: 'Alternar estado ACTIVO/INACTIVO', security: bearer, params: IdParams, response: { 200: PublicUser, ...errorResponses(...SIGNED_IN, 404) } },
    },
    async (request) => {
      const { id } = request.params;
      if (id === PRINCIPAL_ADMIN_ID) throw new HttpError(400, MSG.userAdmin.principalCannotBeDeactivated);
      const current = await existing(id);
      const estado: UserState = current.estado === 'ACTIVO' ? 'INACTIVO' : 'ACTIVO';
      await app.db.transaction(async (trx) => {
        await app.users.setEstado(id, estado, trx);
        if (estado === 'INACTIVO') await app.sessions.revokeAllOf(id, {}, trx);
      });
      if (estado === 'INACTIVO') await app.livePositions.userSessionsEnded(current);
      return { ...current, estado };
    },
  );

  app.put(
    '/updatePassword/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Cambiar la contraseña de un usuario; cierra sus sesiones',
        security: bearer,
        params: IdParams,
        body: UpdatePasswordBody,
        response: { 200: MessageBody, ...errorResponses(...SIGNED_IN, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await existing(id);
      if (id === request.user?.id) await assertOwnCurrentPassword(app, request, reply, request.body.currentPassword);
      const passwordHash = await app.passwords.hash(request.body.password);
      // The administrator changing their own password here keeps the session they act from.
      const keep = id === request.user?.id && request.sessionId !== null ? { except: request.sessionId } : {};
      await app.db.transaction(async (trx) => {
        await app.users.setPasswordHash(id, passwordHash, trx);
        await app.sessions.revokeAllOf(id, keep, trx);
      });
      await app.livePositions.userSessionsEnded(current, keep);
      return { message: MSG.auth.passwordChanged };
    },
  );
};

export default userRoutes;
