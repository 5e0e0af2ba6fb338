import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import formularioRoute from './formulario.ts';
import fotoOriginalRoute from './foto-original.ts';
import fotoRecuadrosRoutes from './foto-recuadros.ts';
import fotoSugerenciasRoute from './foto-sugerencias.ts';
import integridadFotosRoute from './integridad-fotos.ts';
import lookupRoutes from './lookups.ts';

const complaintRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(lookupRoutes);
  await app.register(formularioRoute);
  await app.register(integridadFotosRoute);
  await app.register(fotoRecuadrosRoutes);
  await app.register(fotoSugerenciasRoute);
  await app.register(fotoOriginalRoute);
};

export default complaintRoutes;
