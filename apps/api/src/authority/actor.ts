import type { FastifyRequest } from 'fastify';
import { HttpError } from '../platform/http/http-error.ts';
import type { AuditActor } from '../platform/audit/audit-repository.ts';
import { MSG } from '@reclamos/shared-types/messages';

/** The signed-in caller as the audit trail names them (the route's capability already required a session). */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.user) throw new HttpError(401, MSG.session.required);
  return { id: request.user.id, nombre: request.user.nombre };
}
