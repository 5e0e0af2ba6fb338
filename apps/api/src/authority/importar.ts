import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IMPORT_LIMITS, VEHICULO_FIELDS } from '@reclamos/shared-types/authority/values';
import type { ImportResult } from '@reclamos/shared-types/authority/schemas';
import { HttpError } from '../platform/http/http-error.ts';
import multipartPlugin from '../platform/http/multipart-plugin.ts';
import { fileRows, planImport, platesOf, type FileRow, type ImportPlan } from './vehicle-import/import-plan.ts';
import { ImportReader } from './vehicle-import/import-reader.ts';
import { recordAuditMany } from '../platform/audit/audit-repository.ts';
import type { VehiculoRecord } from './vehicle-registry-repository.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { actorOf } from './actor.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

/** The one file of the multipart body (the part "archivo"), at most IMPORT_LIMITS.bytes. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, API.importNotMultipart);
  try {
    const file = await request.file({ limits: { fileSize: IMPORT_LIMITS.bytes, files: 1 } });
    if (!file) throw new HttpError(400, API.importFileRequired);
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new HttpError(400, API.importEmpty);
    return bytes;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, API.importTooLarge);
    throw error;
  }
}

const result = (plan: ImportPlan, simulado: boolean): ImportResult => ({ simulado, resumen: plan.resumen, filas: plan.rows });

/**
 * `POST vehiculos/importar`: an XLSX or CSV of vehicles. With `simular=1` it answers the plan and
 * changes nothing; without, it makes the plan again inside one transaction (against the registry
 * as it is then) and applies exactly it: creates, updates of the changed fields, one audit row per
 * vehicle created or updated (accion 'importar'). Refused rows are skipped, never half-applied.
 * The file is read in a worker thread under IMPORT_READ_SECONDS / IMPORT_READ_MEMORY_MB, and one
 * import runs at a time (reading and applying): another meanwhile is answered 429.
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this route and the complaint form read multipart bodies (multipart-plugin.ts says why here).
  await app.register(multipartPlugin);
  const reader = new ImportReader(app.config.importRead, app.log);
  defineRoute(app, 'importVehiculos', async (request) => {
    const actor = actorOf(request);
    const bytes = await readUpload(request);
    return reader.exclusive(async () => {
      const rows: FileRow[] = fileRows(await reader.read(bytes));
      const plates = platesOf(rows);
      if (request.query.simular === '1') return result(planImport(rows, await app.vehicleRegistry.findMany(plates)), true);

      const plan = await app.db.transaction(async (trx) => {
        const planned = planImport(rows, await app.vehicleRegistry.findMany(plates, trx));
        const now = Date.now();
        const creates: VehiculoRecord[] = planned.changes
          .filter((change) => change.before === null)
          .map(
            (change) =>
              ({
                placa: change.placa,
                ...Object.fromEntries(VEHICULO_FIELDS.map((field) => [field, change.set[field] ?? ''])),
              }) as VehiculoRecord,
          );
        await app.vehicleRegistry.insertMany(creates, now, trx);
        for (const change of planned.changes) {
          if (change.before !== null) await app.vehicleRegistry.update(change.placa, change.set, now, trx);
        }
        await app.vehicleRegistry.growLists(
          planned.changes.map((change) => change.set),
          now,
          trx,
        );
        const updatedAt = new Date(now).toISOString();
        await recordAuditMany(
          trx,
          actor,
          planned.changes.map((change) => {
            const base = change.before ?? { placa: change.placa, ...Object.fromEntries(VEHICULO_FIELDS.map((field) => [field, ''])) };
            const after = { ...base, ...change.set, updated_at: updatedAt };
            return { accion: 'importar', objeto: 'vehiculo', objetoId: change.placa, antes: change.before, despues: after };
          }),
          now,
        );
        return planned;
      });
      return result(plan, false);
    });
  });
};

export default importRoutes;
