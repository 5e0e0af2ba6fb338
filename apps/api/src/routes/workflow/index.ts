import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import assignmentRoutes from './asignar-reclamo.ts';
import estadoRoutes from './estado-reclamo.ts';
import noteRoute from './nota-reclamo.ts';
import open311Routes from './open311.ts';
import reclamoRoute from './reclamo.ts';
import resumenRoute from './resumen.ts';
import seguimientoRoute from './seguimiento.ts';

/** The complaint workflow of issue 13. */
const workflowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(estadoRoutes);
  await app.register(assignmentRoutes);
  await app.register(noteRoute);
  await app.register(reclamoRoute);
  await app.register(resumenRoute);
  await app.register(seguimientoRoute);
  await app.register(open311Routes);
};

export default workflowRoutes;
