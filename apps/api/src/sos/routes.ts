import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sosAtenderRoute from './sos-atender.ts';
import sosCreateRoute from './sos-create.ts';
import sosReadRoutes from './sos-read.ts';

const sosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sosCreateRoute);
  await app.register(sosReadRoutes);
  await app.register(sosAtenderRoute);
};

export default sosRoutes;
