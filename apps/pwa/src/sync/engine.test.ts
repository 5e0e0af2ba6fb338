import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { NotRejectedError, discardRejected } from './enqueue.ts';
import { NOW, harness, http, recordEvents } from './engine.test-support.ts';
import { MSG } from '@reclamos/shared-types/messages';

describe('enqueue', () => {
  it('writes the outbox item and the pending local row together, and remembers the owner', async () => {
    const { db, add } = harness();
    const id = await add();
    const item = await db.outbox.get(id);
    expect(item).toMatchObject({ kind: 'complaint.create', status: 'pending', attempts: 0, userId: null, lastError: null });
    expect(item?.blobs.imagen).toBeInstanceOf(Blob);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await db.complaints.get(id)).toMatchObject({ status: 'pending', sentAt: null, serverId: null });
    expect(await db.myIdentity.get('4455667')).toMatchObject({ nombre: 'ANA QUISPE', telefono: '70123456' });
  });

  it('writes nothing when the transaction fails', async () => {
    const { db, add } = harness();
    await expect(add({}, { replaces: 'no-such-item' })).rejects.toBeInstanceOf(NotRejectedError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.complaints.count()).toBe(0);
  });
});

describe('SyncEngine outcomes', () => {
  it('2xx → deletes the item and marks the local row synced with the server id, in one go', async () => {
    const { db, engine, add, sent } = harness();
    const { events, stop } = recordEvents();
    const id = await add();
    await engine.sync();
    stop();
    expect(sent).toEqual([{ id, token: null }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.complaints.get(id)).toMatchObject({ status: 'synced', serverId: 101, sentAt: NOW });
    expect(events).toEqual([{ id, kind: 'complaint.create', outcome: 'synced', message: null }]);
  });

  it('2xx that does not name the item (captive portal, {}, 204) → kept with backoff, the local row stays pending', async () => {
    const { db, engine, add, script, sent, state } = harness();
    const id = await add();
    const bodies: unknown[] = ['<html>Portal cautivo</html>', {}, null];
    for (const [index, body] of bodies.entries()) {
      script.push({ type: 'ok', status: index === 2 ? 204 : 200, body });
      await engine.sync();
      expect(await db.outbox.get(id)).toMatchObject({ status: 'pending', attempts: index + 1, lastError: MSG.sync.unacknowledged });
      expect(await db.complaints.get(id)).toMatchObject({ status: 'pending', serverId: null });
      state.now += 3_600_000;
    }
    // The real answer, naming the item, takes it out.
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([id, id, id, id]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.complaints.get(id)).toMatchObject({ status: 'synced' });
  });

  it('network error → kept with attempts 1, retried 5 s later, and the run stops there', async () => {
    const { db, engine, add, script, sent, state } = harness();
    const first = await add();
    const second = await add();
    script.push({ type: 'network', error: 'TypeError: Failed to fetch' });
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([first]);
    expect(await db.outbox.get(first)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: NOW + 5_000,
      lastError: 'TypeError: Failed to fetch',
    });
    expect(await db.outbox.get(second)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(state.timerMs).toBe(5_000);

    state.now += 5_000;
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([first, first, second]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('5xx → kept with backoff while the next item still goes', async () => {
    const { db, engine, add, script } = harness();
    const first = await add();
    const second = await add();
    script.push(http(503));
    await engine.sync();
    expect(await db.outbox.get(first)).toMatchObject({ status: 'pending', attempts: 1, lastError: '503 mensaje 503' });
    expect(await db.complaints.get(first)).toMatchObject({ status: 'pending' });
    expect(await db.complaints.get(second)).toMatchObject({ status: 'synced' });
  });

  it('backs off 5 s, 15 s, 1 min, 5 min, then 15 min forever, never dropping the item', async () => {
    const { db, engine, add, script, state } = harness();
    const id = await add();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      script.push(http(500));
      await engine.sync();
      const item = await db.outbox.get(id);
      waits.push((item?.nextAttemptAt ?? 0) - state.now);
      state.now = item?.nextAttemptAt ?? state.now;
    }
    expect(waits).toEqual([5_000, 15_000, 60_000, 300_000, 900_000, 900_000, 900_000, 900_000]);
    expect(await db.outbox.get(id)).toMatchObject({ status: 'pending', attempts: 8 });
  });

  it('does not send an item before its time', async () => {
    const { engine, add, script, sent } = harness();
    await add();
    script.push(http(502));
    await engine.sync();
    await engine.sync();
    expect(sent).toHaveLength(1);
  });

  it('429 → waits at least Retry-After, and no item goes meanwhile', async () => {
    const { db, engine, add, script, sent, state } = harness();
    const first = await add();
    await add();
    script.push(http(429, 'Demasiadas solicitudes.', null, 120_000));
    await engine.sync();
    expect(await db.outbox.get(first)).toMatchObject({ nextAttemptAt: NOW + 120_000, attempts: 1 });
    expect(state.timerMs).toBe(120_000);
    state.now += 60_000;
    await engine.sync();
    expect(sent).toHaveLength(1);
    state.now += 60_000;
    await engine.sync();
    expect(sent).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('409 idempotency_in_flight → kept; other 409 → rejected', async () => {
    const { db, engine, add, script } = harness();
    const first = await add();
    const second = await add();
    script.push(http(409, 'en curso', 'idempotency_in_flight'), http(409, 'conflicto'));
    await engine.sync();
    expect(await db.outbox.get(first)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await db.outbox.get(second)).toMatchObject({ status: 'rejected', lastError: 'conflicto' });
  });

  it('422 → rejected with the server message, kept on the device, never sent again', async () => {
    const { db, engine, add, script, sent, state } = harness();
    const { events, stop } = recordEvents();
    const id = await add();
    script.push(http(422, 'Este reclamo ya fue registrado con otros datos.'));
    await engine.sync();
    stop();
    expect(await db.outbox.get(id)).toMatchObject({ status: 'rejected', lastError: 'Este reclamo ya fue registrado con otros datos.' });
    expect(await db.complaints.get(id)).toMatchObject({ status: 'rejected', message: 'Este reclamo ya fue registrado con otros datos.' });
    expect(events[0]).toMatchObject({ outcome: 'rejected', message: 'Este reclamo ya fue registrado con otros datos.' });
    expect(state.timerMs).toBeNull();
    state.now += 86_400_000;
    await engine.sync();
    expect(sent).toHaveLength(1);
  });

  it('a rejected item is corrected (replaced in one transaction) or discarded by the person', async () => {
    const { db, engine, add, script, kinds } = harness();
    const rejected = await add({ delito_id: 999 });
    script.push(http(400, 'Debe seleccionar Infraccion.'));
    await engine.sync();
    const corrected = await add({ delito_id: 3 }, { replaces: rejected });
    expect(await db.outbox.get(rejected)).toBeUndefined();
    expect(await db.complaints.get(rejected)).toBeUndefined();
    await engine.sync();
    expect(await db.complaints.get(corrected)).toMatchObject({ status: 'synced' });

    const other = await add();
    script.push(http(413, 'La imagen supera el tamaño máximo de 8 MB.'));
    await engine.sync();
    await discardRejected(other, { db, kinds });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.complaints.get(other)).toBeUndefined();
  });

  it('refuses to discard an item that was not rejected', async () => {
    const { db, add, kinds } = harness();
    const id = await add();
    await expect(discardRejected(id, { db, kinds })).rejects.toBeInstanceOf(NotRejectedError);
    expect(await db.outbox.get(id)).toBeDefined();
  });

  it('sends again an item a crash left "sending"', async () => {
    const { db, engine, add, sent } = harness();
    const id = await add();
    await db.outbox.update(id, { status: 'sending' });
    await engine.sync();
    expect(sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends nothing while the device is offline; the online event runs it', async () => {
    const { engine, add, sent, state } = harness();
    state.online = false;
    await add();
    await engine.sync();
    expect(sent).toHaveLength(0);
    expect(state.timerMs).toBeNull();
    state.online = true;
    await engine.sync();
    expect(sent).toHaveLength(1);
  });
});
