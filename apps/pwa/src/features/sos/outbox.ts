import { postJson } from '../../api/outbox-http.ts';
import type { KindDefinition } from '../../sync/kind-definition.ts';
import { forgetLocalSos, readLocalSos, updateLocalSos, writeLocalSos } from './sos-local.ts';

/** An SOS is a few hundred bytes: a short timeout lets the next attempt come sooner on a bad link. */
const TIMEOUT_MS = 15_000;

/**
 * A field user's SOS: POST /api/sos with the item's id as Idempotency-Key, sent and retried by the
 * outbox like every queued write until the server acknowledges it (never dropped, never twice).
 */
export const sosCreate: KindDefinition<'sos.create'> = {
  // Ahead of queued complaints and inspections: their photos can take minutes on a weak link.
  urgent: true,
  tables: (db) => [db.lookups],

  async onEnqueued(db, item) {
    await writeLocalSos(
      db,
      { uuid: item.id, userId: item.userId ?? 0, body: item.payload, id: null, status: 'queued', atendida: null, message: null },
      item.createdAt,
    );
  },

  async onSynced(db, item, created) {
    const current = await readLocalSos(db);
    // Attended already (the phone heard it before this answer was applied): keep that.
    if (current?.uuid === item.id && current.status === 'attended') return;
    await updateLocalSos(db, item.id, { id: created.id, status: 'sent', message: null });
  },

  async onRejected(db, item, message) {
    await updateLocalSos(db, item.id, { status: 'rejected', message });
  },

  async onDiscarded(db, item) {
    await forgetLocalSos(db, item.id);
  },

  send(item, { token }) {
    return postJson({ endpoint: 'sosCreate', body: item.payload, idempotencyKey: item.id, token, timeoutMs: TIMEOUT_MS });
  },
};
