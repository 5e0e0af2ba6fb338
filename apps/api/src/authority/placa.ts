import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registryText } from './registry-text.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { can } from '@reclamos/shared-types/permissions';

/**
 * `GET placa/{placa}` (ADMINISTRADOR, USUARIO, INSPECTOR): the plate normalised as the registry
 * stores it; the complainants' words only for those who work the cases.
 */
const plateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'plateHistory', async (request) =>
    app.plateHistory.history(registryText(request.params.placa), can(request.user, 'viewReports')),
  );
};

export default plateRoutes;
