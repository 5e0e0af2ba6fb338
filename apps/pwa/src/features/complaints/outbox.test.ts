import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { NOW, harness } from '../../sync/engine.test-support.ts';

describe('complaint.create acknowledgement: the receipt code', () => {
  it('keeps the receipt code of the answer beside the complaint, with its server id', async () => {
    const { db, engine, add, script } = harness();
    const uuid = await add();
    script.push({ type: 'ok', status: 201, body: { message: 'Registado reclamo', id: 55, uuid, fecha: 'x', codigo: 'ABCD-2345' } });
    await engine.sync();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.complaints.get(uuid)).toMatchObject({ status: 'synced', serverId: 55, sentAt: NOW, codigo: 'ABCD-2345' });
  });

  it('stores no code when an older server answers without one', async () => {
    const { db, engine, add } = harness();
    const uuid = await add();
    await engine.sync();
    expect(await db.complaints.get(uuid)).toMatchObject({ status: 'synced', codigo: null });
  });
});

describe('complaint.create on the phone', () => {
  it("keeps the infraction's name from the phone's catalogue beside the queued complaint", async () => {
    const { db, add } = harness();
    await db.lookups.put({ key: 'delito', value: [{ id: 3, detalle: 'Cobro excesivo del pasaje' }], fetchedAt: NOW });
    const uuid = await add();
    expect((await db.complaints.get(uuid))?.fields.delito_id).toBe(3);
    expect(await db.complaints.get(uuid)).toMatchObject({ status: 'pending', delito: 'Cobro excesivo del pasaje' });
  });

  it('queues a complaint all the same when the phone holds no catalogue', async () => {
    const { db, add } = harness();
    const uuid = await add();
    expect(await db.complaints.get(uuid)).toMatchObject({ status: 'pending' });
    expect((await db.complaints.get(uuid))?.delito).toBeUndefined();
  });
});
