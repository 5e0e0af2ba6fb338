import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/http-error.ts';
import { assertValid } from './validation.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

/**
 * The public check behind a control sheet's QR code: anyone may ask, and learns only the plate,
 * the date, the result, the inspector's name and the last change. An unknown uuid is a 404 with
 * a Spanish message and the code `not_registered` (the page then says a sheet printed offline may
 * still be waiting to sync).
 */
const verificarRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(
    app,
    'verificar',
    async (request) => {
      assertValid(request);
      const found = await app.inspections.verificacion(request.params.uuid.toLowerCase());
      if (!found) throw new HttpError(404, INSPECTIONS_MSG.api.notRegistered, 'not_registered');
      return found;
    },
    { attachValidation: true },
  );
};

export default verificarRoute;
