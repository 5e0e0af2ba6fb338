import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTHORITY_PAGE_SIZE, VEHICULO_FIELDS, VEHICULO_LIMITS, type VehiculoField } from '@reclamos/shared-types/authority/values';
import { isUniqueViolation } from '../platform/database/connection.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { registryText } from './registry-text.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { actorOf } from './actor.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

/** The fields sent, stored as the registry stores texts; upper-casing must not outgrow a column. */
function registryFields(body: Partial<Record<VehiculoField, string>>): Partial<Record<VehiculoField, string>> {
  const fields: Partial<Record<VehiculoField, string>> = {};
  for (const field of VEHICULO_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const stored = registryText(value);
    if (stored.length > VEHICULO_LIMITS[field]) throw new HttpError(400, API.vehiculoFieldTooLong(field, VEHICULO_LIMITS[field]));
    fields[field] = stored;
  }
  return fields;
}

/** The vehicle registry for ADMINISTRADOR and USUARIO: list and search, add, correct. */
const vehiculoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'listVehiculos', async (request) => {
    const { q, pagina = 1, porPagina = AUTHORITY_PAGE_SIZE } = request.query;
    return app.vehicleRegistry.page(registryText(q), pagina, porPagina);
  });

  defineRoute(app, 'createVehiculo', async (request, reply) => {
    const placa = registryText(request.body.placa);
    const fields = registryFields(request.body);
    const record = { placa, ...Object.fromEntries(VEHICULO_FIELDS.map((field) => [field, fields[field] ?? ''])) } as {
      placa: string;
    } & Record<VehiculoField, string>;
    const actor = actorOf(request);
    const created = await app.db
      .transaction(async (trx) => {
        if (await app.vehicleRegistry.find(placa, trx)) throw new HttpError(409, API.vehiculoExists);
        const now = Date.now();
        await app.vehicleRegistry.insertMany([record], now, trx);
        await app.vehicleRegistry.growLists([record], now, trx);
        const vehiculo = await app.vehicleRegistry.find(placa, trx);
        if (!vehiculo) throw new Error('insert left no row');
        await recordAudit(trx, actor, { accion: 'crear', objeto: 'vehiculo', objetoId: placa, antes: null, despues: vehiculo }, now);
        return vehiculo;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, API.vehiculoExists);
        throw error;
      });
    return reply.code(201).send(created);
  });

  defineRoute(app, 'updateVehiculo', async (request) => {
    const placa = registryText(request.params.placa);
    const fields = registryFields(request.body);
    const actor = actorOf(request);
    return app.db.transaction(async (trx) => {
      const before = await app.vehicleRegistry.find(placa, trx);
      if (!before) throw new HttpError(404, API.vehiculoNotFound);
      const changed = Object.fromEntries(Object.entries(fields).filter(([field, value]) => before[field as VehiculoField] !== value));
      if (Object.keys(changed).length === 0) return before;
      const now = Date.now();
      await app.vehicleRegistry.update(placa, changed, now, trx);
      await app.vehicleRegistry.growLists([changed], now, trx);
      const after = await app.vehicleRegistry.find(placa, trx);
      if (!after) throw new HttpError(404, API.vehiculoNotFound);
      await recordAudit(trx, actor, { accion: 'modificar', objeto: 'vehiculo', objetoId: placa, antes: before, despues: after }, now);
      return after;
    });
  });
};

export default vehiculoRoutes;
