import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import formularioRoute from './formulario.ts';
import integridadFotosRoute from './integridad-fotos.ts';
import lookupRoutes from './lookups.ts';

const complaintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(lookupRoutes);
  await app.register(formularioRoute);
  await app.register(integridadFotosRoute);
};

export default complaintRoutes;
