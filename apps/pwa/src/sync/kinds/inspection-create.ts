import { postJson } from '../../api/outbox-http.ts';
import type { KindDefinition } from '../kind-definition.ts';
import { dayOf, readCreated, recordFromPayload, rememberListValue } from './inspection-records.ts';

/** An inspection's JSON is small: 30 s on a weak link is plenty. */
const TIMEOUT_MS = 30_000;

/**
 * An inspector's inspection: POST /api/inspection with the item's id as Idempotency-Key (it
 * becomes the inspection's public uuid, the one its control sheet's QR code carries).
 */
export const inspectionCreate: KindDefinition<'inspection.create'> = {
  tables: (db) => [db.inspections, db.propietarios, db.vehiculos, db.lookups],

  async onEnqueued(db, item) {
    const record = recordFromPayload(item.id, item.payload);
    await db.inspections.put({ uuid: item.id, day: dayOf(record.fecha), record, createdAt: item.createdAt, message: null });
    // Lookups without coverage find what was just typed (the server upserts its registry too).
    const { propietario, vehicle } = record;
    await db.propietarios.put({ ...propietario, updated_at: item.createdAt });
    await db.vehiculos.put({ ...vehicle, updated_at: item.createdAt });
    await rememberListValue(db, 'tipo', vehicle.tipo);
    await rememberListValue(db, 'marca', vehicle.marca);
    await rememberListValue(db, 'modelo', vehicle.modelo);
    await rememberListValue(db, 'linea', vehicle.linea);
  },

  async onSynced(db, item, body) {
    const created = readCreated(body);
    const row = await db.inspections.get(item.id);
    if (!row || !created) return;
    const record = { ...row.record, id: created.id, fecha: created.fecha };
    await db.inspections.put({ ...row, day: dayOf(created.fecha), record, message: null });
  },

  async onRejected(db, item, message) {
    await db.inspections.update(item.id, { message });
  },

  async onDiscarded(db, item) {
    await db.inspections.delete(item.id);
  },

  send(item, { token }) {
    return postJson({ path: 'inspection', body: item.payload.body, idempotencyKey: item.id, token, timeoutMs: TIMEOUT_MS });
  },
};
