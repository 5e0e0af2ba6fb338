import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import loginRoute from './login.ts';
import sessionRoutes from './session.ts';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(loginRoute);
  await app.register(sessionRoutes);
};

export default authRoutes;
