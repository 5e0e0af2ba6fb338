import type { FastifyRequest } from 'fastify';
import { MSG } from '@reclamos/shared-types/messages';
import { HttpError } from '../../lib/http-error.ts';
import type { AuditActor } from '../../plugins/app/audit-repository.ts';

/** The signed-in caller as the audit trail names them (the route's capability already required a session). */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.user) throw new HttpError(401, MSG.auth.sessionRequired);
  return { id: request.user.id, nombre: request.user.nombre };
}
