import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRINCIPAL_ADMIN_ID, type UserState } from '@reclamos/shared-types/roles';
import { type PublicUser } from '@reclamos/shared-types/users/schemas';
import { isUniqueViolation } from '../platform/database/connection.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { assertOwnCurrentPassword } from '../auth/own-current-password.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { actorOf } from '../authority/actor.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

function accountTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, USERS_MSG.server.accountTaken);
  throw error;
}

/** User administration: the principal administrator (id 1) only. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function existing(id: number): Promise<PublicUser> {
    const user = await app.users.findActiveById(id);
    if (!user) throw new HttpError(404, USERS_MSG.server.notFound);
    return user;
  }

  defineRoute(app, 'listUsers', async () => app.users.list());

  defineRoute(app, 'createUser', async (request, reply) => {
    const { password, ...fields } = request.body;
    const passwordHash = await app.passwords.hash(password);
    const actor = actorOf(request);
    const user = await app.db
      .transaction(async (trx) => {
        const created = await app.users.create({ ...fields, passwordHash }, trx);
        await recordAudit(trx, actor, { accion: 'crear', objeto: 'usuario', objetoId: created.id, antes: null, despues: created });
        return created;
      })
      .catch(accountTaken);
    return reply.code(201).send(user);
  });

  defineRoute(app, 'updateUser', async (request) => {
    const { id } = request.params;
    const current = await existing(id);
    const rol = request.body.rol ?? current.rol;
    if (id === PRINCIPAL_ADMIN_ID && rol !== 'ADMINISTRADOR') throw new HttpError(400, USERS_MSG.server.principalKeepsRole);
    const actor = actorOf(request);
    const updated = await app.db
      .transaction(async (trx) => {
        const before = await app.users.findActiveById(id, trx);
        const after = await app.users.update(id, { ...request.body, rol }, trx);
        if (!before || !after) throw new HttpError(404, USERS_MSG.server.notFound);
        await recordAudit(trx, actor, { accion: 'modificar', objeto: 'usuario', objetoId: id, antes: before, despues: after });
        return after;
      })
      .catch(accountTaken);
    if (updated.rol !== current.rol) app.livePositions.userRoleChanged(updated);
    return updated;
  });

  defineRoute(app, 'deleteUser', async (request) => {
    const { id } = request.params;
    if (id === PRINCIPAL_ADMIN_ID) throw new HttpError(400, USERS_MSG.server.principalCannotBeDeleted);
    const current = await existing(id);
    const actor = actorOf(request);
    await app.db.transaction(async (trx) => {
      const before = await app.users.findActiveById(id, trx);
      if (!before) throw new HttpError(404, USERS_MSG.server.notFound);
      await app.users.softDelete(id, trx);
      await app.sessions.revokeAllOf(id, {}, trx);
      await recordAudit(trx, actor, { accion: 'eliminar', objeto: 'usuario', objetoId: id, antes: before, despues: null });
    });
    await app.livePositions.userSessionsEnded(current);
    return { message: MSG.notices.deleted };
  });

  defineRoute(app, 'cambioEstado', async (request) => {
    const { id } = request.params;
    if (id === PRINCIPAL_ADMIN_ID) throw new HttpError(400, USERS_MSG.server.principalCannotBeDeactivated);
    const current = await existing(id);
    const estado: UserState = current.estado === 'ACTIVO' ? 'INACTIVO' : 'ACTIVO';
    const actor = actorOf(request);
    await app.db.transaction(async (trx) => {
      await app.users.setEstado(id, estado, trx);
      if (estado === 'INACTIVO') await app.sessions.revokeAllOf(id, {}, trx);
      await recordAudit(trx, actor, {
        accion: 'cambiar_estado',
        objeto: 'usuario',
        objetoId: id,
        antes: { estado: current.estado },
        despues: { estado },
      });
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
    const actor = actorOf(request);
    await app.db.transaction(async (trx) => {
      await app.users.setPasswordHash(id, passwordHash, trx);
      await app.sessions.revokeAllOf(id, keep, trx);
      // Never the password or its hash: only that it changed.
      await recordAudit(trx, actor, { accion: 'cambiar_contrasena', objeto: 'usuario', objetoId: id, antes: null, despues: null });
    });
    await app.livePositions.userSessionsEnded(current, keep);
    return { message: AUTH_MSG.ownPassword.changed };
  });
};

export default userRoutes;
