import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { stalledUpload, wholeComplaint } from '../support/raw-uploads.ts';

/**
 * Slow and stalled complaint bodies, over real sockets from several loopback addresses (Linux
 * answers all of 127.0.0.0/8): four upload slots, so one address may hold one, and a body that
 * stalls for the one-second window is cut; an address may file three complaints (20 MB) an hour.
 * Before these limits, four connections sending a few bytes and then nothing held every slot for
 * as long as they liked and every citizen got 429.
 */
describe.each(engines())('slow and stalled uploads on %s', (engine) => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp(engine, {
      FORMULARIO_MAX_CONCURRENT_UPLOADS: '4',
      FORMULARIO_MAX_CONCURRENT_UPLOADS_PER_ADDRESS: '1',
      FORMULARIO_STALL_SECONDS: '1',
      // No waiting for a slot: these tests look at the share and the stall cut alone (upload-queue.test.ts waits).
      FORMULARIO_QUEUE_SECONDS: '0',
      FORMULARIO_MAX_PER_HOUR: '3',
      FORMULARIO_MAX_MB_PER_HOUR: '20',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  const stalled = (address: string) => stalledUpload(port, address);
  const complaint = (address: string) => wholeComplaint(port, address);

  it('lets one address hold only its share of the upload slots, so a citizen elsewhere still gets through', async () => {
    const first = stalled('127.0.0.11');
    const more = [stalled('127.0.0.11'), stalled('127.0.0.11'), stalled('127.0.0.11')];
    // The same address's other bodies are turned away at once: its one slot is taken.
    expect(await Promise.all(more.map((attempt) => attempt.answer))).toEqual([429, 429, 429]);
    const citizen = await complaint('127.0.0.12');
    expect(citizen.status, citizen.message).toBe(201);
    for (const attempt of [first, ...more]) attempt.req.destroy();
  });

  it('charges the hour only what arrived: bodies announced and never sent leave the address its quota', async () => {
    // Uploads announcing 8 MB each and then sending nothing: the quota reserves what they
    // announce while they are read, and gives it back when they are cut. Before, each one kept
    // its 8 MB and its upload for the hour, and a few of them blocked a carrier's address.
    for (let i = 0; i < 3; i++) expect(await stalled('127.0.0.31').answer).toBe('closed');
    await sleep(200);
    for (let i = 0; i < 3; i++) {
      const citizen = await complaint('127.0.0.31');
      expect(citizen.status, citizen.message).toBe(201);
    }
    // Whole uploads are still counted: the fourth of the hour is refused.
    expect(await complaint('127.0.0.31')).toEqual({ status: 429, message: COMPLAINTS_MSG.server.quota(60) });
  });

  it('cuts a body that stops arriving, freeing its slot for the next citizen', async () => {
    const attackers = ['127.0.0.21', '127.0.0.22', '127.0.0.23', '127.0.0.24'].map(stalled);
    // Every slot held: the next citizen is told the server is busy...
    const busy = await complaint('127.0.0.25');
    expect(busy).toEqual({ status: 429, message: COMPLAINTS_MSG.server.uploadsBusy });
    // ...until the stall window cuts the stalled bodies (about a second, not for ever).
    expect(await Promise.all(attackers.map((attempt) => attempt.answer))).toEqual(['closed', 'closed', 'closed', 'closed']);
    expect((await complaint('127.0.0.25')).status).toBe(201);
  });
});
