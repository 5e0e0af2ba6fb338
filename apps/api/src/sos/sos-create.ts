import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentHash } from '../platform/http/content-hash.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { createOnce, idempotencyKey, type CreateMessages } from '../platform/http/idempotent-create.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { assertValidSos } from './sos-validation.ts';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { MSG } from '@reclamos/shared-types/messages';

const API = SOS_MSG.api;
const MESSAGES: CreateMessages = {
  created: API.created,
  invalidKey: API.invalidIdempotencyKey,
  mismatch: API.idempotencyMismatch,
  inFlight: API.idempotencyInFlight,
};

/**
 * A field user's SOS, created once per `Idempotency-Key` (the phone's outbox resends it until it
 * is acknowledged; the unique uuid makes a concurrent resend answer the first). The alert and its
 * audit row commit together; supervisors are told right after the commit, a replay tells no one.
 */
const sosCreateRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(
    app,
    'sosCreate',
    async (request, reply) => {
      const uuid = idempotencyKey(request.headers['idempotency-key'], MESSAGES);
      assertValidSos(request);
      const sender = request.user;
      if (!sender) throw new HttpError(401, MSG.session.required);
      const body = request.body;
      if ((body.lat === null) !== (body.lng === null)) throw new HttpError(400, API.halfPosition);
      const receivedAt = Date.now();
      let created = false;

      const answer = await createOnce({
        db: app.db,
        table: 'sos_alertas',
        uuid,
        contentHash: contentHash(body),
        messages: MESSAGES,
        owner: { column: 'usuario_id', id: sender.id, takenMessage: API.idempotencyKeyTaken },
        onReplay: () => {
          app.metrics.idempotentReplays.inc({ kind: 'sos' });
          app.sosDesk.replayed();
        },
        create: async (trx) => {
          const record = {
            uuid,
            contentHash: contentHash(body),
            fecha: receivedAt,
            usuario: { id: sender.id, nombre: sender.nombre },
            lat: body.lat,
            lng: body.lng,
            accuracy: body.lat === null ? null : body.accuracy,
            posicionAt: body.posicion_at === null || body.lat === null ? null : Date.parse(body.posicion_at),
            pulsadaAt: Date.parse(body.pulsada_at),
            silenciosa: body.silenciosa,
          };
          const id = await app.sos.insert(record, trx);
          const { contentHash: _hash, ...despues } = record;
          await recordAudit(trx, sender, { accion: 'crear', objeto: 'sos', objetoId: id, antes: null, despues }, receivedAt);
          created = true;
          return { id, fecha: receivedAt };
        },
      });
      if (created) {
        const alert = await app.sos.find(answer.id);
        if (alert) app.sosDesk.raised(alert);
      }
      return reply.code(201).send(answer);
    },
    { attachValidation: true },
  );
};

export default sosCreateRoute;
