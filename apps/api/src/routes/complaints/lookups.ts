import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { can } from '@reclamos/shared-types/permissions';
import {
  DelitoList,
  SearchPersonaBody,
  SearchPersonaResponse,
  SearchVehiculoBody,
  SearchVehiculoResponse,
} from '@reclamos/shared-types/schemas/complaints';
import { maskName } from '../../lib/mask-name.ts';
import { errorResponses } from '../responses.ts';

/**
 * The public form's lookups. Anonymous callers never get personal data (DESIGN.md): a person's
 * nombre masked to its initials (issue 12), a vehicle's tipo, linea and numero only; signed-in staff who see reports get all.
 */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicCall = { capability: 'submitComplaint', rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } } as const;
  const tags = ['reclamos'];

  app.get(
    '/delito',
    { config: publicCall, schema: { tags, summary: 'Catálogo de infracciones', response: { 200: DelitoList, ...errorResponses(429) } } },
    async () => app.catalog.listDelitos(),
  );

  app.post(
    '/searchpersona',
    {
      config: publicCall,
      schema: { tags, summary: 'Buscar persona por cédula', body: SearchPersonaBody, response: { 200: SearchPersonaResponse, ...errorResponses(429) } },
    },
    async (request) => {
      const persona = await app.catalog.findPersona(request.body.cedula);
      if (!persona) return { success: false };
      const staff = can(request.user, 'viewReports');
      return { success: true, persona: staff ? { nombre: persona.nombre, telefono: persona.telefono } : { nombre: maskName(persona.nombre) } };
    },
  );

  app.post(
    '/searchvehiculo',
    {
      config: publicCall,
      schema: { tags, summary: 'Buscar vehículo por placa', body: SearchVehiculoBody, response: { 200: SearchVehiculoResponse, ...errorResponses(429) } },
    },
    async (request) => {
      const vehiculo = await app.catalog.findVehiculo(request.body.placa.toUpperCase());
      if (!vehiculo) return { success: false };
      const { tipo, linea, numero, carnet, chofer } = vehiculo;
      return { success: true, vehiculo: can(request.user, 'viewReports') ? { tipo, linea, numero, carnet, chofer } : { tipo, linea, numero } };
    },
  );
};

export default lookupRoutes;
