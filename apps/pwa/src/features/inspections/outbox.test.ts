import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import type { InspectionCreatePayload } from './local-rows.ts';
import { NOW, harness, http, session } from '../../sync/engine.test-support.ts';
import { enqueue } from '../../sync/enqueue.ts';

const INSPECTOR = { id: 7, nombre: 'JUAN INSPECTOR' };

function createPayload(overrides: Partial<InspectionCreatePayload['body']> = {}): InspectionCreatePayload {
  return {
    body: {
      fecha: new Date(NOW).toISOString(),
      ventanas: 'BUENO',
      puertas: 'BUENO',
      ventilacion: 'MALO',
      luz: 'BUENO',
      higiene: 'NO TIENE',
      triangulo: 'BUENO',
      calificacion: 'NO CUMPLE',
      observacion: 'SIN EXTINTOR',
      radicatoria: 'ORURO',
      propietario: { cedula: '4455667-1A', nombre: 'ANA QUISPE', categoria: 'B', seguro: 'FOCAT' },
      vehicle: { placa: '1234ABC', tipo: 'MINIBUS', marca: 'TOYOTA', modelo: 'HIACE', linea: 'LINEA 102' },
      ...overrides,
    },
    inspector: INSPECTOR,
  };
}

async function signedIn() {
  const h = harness();
  h.state.session = await session(INSPECTOR.id, 'token-7');
  const create = (payload = createPayload()) =>
    enqueue('inspection.create', payload, {}, { db: h.db, kinds: h.kinds, userId: INSPECTOR.id, now: NOW });
  return { ...h, create };
}

describe('inspection.create', () => {
  it('writes the pending row the table shows, the registry and the suggestion lists, with the outbox item', async () => {
    const { db, create } = await signedIn();
    const uuid = await create();
    expect(await db.outbox.get(uuid)).toMatchObject({ kind: 'inspection.create', userId: 7, status: 'pending' });
    const row = await db.inspections.get(uuid);
    expect(row).toMatchObject({ uuid, message: null, createdAt: NOW });
    expect(row?.record).toMatchObject({ id: 0, uuid, calificacion: 'NO CUMPLE', inspector: INSPECTOR, observacion: 'SIN EXTINTOR' });
    expect(row?.record.propietario).toEqual({ cedula: '4455667-1A', nombre: 'ANA QUISPE', categoria: 'B', seguro: 'FOCAT' });
    expect(row?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await db.propietarios.get('4455667-1A')).toMatchObject({ nombre: 'ANA QUISPE', seguro: 'FOCAT' });
    expect(await db.vehiculos.get('1234ABC')).toMatchObject({ marca: 'TOYOTA', linea: 'LINEA 102' });
    expect(await db.lookups.get('marca')).toMatchObject({ value: ['TOYOTA'] });
    expect(await db.lookups.get('linea')).toMatchObject({ value: ['LINEA 102'] });
  });

  it('is sent with its own id as the key and the inspector session; the answer sets the server id and fecha', async () => {
    const { db, engine, create, sent, script } = await signedIn();
    const uuid = await create();
    script.push({ type: 'ok', status: 201, body: { message: 'Creado correctamente', id: 42, uuid, fecha: '2026-11-20T12:00:00.000Z' } });
    await engine.sync();
    expect(sent).toEqual([{ id: uuid, token: 'token-7' }]);
    expect(await db.outbox.count()).toBe(0);
    const row = await db.inspections.get(uuid);
    expect(row?.record).toMatchObject({ id: 42, fecha: '2026-11-20T12:00:00.000Z' });
    expect(row?.day).toBe('2026-11-20');
  });

  it('is not sent with another user signed in on the phone', async () => {
    const { db, engine, create, sent, state } = await signedIn();
    const uuid = await create();
    state.session = await session(8, 'token-8');
    await engine.sync();
    expect(sent).toEqual([]);
    expect(await db.outbox.get(uuid)).toMatchObject({ status: 'pending' });
  });

  it('a refusal keeps it with the server message on the row', async () => {
    const { db, engine, create, script } = await signedIn();
    const uuid = await create();
    script.push(http(422, 'Esta inspección ya fue registrada con otros datos.'));
    await engine.sync();
    expect(await db.outbox.get(uuid)).toMatchObject({ status: 'rejected' });
    expect(await db.inspections.get(uuid)).toMatchObject({ message: 'Esta inspección ya fue registrada con otros datos.' });
  });
});

describe('inspection.update', () => {
  it('an edit of a still-pending create shows at once and is sent only after the create is acknowledged', async () => {
    const { db, engine, create, sent, script, state, kinds } = await signedIn();
    const uuid = await create();
    const editId = await enqueue(
      'inspection.update',
      { uuid, propietario: { nombre: 'ANA QUISPE MAMANI' }, observacion: 'CORREGIDO', radicatoria: 'CARACOLLO' },
      {},
      { db, kinds, userId: 7, dependsOn: uuid, now: NOW + 1 },
    );
    const row = await db.inspections.get(uuid);
    expect(row?.record).toMatchObject({ observacion: 'CORREGIDO', radicatoria: 'CARACOLLO' });
    expect(row?.record.propietario.nombre).toBe('ANA QUISPE MAMANI');
    expect(await db.propietarios.get('4455667-1A')).toMatchObject({ nombre: 'ANA QUISPE MAMANI' });

    // The create fails (no coverage): the edit must not go before it.
    script.push({ type: 'network', error: 'TypeError: Failed to fetch' });
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([uuid]);

    state.now += 60_000;
    const server: Inspection = { ...row!.record, id: 42, observacion: 'CORREGIDO', updated_at: '2026-11-22T15:00:00.000Z' };
    script.push({ type: 'ok', status: 201, body: { message: 'Creado correctamente', id: 42, uuid, fecha: row!.record.fecha } });
    script.push({ type: 'ok', status: 200, body: { message: 'Modificado correctamente', inspection: server } });
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([uuid, uuid, editId]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.inspections.get(uuid))?.record).toMatchObject({ id: 42, updated_at: '2026-11-22T15:00:00.000Z' });
  });

  it('the answer to an edit does not hide a later edit still queued', async () => {
    const { db, engine, create, script, kinds } = await signedIn();
    const uuid = await create();
    script.push({ type: 'ok', status: 201, body: { message: 'Creado correctamente', id: 5, uuid, fecha: new Date(NOW).toISOString() } });
    await engine.sync();
    const first = await enqueue('inspection.update', { uuid, observacion: 'PRIMERA' }, {}, { db, kinds, userId: 7, now: NOW + 1 });
    await enqueue('inspection.update', { uuid, observacion: 'SEGUNDA' }, {}, { db, kinds, userId: 7, dependsOn: first, now: NOW + 2 });
    const stale = { ...(await db.inspections.get(uuid))!.record, observacion: 'PRIMERA' };
    script.push({ type: 'ok', status: 200, body: { message: 'Modificado correctamente', inspection: stale } });
    script.push({ type: 'network', error: 'offline' });
    await engine.sync();
    expect((await db.inspections.get(uuid))?.record.observacion).toBe('SEGUNDA');
  });
});
