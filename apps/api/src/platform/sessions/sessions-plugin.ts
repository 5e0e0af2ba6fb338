import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { can, type Capability } from '@reclamos/shared-types/permissions';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { HttpError } from '../http/http-error.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { SessionsRepository, type SessionLookup } from './sessions-repository.ts';

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
      /** The refusal for this caller, or null to go on. */
      const refusal = (request: FastifyRequest, token: string | null, session: SessionLookup | undefined): HttpError | null => {
        if (session) {
          request.user = session.user;
          request.sessionId = session.sessionId;
        }
        if (can(request.user, capability)) return null;
        if (!request.user) return new HttpError(401, token ? MSG.session.invalid : MSG.session.required);
        return new HttpError(403, MSG.session.forbidden);
      };
      // Callback style: on SQLite the lookup is synchronous, and a signed-in read (GET me…) then
      // passes its guard without a promise.
      const guard: onRequestHookHandler = (request, _reply, done) => {
        const token = bearerToken(request.headers.authorization);
        const session = token ? app.sessions.find(token) : undefined;
        if (!(session instanceof Promise)) return done(refusal(request, token, session) ?? undefined);
        session.then(
          (found) => done(refusal(request, token, found) ?? undefined),
          (error: unknown) => done(error as Error),
        );
      };
      route.onRequest = [guard, ...checks];
    });
  },
  { name: 'sessions', dependencies: ['knex'] },
);
