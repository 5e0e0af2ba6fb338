import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertOwnCurrentPassword } from './own-current-password.ts';
import { signedIn } from '../platform/sessions/signed-in.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'me', async (request) => ({ user: signedIn(request).user }));

  defineRoute(app, 'logout', async (request, reply) => {
    const { user, sessionId } = signedIn(request);
    await app.sessions.revoke(sessionId);
    // The live map drops the user (lat = lng = 0) and this session's sockets close.
    await app.livePositions.sessionEnded(user, sessionId);
    return reply.code(204).send(null);
  });

  defineRoute(app, 'changeOwnPassword', async (request, reply) => {
    const { user, sessionId } = signedIn(request);
    await assertOwnCurrentPassword(app, request, reply, request.body.currentPassword);
    const newHash = await app.passwords.hash(request.body.newPassword);
    await app.db.transaction(async (trx) => {
      await app.users.setPasswordHash(user.id, newHash, trx);
      await app.sessions.revokeAllOf(user.id, { except: sessionId }, trx);
      // Audit trail: only that it changed, never the password or its hash.
      await recordAudit(trx, user, { accion: 'cambiar_contrasena', objeto: 'usuario', objetoId: user.id, antes: null, despues: null });
    });
    await app.livePositions.userSessionsEnded(user, { except: sessionId });
    return { message: AUTH_MSG.ownPassword.changed };
  });
};

export default sessionRoutes;
