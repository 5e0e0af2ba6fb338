import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import assignmentRoutes from './asignar-reclamo.ts';
import estadoRoutes from './estado-reclamo.ts';
import noteRoute from './nota-reclamo.ts';
import open311Routes from './open311.ts';
import reclamoRoute from './reclamo.ts';
import reportRoutes from './reports.ts';
import seguimientoRoute from './seguimiento.ts';
import suscripcionRoutes from './push/suscripcion.ts';

/** A complaint's case: the staff's report, states, assignment, notes; the citizen's follow-up and its pushes; Open311. */
const casesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reportRoutes);
  await app.register(estadoRoutes);
  await app.register(assignmentRoutes);
  await app.register(noteRoute);
  await app.register(reclamoRoute);
  await app.register(seguimientoRoute);
  await app.register(suscripcionRoutes);
  await app.register(open311Routes);
};

export default casesRoutes;
