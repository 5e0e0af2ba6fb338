import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import resumenRoute from './resumen.ts';

/** Principal's numbers. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(resumenRoute);
};

export default dashboardRoutes;
