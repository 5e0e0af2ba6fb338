import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { PRINCIPAL_ADMIN_ID, type UserState } from '@reclamos/shared-types/roles';
import { type PublicUser } from '@reclamos/shared-types/schemas/users';
import { isUniqueViolation } from '../../db/connection.ts';
import { HttpError } from '../../lib/http-error.ts';
import { assertOwnCurrentPassword } from '../../lib/own-current-password.ts';
import { defineRoute } from '../define-route.ts';


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

  defineRoute(app, 'listUsers', async () => app.users.list());

  defineRoute(app, 'createUser', async (request, reply) => {
    const { password, ...fields } = request.body;
    const passwordHash = await app.passwords.hash(password);
    const user = await app.users.create({ ...fields, passwordHash }).catch(accountTaken);
    return reply.code(201).send(user);
  });

  defineRoute(app, 'updateUser', async (request) => {
    const { id } = request.params;
    const current = await existing(id);
    const rol = request.body.rol ?? current.rol;
    if (id === PRINCIPAL_ADMIN_ID && rol !== 'ADMINISTRADOR') throw new HttpError(400, MSG.userAdmin.principalKeepsRole);
    const updated = await app.users.update(id, { ...request.body, rol }).catch(accountTaken);
    if (!updated) throw new HttpError(404, MSG.userAdmin.notFound);
    if (updated.rol !== current.rol) app.livePositions.userRoleChanged(updated);
    return updated;
  });

  defineRoute(app, 'deleteUser', async (request) => {
    const { id } = request.params;
    if (id === PRINCIPAL_ADMIN_ID) throw new HttpError(400, MSG.userAdmin.principalCannotBeDeleted);
    const current = await existing(id);
    await app.db.transaction(async (trx) => {
      await app.users.softDelete(id, trx);
      await app.sessions.revokeAllOf(id, {}, trx);
    });
    await app.livePositions.userSessionsEnded(current);
    return { message: MSG.notices.deleted };
  });

  defineRoute(app, 'cambioEstado', async (request) => {
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
  });

  defineRoute(app, 'updatePassword', async (request, reply) => {
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
  });
};

export default userRoutes;
