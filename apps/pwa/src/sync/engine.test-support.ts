import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import type { SendResult } from '../api/outbox-http.ts';
import { ReclamosDatabase } from '../db/database.ts';
import { SyncEngine } from './engine.ts';
import { enqueue, type EnqueueOptions } from './enqueue.ts';
import { onSyncOutcome, type SyncOutcomeEvent } from './events.ts';
import type { KindRegistry } from './kind-definition.ts';
// The engine is tested with the app's real kinds of queued writes (a test may know the features).
import { complaintCreate } from '../features/complaints/outbox.ts';
import type { ComplaintPayload } from '../features/complaints/local-rows.ts';
import { inspectionCreate, inspectionUpdate } from '../features/inspections/outbox.ts';
import { sosCreate } from '../features/sos/outbox.ts';
import { NO_SESSION, sha256Hex, type SyncSession } from './session.ts';

/** The engine tests' harness: a fresh fake-indexeddb database per test, a scripted sender. */
export const NOW = 1_800_000_000_000;

export function payload(overrides: Partial<ComplaintPayload> = {}): ComplaintPayload {
  return {
    cedula: '4455667',
    nombre: 'ANA QUISPE',
    telefono: '70123456',
    placa: '1234ABC',
    delito_id: 3,
    direccion: 'Av. 6 de Agosto',
    descripcion: 'Cobró de más',
    fecha: new Date(NOW).toISOString(),
    ...overrides,
  };
}

export const ok = (id: number, uuid: string): SendResult => ({
  type: 'ok',
  status: 201,
  body: { message: 'Registado reclamo', id, uuid, fecha: 'y' },
});
export const http = (
  status: number,
  message = `mensaje ${status}`,
  code: string | null = null,
  retryAfterMs: number | null = null,
): SendResult => ({
  type: 'http',
  status,
  message,
  code,
  retryAfterMs,
});

export async function session(userId: number, token: string): Promise<SyncSession> {
  return { token, userId, tokenHash: await sha256Hex(token) };
}

const opened: ReclamosDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

/** An engine on a fresh fake-indexeddb database whose sender answers from a script. */
export function harness(options: { lock?: <T>(work: () => Promise<T>) => Promise<T>; db?: ReclamosDatabase } = {}) {
  const db = options.db ?? new ReclamosDatabase(`test-${crypto.randomUUID()}`);
  opened.push(db);
  const state = { now: NOW, session: NO_SESSION, online: true, timerMs: null as number | null, sendMs: 1 };
  const script: SendResult[] = [];
  const sent: { id: string; token: string | null }[] = [];
  let serverId = 100;
  const send = async (item: { id: string }, auth: { token: string | null }): Promise<SendResult> => {
    sent.push({ id: item.id, token: auth.token });
    await new Promise((resolve) => setTimeout(resolve, state.sendMs));
    serverId += 1;
    return script.shift() ?? ok(serverId, item.id);
  };
  // The scripted sender stands in for every kind's: each attempt gets the answer the test scripted.
  const kinds: KindRegistry = {
    'complaint.create': { ...complaintCreate, send: send as KindRegistry['complaint.create']['send'] },
    'inspection.create': { ...inspectionCreate, send: send as KindRegistry['inspection.create']['send'] },
    'inspection.update': { ...inspectionUpdate, send: send as KindRegistry['inspection.update']['send'] },
    'sos.create': { ...sosCreate, send: send as KindRegistry['sos.create']['send'] },
  };
  const engine = new SyncEngine({
    db,
    kinds,
    now: () => state.now,
    random: () => 0.5,
    session: async () => state.session,
    isOnline: () => state.online,
    ...(options.lock ? { lock: options.lock } : { lock: (work) => work() }),
    setTimer: (_run, ms) => {
      state.timerMs = ms;
      return ms;
    },
    clearTimer: () => {
      state.timerMs = null;
    },
  });
  let clock = 0;
  const add = (overrides: Partial<ComplaintPayload> = {}, extra: EnqueueOptions = {}) => {
    clock += 1;
    return enqueue(
      'complaint.create',
      payload(overrides),
      { imagen: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }) },
      {
        db,
        kinds,
        now: state.now - 1000 + clock,
        ...extra,
      },
    );
  };
  return { db, engine, state, script, sent, add, kinds };
}

export function recordEvents() {
  const events: SyncOutcomeEvent[] = [];
  const stop = onSyncOutcome((event) => events.push(event));
  return { events, stop };
}
