import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { Verificacion, VerificarParams } from '@reclamos/shared-types/schemas/inspections';
import { HttpError } from '../../lib/http-error.ts';
import { errorResponses } from '../responses.ts';
import { assertValid } from './validation.ts';

/**
 * The public check behind a control sheet's QR code: anyone may ask, and learns only the plate,
 * the date, the result, the inspector's name and the last change. An unknown uuid is a 404 with
 * a Spanish message and the code `not_registered` (the page then says a sheet printed offline may
 * still be waiting to sync).
 */
const verificarRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/verificar/:uuid',
    {
      config: { capability: 'verifyInspection', rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } },
      attachValidation: true,
      schema: {
        tags: ['inspecciones'],
        summary: 'Verificar una ficha de control (público)',
        params: VerificarParams,
        response: { 200: Verificacion, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      assertValid(request);
      const found = await app.inspections.verificacion(request.params.uuid.toLowerCase());
      if (!found) throw new HttpError(404, MSG.inspections.api.notRegistered, 'not_registered');
      return found;
    },
  );
};

export default verificarRoute;
