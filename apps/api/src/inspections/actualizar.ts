import { INSPECTION_LIMITS } from '@reclamos/shared-types/inspections/values';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/http-error.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import type { InspectionEdit } from './inspections-repository.ts';
import { trimmed, upperWithin } from './normalize.ts';
import { auditedWrite } from './registry-audit.ts';
import { assertValid } from './validation.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { mayEditInspection } from '@reclamos/shared-types/inspections/rules';
import { MSG } from '@reclamos/shared-types/messages';

const API = INSPECTIONS_MSG.api;

/**
 * Corrects an inspection: only its inspector may (the contract's inspections/rules.ts; 403 for anyone else), and
 * only the owner's nombre, observacion and radicatoria change; the schema drops every other field
 * the client sends along. The new nombre also reaches the owner registry when this inspection is
 * the registry's latest source (audited as a change of the owner, besides the inspection's row).
 */
const actualizarRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(
    app,
    'actualizar',
    async (request) => {
      assertValid(request);
      const { id, uuid, propietario, observacion, radicatoria } = request.body;
      if (id === undefined && uuid === undefined) throw new HttpError(400, API.idOrUuidRequired);
      const user = request.user;
      if (!user) throw new HttpError(401, MSG.session.required);

      const edit: InspectionEdit = {};
      if (propietario?.nombre !== undefined) edit.nombre = upperWithin(propietario.nombre, 'nombre', INSPECTION_LIMITS.nombre);
      if (observacion !== undefined) edit.observacion = trimmed(observacion);
      if (radicatoria !== undefined) edit.radicatoria = trimmed(radicatoria);

      const inspection = await app.db.transaction(async (trx) => {
        const target = await app.inspections.findEditTarget({ id, uuid: uuid?.toLowerCase() }, trx);
        if (!target) throw new HttpError(404, API.notFound);
        if (!mayEditInspection(user, target)) throw new HttpError(403, API.notOwnInspection);
        const now = Date.now();
        const before = await app.inspections.findById(target.id, trx);
        await app.inspections.applyEdit(target.id, edit, now, trx);
        const nombre = edit.nombre;
        if (nombre) {
          await auditedWrite(
            trx,
            user,
            { objeto: 'propietario', objetoId: target.cedula, now },
            () => app.inspectionLookups.findPropietario(target.cedula, trx),
            () => app.inspectionLookups.renamePropietario(target.cedula, nombre, target.fecha, now, trx),
          );
        }
        const after = await app.inspections.findById(target.id, trx);
        await recordAudit(
          trx,
          user,
          { accion: 'modificar', objeto: 'inspeccion', objetoId: target.id, antes: before ?? null, despues: after ?? null },
          now,
        );
        return after;
      });
      if (!inspection) throw new HttpError(404, API.notFound);
      return { message: API.updated, inspection };
    },
    { attachValidation: true },
  );
};

export default actualizarRoute;
