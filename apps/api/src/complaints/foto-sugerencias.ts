import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineRoute } from '../platform/http/define-route.ts';
import { detectionState, photoOf } from './photo-of.ts';

/** The face detector's boxes for a complaint's photo, whether or not staff kept them. */
const fotoSugerenciasRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'fotoSugerencias', async (request) => {
    const row = await photoOf(app, request.params.id);
    return { estado: detectionState(app, row), recuadros: row.sugerencias ?? [] };
  });
};

export default fotoSugerenciasRoute;
