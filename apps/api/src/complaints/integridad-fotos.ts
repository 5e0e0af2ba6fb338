import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineRoute } from '../platform/http/define-route.ts';

/** The photo-integrity check's last result for an ADMINISTRADOR; a run now when none has finished since the start. */
const integridadFotosRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'integridadFotos', async () => {
    const last = app.lastPhotoCheck() ?? (await app.checkPhotos());
    return { fecha: last.at, revisadas: last.checked, selladas: last.sealed, alteradas: last.altered, perdidas: last.missing };
  });
};

export default integridadFotosRoute;
