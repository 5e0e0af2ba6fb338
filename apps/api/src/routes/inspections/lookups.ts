import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InspectionList,
  LineaList,
  ListInspParams,
  MarcaList,
  ModeloList,
  PropietarioLookup,
  PropietarioParams,
  RegistroQuery,
  RegistroResponse,
  TipoList,
  VehicleLookup,
  VehicleParams,
} from '@reclamos/shared-types/schemas/inspections';
import { MSG } from '@reclamos/shared-types/messages';
import { HttpError } from '../../lib/http-error.ts';
import { startOfZonedDay } from '../../lib/zoned-time.ts';
import { bearer, errorResponses, sendJsonText, SIGNED_IN } from '../responses.ts';
import { upper } from './normalize.ts';
import { assertValid } from './validation.ts';

/** How far back each registry download reaches before `since`, so a late commit is never missed. */
export const REGISTRY_OVERLAP_MS = 5 * 60_000;

/**
 * The reads of the inspection screen: the day's list, the owner and vehicle lookups, the four
 * suggestion lists and the incremental registry download the phone keeps for offline use.
 */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { capability: 'useInspections' } as const;
  const tags = ['inspecciones'];
  const security = bearer;
  const zone = app.config.timeZone;

  app.get(
    '/listInsp/:fecha',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Inspecciones de un día de Bolivia (AAAA-MM-DD), las más recientes primero',
        security,
        params: ListInspParams,
        response: { 200: InspectionList, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const { fecha } = request.params;
      const from = startOfZonedDay(fecha, zone);
      const to = startOfZonedDay(nextDay(fecha), zone);
      if (Number.isNaN(from) || Number.isNaN(to)) throw new HttpError(400, MSG.inspections.api.invalidDate);
      return sendJsonText(reply, await app.inspections.listBetweenJson(from, to));
    },
  );

  app.get(
    '/propietario/:cedula',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Propietario por cédula (null si no está registrado)',
        security,
        params: PropietarioParams,
        response: { 200: PropietarioLookup, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => {
      assertValid(request);
      return (await app.registry.findPropietario(upper(request.params.cedula))) ?? null;
    },
  );

  app.get(
    '/vehicle/:placa',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Vehículo por placa (null si no está registrado)',
        security,
        params: VehicleParams,
        response: { 200: VehicleLookup, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => {
      assertValid(request);
      return (await app.registry.findVehicle(upper(request.params.placa))) ?? null;
    },
  );

  const listSchema = (summary: string, list: typeof TipoList | typeof MarcaList | typeof ModeloList | typeof LineaList) => ({
    tags,
    summary,
    security,
    response: { 200: list, ...errorResponses(...SIGNED_IN) },
  });
  app.get('/listTipo', { config, schema: listSchema('Tipos de vehículo', TipoList) }, () => app.registry.listTipos());
  app.get('/listMarca', { config, schema: listSchema('Marcas', MarcaList) }, () => app.registry.listMarcas());
  app.get('/listModelo', { config, schema: listSchema('Modelos', ModeloList) }, () => app.registry.listModelos());
  app.get('/listLinea', { config, schema: listSchema('Líneas', LineaList) }, () => app.registry.listLineas());

  app.get(
    '/registro',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Propietarios, vehículos y listas cambiados desde `since` (ms), para usar sin conexión',
        security,
        querystring: RegistroQuery,
        response: { 200: RegistroResponse, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => {
      assertValid(request);
      // Taken before reading: anything committed after this instant comes in the next download.
      const serverTime = Date.now();
      const since = request.query.since ?? 0;
      const from = since > 0 ? since - REGISTRY_OVERLAP_MS : 0;
      const [propietarios, vehiculos, lists] = [
        await app.registry.propietariosSince(from),
        await app.registry.vehiclesSince(from),
        await app.registry.lookupsSince(from),
      ];
      return { serverTime, propietarios, vehiculos, ...lists };
    },
  );
};

export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export default lookupRoutes;
