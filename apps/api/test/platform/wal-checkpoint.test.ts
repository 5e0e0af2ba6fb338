import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../src/platform/database/connection.ts';
import type { CheckpointProgress } from '../../src/platform/database/wal-checkpointer.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { submitComplaint } from '../support/complaints.ts';

/** A noisy JPEG of ~0.3 MB: a dozen complaints with it fill more than 1,000 WAL pages. */
async function heavyPhoto(): Promise<Buffer> {
  const width = 700;
  const height = 500;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i * 104729) >>> 7)) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Asks the worker for a checkpoint until one leaves every committed frame copied (a reader may delay it). */
async function copiedAll(t: TestApp): Promise<CheckpointProgress> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const progress = await t.app.walCheckpointer!.checkpointNow();
    if (progress.checkpointed === progress.log) return progress;
    if (Date.now() > deadline) throw new Error(`checkpoint stuck at ${JSON.stringify(progress)}`);
    // Paces this bounded poll (it gives up at the deadline).
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * SQLite's checkpoints ran inside the commit that crossed 1,000 WAL pages, on the event loop; a
 * worker thread with its own connection does them now (db/wal-checkpointer.ts).
 */
describe('WAL checkpoints off the event loop (sqlite)', () => {
  let t: TestApp;
  let photo: Buffer;
  let wal: string;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    photo = await heavyPhoto();
    wal = path.join(t.config.dataDir, `${SQLITE_FILE}-wal`);
  });
  afterAll(async () => t.close());

  const batch = async (tag: string) => {
    for (let i = 0; i < 12; i++)
      await submitComplaint(t.app, { placa: `${1000 + i}${tag}` }, { name: 'foto.jpg', type: 'image/jpeg', bytes: photo });
  };

  it('the writer never checkpoints; the worker copies every committed frame into the database file', async () => {
    expect(await t.app.db.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
    const before = t.app.walCheckpointer?.copyingReports ?? 0;
    await batch('CKA');
    // The timer's own rounds copy the batch's frames (their reports reach this thread as messages,
    // after the requests that kept its event loop busy).
    await expect.poll(() => t.app.walCheckpointer?.copyingReports ?? 0, { timeout: 5000 }).toBeGreaterThan(before);
    expect((await copiedAll(t)).log).toBeGreaterThan(0);
  });

  it('the WAL starts over once copied instead of growing with every complaint', async () => {
    for (const tag of ['CKB', 'CKC', 'CKD', 'CKE']) {
      await batch(tag);
      await copiedAll(t);
    }
    // Five batches written, each after a checkpoint that copied every frame. Growing with every
    // complaint, the file would hold five batches; starting over, one, or two where a timer round
    // happened to hold the checkpoint lock at the batch's first commit (the restart then waits for
    // the next commit after a copy, which a loaded machine makes likelier). Under three is only
    // reached by starting over.
    expect(fs.statSync(wal).size).toBeLessThan(3 * 12 * photo.length);
    expect(await t.app.db('reclamos').where('placa', 'like', '%CK_').count({ n: '*' })).toEqual([{ n: 60 }]);
  });

  it('hands checkpoints back to the writer if the worker stops', async () => {
    const checkpointer = t.app.walCheckpointer;
    if (!checkpointer) throw new Error('no checkpointer on sqlite');
    await checkpointer['worker'].terminate();
    // The writer takes them back when the worker's exit is handled, which may come just after.
    await expect.poll(() => t.app.db.raw('PRAGMA wal_autocheckpoint'), { timeout: 5000 }).toEqual([{ wal_autocheckpoint: 1000 }]);
  });
});
