import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentHash } from '../platform/http/content-hash.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { dayAsInstant } from '../platform/time/day-instant.ts';
import { reportTime } from '../platform/time/report-clock.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { createOnce, idempotencyKey, type CreateMessages } from '../platform/http/idempotent-create.ts';
import { propietarioOf, trimmed, vehicleOf } from './normalize.ts';
import { writeInspectionRegistries } from './registry-audit.ts';
import { assertValid } from './validation.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

const API = INSPECTIONS_MSG.api;
const MESSAGES: CreateMessages = {
  created: API.created,
  invalidKey: API.invalidIdempotencyKey,
  mismatch: API.idempotencyMismatch,
  inFlight: API.idempotencyInFlight,
};

/**
 * Registers an inspection, created once per `Idempotency-Key` (idempotent-create.ts). The owner
 * and vehicle registries, the suggestion lists, the audit rows of what changed in them and the
 * inspection with its snapshot are committed together; the inspector is the signed-in user.
 */
const inspectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(
    app,
    'inspection',
    async (request, reply) => {
      const uuid = idempotencyKey(request.headers['idempotency-key'], MESSAGES);
      assertValid(request);
      const receivedAt = Date.now();
      const body = request.body;
      const inspector = request.user;
      if (!inspector) throw new HttpError(401, MSG.session.required);
      const propietario = propietarioOf(body);
      const vehicle = vehicleOf(body);
      const hash = contentHash(body);

      const answer = await createOnce({
        db: app.db,
        table: 'inspecciones',
        uuid,
        contentHash: hash,
        messages: MESSAGES,
        // Another user's key: neither their answer nor a hint of their content.
        owner: { column: 'inspector_id', id: inspector.id, takenMessage: INSPECTIONS_MSG.api.idempotencyKeyTaken },
        onReplay: () => app.metrics.idempotentReplays.inc({ kind: 'inspection' }),
        create: async (trx) => {
          const fecha = reportTime(dayAsInstant(body.fecha, receivedAt, app.config.timeZone), receivedAt);
          await writeInspectionRegistries(app.inspectionLookups, trx, inspector, { propietario, vehicle, fecha, now: receivedAt });
          const id = await app.inspections.insert(
            {
              uuid,
              contentHash: hash,
              fecha,
              createdAt: receivedAt,
              ventanas: body.ventanas,
              puertas: body.puertas,
              ventilacion: body.ventilacion,
              luz: body.luz,
              higiene: body.higiene,
              triangulo: body.triangulo,
              calificacion: body.calificacion,
              observacion: trimmed(body.observacion),
              radicatoria: trimmed(body.radicatoria),
              propietario,
              vehicle,
              inspector: { id: inspector.id, nombre: inspector.nombre },
              lat: body.lat ?? null,
              lng: body.lng ?? null,
            },
            trx,
          );
          return { id, fecha };
        },
      });
      return reply.code(201).send(answer);
    },
    { attachValidation: true },
  );
};

export default inspectionRoute;
