import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import formularioRoute from './formulario.ts';
import lookupRoutes from './lookups.ts';

const complaintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(lookupRoutes);
  await app.register(formularioRoute);
};

export default complaintRoutes;
