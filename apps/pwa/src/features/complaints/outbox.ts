import { DEFAULT_PHOTO_EXTENSION, PHOTO_EXTENSIONS, type PhotoType } from '@reclamos/shared-types/complaints/values';
import { postMultipart } from '../../api/outbox-http.ts';
import { codeArrived } from '../../api/push-follow.ts';
import type { KindDefinition } from '../../sync/kind-definition.ts';
import type { ComplaintPayload } from './local-rows.ts';

/** At least 5 kB/s on a weak mobile link, plus 30 s to connect: past that the attempt is lost. */
export function uploadTimeoutMs(bytes: number): number {
  return 30_000 + Math.ceil(bytes / 5);
}

/** The multipart text fields, identical on every retry (the server hashes them). */
export function complaintFields(payload: ComplaintPayload): Record<string, string> {
  const fields: Record<string, string> = {
    cedula: payload.cedula,
    nombre: payload.nombre,
    telefono: payload.telefono,
    placa: payload.placa,
    delito_id: String(payload.delito_id),
    direccion: payload.direccion,
    descripcion: payload.descripcion,
    fecha: payload.fecha,
  };
  if (payload.lat !== undefined && payload.lng !== undefined) {
    fields.lat = String(payload.lat);
    fields.lng = String(payload.lng);
  }
  return fields;
}

/** A citizen's complaint: POST /api/formulario with its photo, no session. */
export const complaintCreate: KindDefinition<'complaint.create'> = {
  tables: (db) => [db.complaints, db.myIdentity, db.lookups],

  async onEnqueued(db, item) {
    const { payload } = item;
    const catalogue = await db.lookups.get('delito');
    const delito = catalogue?.key === 'delito' ? catalogue.value.find((entry) => entry.id === payload.delito_id)?.detalle : undefined;
    await db.complaints.put({
      uuid: item.id,
      fields: payload,
      status: 'pending',
      createdAt: item.createdAt,
      sentAt: null,
      serverId: null,
      message: null,
      ...(delito === undefined ? {} : { delito }),
    });
    // The person reporting typed their own data on this phone: remember it for next time.
    if (payload.cedula && (payload.nombre || payload.telefono)) {
      await db.myIdentity.put({
        cedula: payload.cedula,
        nombre: payload.nombre,
        telefono: payload.telefono,
        updatedAt: item.createdAt,
      });
    }
  },

  async onSynced(db, item, body, now) {
    // The acknowledgement and the receipt code land on the phone in one transaction (docs/offline.md).
    await db.complaints.update(item.id, {
      status: 'synced',
      sentAt: now,
      serverId: body.id,
      message: null,
      // The receipt code the citizen follows the case with (a replay answers the same one). A server
      // rolled back to a release before receipt codes answers none, whatever the contract says.
      codigo: body.codigo || null,
    });
    // A person who asked, while it waited, to hear of its changes follows it now that it has a code.
    if (body.codigo) void codeArrived(item.id, body.codigo);
  },

  async onRejected(db, item, message) {
    await db.complaints.update(item.id, { status: 'rejected', message });
  },

  async onDiscarded(db, item) {
    await db.complaints.delete(item.id);
  },

  send(item, { token }) {
    const photo = item.blobs.imagen;
    return postMultipart({
      endpoint: 'formulario',
      fields: complaintFields(item.payload),
      files: photo
        ? { imagen: { blob: photo, name: `${item.id}.${PHOTO_EXTENSIONS[photo.type as PhotoType] ?? DEFAULT_PHOTO_EXTENSION}` } }
        : {},
      idempotencyKey: item.id,
      token,
      timeoutMs: uploadTimeoutMs(photo?.size ?? 0),
    });
  },
};
