import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registryText } from './registry-text.ts';
import { defineRoute } from '../platform/http/define-route.ts';

/** `GET placa/{placa}` (ADMINISTRADOR, USUARIO, INSPECTOR): the plate normalised as the registry stores it. */
const plateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'plateHistory', async (request) => app.plateHistory.history(registryText(request.params.placa)));
};

export default plateRoutes;
