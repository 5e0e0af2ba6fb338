import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { NOW, harness } from '../../sync/engine.test-support.ts';

describe('complaint.create acknowledgement (issue 13: receipt code)', () => {
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
