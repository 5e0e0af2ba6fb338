import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@reclamos/shared-types/permissions';
import type { ComplaintDetail } from '@reclamos/shared-types/cases/schemas';
import { HttpError } from '../platform/http/http-error.ts';
import type { Actor } from './cases-repository.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { MSG } from '@reclamos/shared-types/messages';

/** The complaint with its workflow as `GET reclamo/{id}` and every change answer it; 404 when it does not exist. */
export async function complaintDetail(app: FastifyInstance, id: number, now = Date.now()): Promise<ComplaintDetail> {
  const complaint = await app.complaints.findById(id);
  if (!complaint) throw new HttpError(404, CASES_STAFF_MSG.server.complaintNotFound);
  return app.cases.detail(complaint, now);
}

/** The signed-in caller as the workflow's actor (the route's capability guarantees a user). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw new HttpError(401, MSG.session.required);
  return { id: user.id, nombre: user.nombre, canReopen: can(user, 'reopenComplaint') };
}
