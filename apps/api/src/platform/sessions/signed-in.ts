import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';

/** The caller of a route whose capability requires a session; the auth hook has checked it. */
export function signedIn(request: FastifyRequest): { user: PublicUser; sessionId: number } {
  if (!request.user || request.sessionId === null) throw new Error('route reached without a session');
  return { user: request.user, sessionId: request.sessionId };
}
