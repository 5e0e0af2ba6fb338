import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/http-error.ts';
import { registryText } from './registry-text.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { actorOf } from './actor.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const API = AUTHORITY_MSG.api;

/**
 * `POST listas/{tipo}/fusionar {desde, hacia}` (ADMINISTRADOR): values compared as stored (trimmed,
 * upper-case); every value of `desde` must be in the list (400 naming the others). The list and
 * the registry read `hacia` afterwards; inspections keep their snapshot. One audit row.
 */
const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'mergeList', async (request) => {
    const { tipo } = request.params;
    const hacia = registryText(request.body.hacia);
    const desde = [...new Set(request.body.desde.map(registryText))].filter((value) => value !== '' && value !== hacia);
    if (hacia === '' || desde.length === 0) throw new HttpError(400, API.mergeEmpty);
    if (hacia.length > 60) throw new HttpError(400, MSG.validation.tooLong);
    const actor = actorOf(request);
    const outcome = await app.db.transaction(async (trx) => {
      const unknown = await app.listMerge.unknownValues(tipo, desde, trx);
      if (unknown.length > 0) throw new HttpError(400, API.mergeUnknown(unknown));
      const merged = await app.listMerge.merge(tipo, desde, hacia, Date.now(), trx);
      await recordAudit(trx, actor, {
        accion: 'fusionar',
        objeto: `lista_${tipo}`,
        objetoId: hacia,
        antes: { desde: merged.fusionados },
        despues: { hacia, vehiculos: merged.vehiculos },
      });
      return merged;
    });
    return {
      message: API.mergeDone(outcome.fusionados.length, hacia),
      hacia,
      fusionados: outcome.fusionados,
      vehiculos: outcome.vehiculos,
    };
  });
};

export default listRoutes;
