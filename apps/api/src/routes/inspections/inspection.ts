import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { InspectionBody, InspectionCreated } from '@reclamos/shared-types/schemas/inspections';
import { isUniqueViolation } from '../../db/connection.ts';
import { contentHash } from '../../lib/content-hash.ts';
import { HttpError } from '../../lib/http-error.ts';
import { dayAsInstant } from '../../lib/day-instant.ts';
import { reportTime } from '../../lib/report-clock.ts';
import type { StoredInspectionKey } from '../../plugins/app/inspections-repository.ts';
import { bearer, errorResponses, SIGNED_IN } from '../responses.ts';
import { propietarioOf, trimmed, vehicleOf } from './normalize.ts';
import { assertValid } from './validation.ts';

const API = MSG.inspections.api;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function answerFor(stored: StoredInspectionKey, uuid: string, hash: string, callerId: number): InspectionCreated {
  // Another user's key: neither their answer nor a hint of their content (issue 12).
  if (stored.inspectorId !== callerId) throw new HttpError(409, MSG.security.idempotencyKeyTaken);
  if (stored.contentHash !== hash) throw new HttpError(422, API.idempotencyMismatch);
  return { message: API.created, id: stored.id, uuid, fecha: new Date(stored.fecha).toISOString() };
}

/**
 * Registers an inspection, idempotent on the device's `Idempotency-Key` (OFFLINE.md): a replay
 * answers the original 201 and creates nothing; the same key with other content is 422. The owner
 * and vehicle registries, the suggestion lists and the inspection with its snapshot are committed
 * together; the inspector is the signed-in user.
 */
const inspectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/inspection',
    {
      config: { capability: 'useInspections' },
      attachValidation: true,
      schema: {
        tags: ['inspecciones'],
        summary: 'Registrar una inspección (con su propietario y vehículo)',
        security: bearer,
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 64 })) }),
        body: InspectionBody,
        response: { 201: InspectionCreated, ...errorResponses(...SIGNED_IN, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? randomUUID();
      if (!UUID.test(key)) throw new HttpError(400, API.invalidIdempotencyKey);
      assertValid(request);
      const uuid = key.toLowerCase();
      const receivedAt = Date.now();
      const body = request.body;
      const hash = contentHash(body);
      const inspector = request.user;
      if (!inspector) throw new HttpError(401, MSG.auth.sessionRequired);
      const propietario = propietarioOf(body);
      const vehicle = vehicleOf(body);

      try {
        const answer = await app.db.transaction(async (trx) => {
          const stored = await app.inspections.findKey(uuid, trx);
          if (stored) return answerFor(stored, uuid, hash, inspector.id);
          const fecha = reportTime(dayAsInstant(body.fecha, receivedAt, app.config.timeZone), receivedAt);
          await app.registry.upsertPropietario(propietario, fecha, receivedAt, trx);
          await app.registry.upsertVehicle(vehicle, fecha, receivedAt, trx);
          await app.registry.growLookups(vehicle, receivedAt, trx);
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
          return { message: API.created, id, uuid, fecha: new Date(fecha).toISOString() };
        });
        return reply.code(201).send(answer);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request with the same key won the race: answer like a replay once it committed.
        const stored = await app.inspections.findKey(uuid);
        if (!stored) throw new HttpError(409, API.idempotencyInFlight, 'idempotency_in_flight');
        return reply.code(201).send(answerFor(stored, uuid, hash, inspector.id));
      }
    },
  );
};

export default inspectionRoute;
