import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@reclamos/shared-types/permissions';
import type { DelitoCatalogue, DelitoQuery } from '@reclamos/shared-types/authority/schemas';
import { isUniqueViolation } from '../platform/database/connection.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { actorOf } from './actor.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const API = AUTHORITY_MSG.api;

/**
 * `GET delito`: the public list (active infractions, `{id, detalle}`), or with `todos=1` every
 * one with `activo`, for an ADMINISTRADOR only (401 anonymous, 403 other roles).
 */
export async function delitoCatalogue(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: DelitoQuery }>,
): Promise<DelitoCatalogue> {
  if (request.query.todos !== '1') return app.complaintLookups.listDelitos();
  if (!request.user) throw new HttpError(401, MSG.session.required);
  if (!can(request.user, 'manageCatalogues')) throw new HttpError(403, API.todosForbidden);
  return app.delitos.listAll();
}

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, API.delitoDuplicate);
  throw error;
}

/** The administrator's infraction catalogue: add, rename, retire or bring back; never delete. */
const delitoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'createDelito', async (request, reply) => {
    const detalle = request.body.detalle.trim().replace(/\s+/g, ' ');
    const actor = actorOf(request);
    const created = await app.db
      .transaction(async (trx) => {
        if (await app.delitos.keyTaken(detalle, null, trx)) throw new HttpError(409, API.delitoDuplicate);
        const delito = await app.delitos.create(detalle, trx);
        await recordAudit(trx, actor, { accion: 'crear', objeto: 'delito', objetoId: delito.id, antes: null, despues: delito });
        return delito;
      })
      .catch(duplicate);
    return reply.code(201).send(created);
  });

  defineRoute(app, 'updateDelito', async (request) => {
    const { id } = request.params;
    const detalle = request.body.detalle?.trim().replace(/\s+/g, ' ');
    const { activo } = request.body;
    const actor = actorOf(request);
    return app.db
      .transaction(async (trx) => {
        const before = await app.delitos.find(id, trx);
        if (!before) throw new HttpError(404, API.delitoNotFound);
        if (detalle !== undefined && (await app.delitos.keyTaken(detalle, id, trx))) throw new HttpError(409, API.delitoDuplicate);
        await app.delitos.update(id, { ...(detalle !== undefined ? { detalle } : {}), ...(activo !== undefined ? { activo } : {}) }, trx);
        const after = await app.delitos.find(id, trx);
        if (!after) throw new HttpError(404, API.delitoNotFound);
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          await recordAudit(trx, actor, { accion: 'modificar', objeto: 'delito', objetoId: id, antes: before, despues: after });
        }
        return after;
      })
      .catch(duplicate);
  });
};

export default delitoRoutes;
