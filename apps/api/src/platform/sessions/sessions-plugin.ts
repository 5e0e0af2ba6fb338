import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { can, type Capability } from '@reclamos/shared-types/permissions';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { HttpError } from '../http/http-error.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { SessionsRepository } from './sessions-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous caller. */
    user: PublicUser | null;
    sessionId: number | null;
  }
  interface FastifyContextConfig {
    /** What the caller must be allowed to do (the roles table in shared-types); absent = public. */
    capability?: Capability;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Sessions: the table of issued tokens, and on every route that declares a capability, the
 * bearer token resolved to its user and the capability enforced before the body is even read
 * (an anonymous or unauthorised caller learns nothing from validation messages).
 */
export default fp(
  async (app) => {
    const sessions = new SessionsRepository(app.db, app.sqliteFile);
    app.decorate('sessions', sessions);
    app.addHook('onClose', async () => sessions.close());
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // The check is attached only to routes that declare a capability, so public routes pay nothing.
    app.addHook('onRoute', (route) => {
      const capability = route.config?.capability;
      if (!capability) return;
      const checks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [
        async (request: FastifyRequest) => {
          const token = bearerToken(request.headers.authorization);
          const session = token ? await app.sessions.findValid(token) : undefined;
          if (session) {
            request.user = session.user;
            request.sessionId = session.sessionId;
          }
          if (can(request.user, capability)) return;
          if (!request.user) throw new HttpError(401, token ? MSG.session.invalid : MSG.session.required);
          throw new HttpError(403, MSG.session.forbidden);
        },
        ...checks,
      ];
    });
  },
  { name: 'sessions', dependencies: ['knex'] },
);
