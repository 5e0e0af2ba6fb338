import { postJson } from '../../api/outbox-http.ts';
import type { KindDefinition } from '../../sync/kind-definition.ts';
import { dayOf, recordFromPayload, rememberListValue } from './inspection-records.ts';

// The inspection feature's queued writes (docs/offline.md): the create and the edit of an inspection.

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

  async onSynced(db, item, created) {
    const row = await db.inspections.get(item.id);
    if (!row) return;
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
    return postJson({ endpoint: 'inspection', body: item.payload.body, idempotencyKey: item.id, token, timeoutMs: TIMEOUT_MS });
  },
};

/**
 * An edit of one's own inspection: POST /api/actualizar naming it by uuid, so it can be queued
 * while its create still waits (enqueued with `dependsOn` the create: an update waits for its
 * create, docs/offline.md "Order"). Only owner nombre, observacion and radicatoria travel.
 */
export const inspectionUpdate: KindDefinition<'inspection.update'> = {
  tables: (db) => [db.inspections, db.propietarios],

  async onEnqueued(db, item) {
    const { uuid, propietario, observacion, radicatoria } = item.payload;
    const row = await db.inspections.get(uuid);
    if (!row) return;
    const record = {
      ...row.record,
      propietario: { ...row.record.propietario, nombre: propietario?.nombre ?? row.record.propietario.nombre },
      observacion: observacion ?? row.record.observacion,
      radicatoria: radicatoria ?? row.record.radicatoria,
    };
    await db.inspections.put({ ...row, record, message: null });
    const owner = await db.propietarios.get(record.propietario.cedula);
    if (owner) await db.propietarios.put({ ...owner, nombre: record.propietario.nombre });
  },

  async onSynced(db, item, { inspection }) {
    // A later edit of the same inspection still queued: keep showing it, not this answer.
    const later = await db.outbox
      .filter((other) => other.id !== item.id && other.kind === 'inspection.update' && other.payload.uuid === inspection.uuid)
      .count();
    if (later > 0) return;
    const row = await db.inspections.get(inspection.uuid);
    await db.inspections.put({
      uuid: inspection.uuid,
      day: dayOf(inspection.fecha),
      record: inspection,
      createdAt: row?.createdAt ?? Date.parse(inspection.created_at),
      message: null,
    });
  },

  async onRejected(db, item, message) {
    await db.inspections.update(item.payload.uuid, { message });
  },

  // The edited values stay shown until the day is read again from the server.
  async onDiscarded() {},

  send(item, { token }) {
    return postJson({ endpoint: 'actualizar', body: item.payload, idempotencyKey: item.id, token, timeoutMs: TIMEOUT_MS });
  },
};
