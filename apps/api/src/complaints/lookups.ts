import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { can } from '@reclamos/shared-types/permissions';
import { maskName } from './mask-name.ts';
import { delitoCatalogue } from '../authority/delitos.ts';
import { defineRoute } from '../platform/http/define-route.ts';

/**
 * The public form's lookups. Anonymous callers never get personal data: a person's nombre masked
 * to its initials (docs/decisions.md, The form), a vehicle's tipo, linea and numero only;
 * signed-in staff who see reports get all.
 */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'delito', async (request) => delitoCatalogue(app, request));

  defineRoute(app, 'searchpersona', async (request) => {
    const persona = await app.complaintLookups.findPersona(request.body.cedula);
    if (!persona) return { success: false };
    const staff = can(request.user, 'viewReports');
    return {
      success: true,
      persona: staff ? { nombre: persona.nombre, telefono: persona.telefono } : { nombre: maskName(persona.nombre) },
    };
  });

  defineRoute(app, 'searchvehiculo', async (request) => {
    const vehiculo = await app.complaintLookups.findVehiculo(request.body.placa.toUpperCase());
    if (!vehiculo) return { success: false };
    const { tipo, linea, numero, carnet, chofer } = vehiculo;
    return {
      success: true,
      vehiculo: can(request.user, 'viewReports') ? { tipo, linea, numero, carnet, chofer } : { tipo, linea, numero },
    };
  });
};

export default lookupRoutes;
