import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import auditRoutes from './auditoria.ts';
import delitoRoutes from './delitos.ts';
import importRoutes from './importar.ts';
import listRoutes from './listas.ts';
import plateRoutes from './placa.ts';
import vehiculoRoutes from './vehiculos.ts';

/** Routes of the authority's own data. `GET delito` stays with the complaint lookups (routes/complaints/lookups.ts). */
const authorityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(delitoRoutes);
  await app.register(vehiculoRoutes);
  await app.register(importRoutes);
  await app.register(listRoutes);
  await app.register(plateRoutes);
  await app.register(auditRoutes);
};

export default authorityRoutes;
