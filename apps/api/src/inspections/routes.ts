import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import actualizarRoute from './actualizar.ts';
import inspectionRoute from './inspection.ts';
import lookupRoutes from './lookups.ts';
import verificarRoute from './verificar.ts';

const inspectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(lookupRoutes);
  await app.register(inspectionRoute);
  await app.register(actualizarRoute);
  await app.register(verificarRoute);
};

export default inspectionRoutes;
