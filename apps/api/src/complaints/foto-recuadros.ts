import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { boxesRefusal } from '@reclamos/shared-types/complaints/rules';
import { MSG } from '@reclamos/shared-types/messages';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { currentBoxes } from './photo-boxes-repository.ts';
import { boxesAnswer, photoOf } from './photo-of.ts';

/**
 * The boxes a complaint's photo is blacked out with. PUT replaces them with staff's (the photo is
 * then reviewed by the caller), writes the audit row in the same transaction and makes the
 * viewing copy again before answering, so the next view already shows the new boxes.
 */
const fotoRecuadrosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'fotoRecuadros', async (request) => boxesAnswer(app, await photoOf(app, request.params.id)));

  defineRoute(app, 'guardarFotoRecuadros', async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, MSG.session.required);
    const refusal = boxesRefusal(request.body.recuadros);
    if (refusal) throw new HttpError(400, refusal);
    const before = await photoOf(app, request.params.id);
    const now = Date.now();
    await app.db.transaction(async (trx) => {
      await app.photoBoxes.saveReview(trx, before.reclamoId, request.body.recuadros, user.id, now);
      await recordAudit(
        trx,
        user,
        {
          accion: 'modificar',
          objeto: 'foto',
          objetoId: before.reclamoId,
          antes: { revisada: before.revisadaAt !== null, recuadros: currentBoxes(before) },
          despues: { revisada: true, recuadros: currentBoxes({ recuadros: request.body.recuadros, sugerencias: null }) },
        },
        now,
      );
    });
    await app.photoStore.refresh(before.blobId);
    return boxesAnswer(app, await photoOf(app, before.reclamoId));
  });
};

export default fotoRecuadrosRoutes;
