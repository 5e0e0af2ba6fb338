import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { FormularioResponse } from '@reclamos/shared-types/schemas/complaints';
import { isUniqueViolation } from '../../db/connection.ts';
import { contentHash } from '../../lib/content-hash.ts';
import { HttpError } from '../../lib/http-error.ts';
import { assertPhotoDecodes } from '../../lib/photos/decode-photo.ts';
import { inspectPhoto } from '../../lib/photos/inspect-photo.ts';
import { reportTime } from '../../lib/report-clock.ts';
import type { StoredKey } from '../../plugins/app/complaints-repository.ts';
import { errorResponses } from '../responses.ts';
import { readFormulario } from './read-formulario.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function answerFor(stored: StoredKey, uuid: string, hash: string): FormularioResponse {
  if (stored.contentHash !== hash) throw new HttpError(422, MSG.complaints.idempotencyMismatch);
  return { message: MSG.complaints.registered, id: stored.id, uuid, fecha: new Date(stored.fecha).toISOString() };
}

/**
 * The public complaint with its photo, idempotent on the device's `Idempotency-Key` (OFFLINE.md):
 * a replay answers the original 201 and creates nothing; the same key with other content is 422.
 * The photo is checked and stripped of metadata before the transaction; row, photo and person are
 * committed together, and 201 goes out only after the commit.
 */
const formularioRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/formulario',
    {
      config: { capability: 'submitComplaint', rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['reclamos'],
        summary: 'Registrar un reclamo con su foto (multipart: campos de FormularioFields e imagen)',
        consumes: ['multipart/form-data'],
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 201: FormularioResponse, ...errorResponses(409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? randomUUID();
      if (!UUID.test(key)) throw new HttpError(400, MSG.complaints.invalidIdempotencyKey);
      const uuid = key.toLowerCase();
      const receivedAt = Date.now();

      const { fields, photo } = await readFormulario(request);
      const accepted = await inspectPhoto(photo);
      await assertPhotoDecodes(accepted.bytes);
      const hash = contentHash(fields, { imagen: accepted.receivedSha256 });

      try {
        const answer = await app.db.transaction(async (trx) => {
          const stored = await app.complaints.findKey(uuid, trx);
          if (stored) return answerFor(stored, uuid, hash);
          if (!(await app.catalog.delitoExists(fields.delito_id, trx))) throw new HttpError(400, MSG.complaints.delitoRequired);
          const blobId = await app.blobs.insert(accepted, trx);
          const persona = { cedula: fields.cedula ?? '', nombre: fields.nombre ?? '', telefono: fields.telefono ?? '' };
          if (persona.cedula) await app.catalog.addPersonaIfUnknown(persona, trx);
          const fecha = reportTime(fields.fecha, receivedAt);
          const id = await app.complaints.insert(
            {
              uuid,
              contentHash: hash,
              fecha,
              receivedAt,
              ...persona,
              placa: fields.placa ?? '',
              direccion: fields.direccion ?? '',
              descripcion: fields.descripcion ?? '',
              delitoId: fields.delito_id,
              blobId,
              lat: fields.lat ?? null,
              lng: fields.lng ?? null,
            },
            trx,
          );
          return { message: MSG.complaints.registered, id, uuid, fecha: new Date(fecha).toISOString() };
        });
        return reply.code(201).send(answer);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request with the same key won the race: answer like a replay once it committed.
        const stored = await app.complaints.findKey(uuid);
        if (!stored) throw new HttpError(409, MSG.complaints.idempotencyInFlight, 'idempotency_in_flight');
        return reply.code(201).send(answerFor(stored, uuid, hash));
      }
    },
  );
};

export default formularioRoute;
