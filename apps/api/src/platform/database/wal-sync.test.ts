import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalSync } from './wal-sync.ts';

describe('WalSync', () => {
  let dir: string;
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a failed fsync fails only the callers it covered: the one queued behind it and every later one sync on their own', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
    const wal = path.join(dir, 'db.sqlite-wal');
    fs.writeFileSync(wal, 'frames');
    const walSync = new WalSync(wal);
    await walSync.sync(); // opens the handle
    // Node does not export the FileHandle class: its prototype is an open handle's.
    const probe = await fs.promises.open(wal, 'r');
    const handlePrototype = Object.getPrototypeOf(probe) as fs.promises.FileHandle;
    await probe.close();
    const handleSync = vi.spyOn(handlePrototype, 'sync');
    handleSync.mockRejectedValueOnce(Object.assign(new Error('EIO'), { code: 'EIO' }));

    const covered = walSync.sync();
    const queued = walSync.sync();
    await expect(covered).rejects.toThrow('EIO');
    await expect(queued).resolves.toBeUndefined();

    // Later callers, overlapping as under load, get their own outcome too.
    const later = [walSync.sync(), walSync.sync(), walSync.sync()];
    await expect(Promise.all(later)).resolves.toEqual([undefined, undefined, undefined]);
    await walSync.close();
  });
});
