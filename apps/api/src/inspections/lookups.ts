import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/http-error.ts';
import { addDays, startOfZonedDay } from '@reclamos/shared-types/zoned-time';
import { sendJsonText } from '../platform/http/responses.ts';
import { answerEncoding } from '../platform/http/answer-encoding.ts';
import { upper } from './normalize.ts';
import { assertValid } from './validation.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

/** How far back each registry download reaches before `since`, so a late commit is never missed. */
export const REGISTRY_OVERLAP_MS = 5 * 60_000;

/**
 * The reads of the inspection screen: the day's list, the owner and vehicle lookups, the four
 * suggestion lists and the incremental registry download the phone keeps for offline use.
 */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.config.timeZone;

  defineRoute(
    app,
    'listInsp',
    async (request, reply) => {
      assertValid(request);
      const { fecha } = request.params;
      const from = startOfZonedDay(fecha, zone);
      const to = startOfZonedDay(addDays(fecha, 1), zone);
      if (Number.isNaN(from) || Number.isNaN(to)) throw new HttpError(400, INSPECTIONS_MSG.api.invalidDate);
      return sendJsonText(reply, await app.inspections.listBetweenJson(from, to, answerEncoding(request)));
    },
    { attachValidation: true },
  );

  defineRoute(
    app,
    'propietario',
    async (request) => {
      assertValid(request);
      return (await app.inspectionLookups.findPropietario(upper(request.params.cedula))) ?? null;
    },
    { attachValidation: true },
  );

  defineRoute(
    app,
    'vehicle',
    async (request) => {
      assertValid(request);
      return (await app.inspectionLookups.findVehicle(upper(request.params.placa))) ?? null;
    },
    { attachValidation: true },
  );

  defineRoute(app, 'listTipo', () => app.inspectionLookups.listTipos());
  defineRoute(app, 'listMarca', () => app.inspectionLookups.listMarcas());
  defineRoute(app, 'listModelo', () => app.inspectionLookups.listModelos());
  defineRoute(app, 'listLinea', () => app.inspectionLookups.listLineas());

  defineRoute(
    app,
    'registro',
    async (request) => {
      assertValid(request);
      // Taken before reading: anything committed after this instant comes in the next download.
      const serverTime = Date.now();
      const since = request.query.since ?? 0;
      const from = since > 0 ? since - REGISTRY_OVERLAP_MS : 0;
      const [propietarios, vehiculos, lists] = [
        await app.inspectionLookups.propietariosSince(from),
        await app.inspectionLookups.vehiclesSince(from),
        await app.inspectionLookups.lookupsSince(from),
      ];
      return { serverTime, propietarios, vehiculos, ...lists };
    },
    { attachValidation: true },
  );
};

export default lookupRoutes;
