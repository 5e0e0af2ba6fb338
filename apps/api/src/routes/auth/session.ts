import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { ChangeOwnPasswordBody, MeResponse } from '@reclamos/shared-types/schemas/auth';
import { MessageBody } from '@reclamos/shared-types/schemas/common';
import { assertOwnCurrentPassword } from '../../lib/own-current-password.ts';
import { bearer, errorResponses, SIGNED_IN } from '../responses.ts';
import { signedIn } from './signed-in.ts';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      config: { capability: 'signedIn' },
      schema: { tags: ['sesión'], summary: 'El usuario de la sesión', security: bearer, response: { 200: MeResponse, ...errorResponses(...SIGNED_IN) } },
    },
    async (request) => ({ user: signedIn(request).user }),
  );

  app.post(
    '/logout',
    {
      config: { capability: 'signedIn' },
      schema: { tags: ['sesión'], summary: 'Cerrar la sesión (revoca el token)', security: bearer, response: { 204: Type.Null(), ...errorResponses(...SIGNED_IN) } },
    },
    async (request, reply) => {
      const { user, sessionId } = signedIn(request);
      await app.sessions.revoke(sessionId);
      // The live map drops the user (lat = lng = 0) and this session's sockets close.
      await app.livePositions.sessionEnded(user, sessionId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/me/password',
    {
      config: { capability: 'changeOwnPassword' },
      schema: {
        tags: ['sesión'],
        summary: 'Cambiar la propia contraseña; cierra las demás sesiones',
        security: bearer,
        body: ChangeOwnPasswordBody,
        response: { 200: MessageBody, ...errorResponses(...SIGNED_IN, 429) },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = signedIn(request);
      await assertOwnCurrentPassword(app, request, reply, request.body.currentPassword);
      const newHash = await app.passwords.hash(request.body.newPassword);
      await app.db.transaction(async (trx) => {
        await app.users.setPasswordHash(user.id, newHash, trx);
        await app.sessions.revokeAllOf(user.id, { except: sessionId }, trx);
      });
      await app.livePositions.userSessionsEnded(user, { except: sessionId });
      return { message: MSG.auth.passwordChanged };
    },
  );
};

export default sessionRoutes;
