import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@reclamos/shared-types/messages';
import { WORKFLOW_MSG } from '@reclamos/shared-types/messages-workflow';
import { can } from '@reclamos/shared-types/permissions';
import type { ComplaintDetail } from '@reclamos/shared-types/schemas/workflow';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/app/complaint-workflow-repository.ts';

/** The complaint with its workflow as `GET reclamo/{id}` and every change answer it; 404 when it does not exist. */
export async function complaintDetail(app: FastifyInstance, id: number, now = Date.now()): Promise<ComplaintDetail> {
  const complaint = await app.complaints.findById(id);
  if (!complaint) throw new HttpError(404, WORKFLOW_MSG.server.complaintNotFound);
  return app.workflow.detail(complaint, now);
}

/** The signed-in caller as the workflow's actor (the route's capability guarantees a user). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw new HttpError(401, MSG.auth.sessionRequired);
  return { id: user.id, nombre: user.nombre, canReopen: can(user, 'reopenComplaint') };
}
