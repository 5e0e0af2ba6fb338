import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { photoSha256 } from './photo-digest.ts';

const HASH = /^[0-9a-f]{64}$/;
/** A backup in progress older than this is taken for one that died: it no longer holds removals back. */
const STALE_HOLD_MS = 24 * 3600_000;

export interface PhotoFile {
  hash: string;
  /** Last write or reuse (epoch ms): a file reused by an upload in flight looks new. */
  modifiedAt: number;
}

/**
 * What the rest of the API needs of a photo store; small on purpose, so an S3-compatible backend
 * can implement it beside the folder one.
 */
export interface PhotoFileStore {
  /** Stores `bytes` durably under their SHA-256 and answers it; bytes already stored are reused, never rewritten. */
  put(bytes: Uint8Array): Promise<string>;
  get(hash: string): Promise<Buffer | undefined>;
  has(hash: string): Promise<boolean>;
  /** Removes the file unless it was written or reused after `unchangedSince` (an upload in flight); answers whether it went. */
  remove(hash: string, unchangedSince?: number): Promise<boolean>;
  list(): AsyncIterable<PhotoFile>;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The codes of `link` on a filesystem without hard links, where a rename takes its place. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'ENOSYS']);

/**
 * A file the sweep moved aside goes back under its name: linked (a copy an upload wrote there
 * meanwhile holds the same bytes and stays), or renamed where the filesystem has no hard links.
 */
async function putBack(aside: string, file: string): Promise<void> {
  try {
    await fs.promises.link(aside, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (NO_HARD_LINKS.has(code ?? '')) return fs.promises.rename(aside, file);
    if (code !== 'EEXIST') throw error;
  }
  await fs.promises.rm(aside, { force: true });
}

/**
 * Photos as files under one folder, `ab/abcdef…` (the first two hex digits spread them over 256
 * folders). A file is written to a private name in its folder, fsynced, linked to its hash (a link
 * never replaces an existing file) and the folder fsynced: when `put` answers, the file survives a
 * crash, so a row committed afterwards never names a missing file. Files are never rewritten;
 * they go only through `remove`, which the retention sweep calls for files no row names.
 */
export class PhotoFiles implements PhotoFileStore {
  constructor(readonly root: string) {}

  pathOf(hash: string): string {
    if (!HASH.test(hash)) throw new Error(`not a photo hash: ${hash.slice(0, 80)}`);
    return path.join(this.root, hash.slice(0, 2), hash);
  }

  async put(bytes: Uint8Array): Promise<string> {
    const hash = await photoSha256(bytes);
    const file = this.pathOf(hash);
    // Already stored: reused. Touching it makes a sweep running meanwhile leave it (see remove).
    const now = new Date();
    try {
      await fs.promises.utimes(file, now, now);
      return hash;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const dir = path.dirname(file);
    const created = await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    if (created) {
      await syncDirectory(path.dirname(created));
      if (created !== dir) await syncDirectory(this.root);
    }
    const temporary = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
    const handle = await fs.promises.open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.promises.link(temporary, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // EEXIST: the same bytes arrived at once from elsewhere. A filesystem without hard links: rename.
      if (NO_HARD_LINKS.has(code ?? '')) await fs.promises.rename(temporary, file);
      else if (code !== 'EEXIST') {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    }
    await fs.promises.rm(temporary, { force: true });
    await syncDirectory(dir);
    return hash;
  }

  async get(hash: string): Promise<Buffer | undefined> {
    try {
      return await fs.promises.readFile(this.pathOf(hash));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(hash: string): Promise<boolean> {
    try {
      await fs.promises.access(this.pathOf(hash));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Moves the file aside first, then looks at its time: an upload that reused it before the move
   * touched it (so it goes back), one after the move finds it missing and writes it again.
   */
  async remove(hash: string, unchangedSince?: number): Promise<boolean> {
    const file = this.pathOf(hash);
    const aside = path.join(path.dirname(file), `.gone-${hash}-${randomBytes(4).toString('hex')}`);
    try {
      await fs.promises.rename(file, aside);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    if (unchangedSince !== undefined && (await fs.promises.stat(aside)).mtimeMs > unchangedSince) {
      await putBack(aside, file);
      await syncDirectory(path.dirname(file));
      return false;
    }
    await fs.promises.rm(aside, { force: true });
    await syncDirectory(path.dirname(file));
    return true;
  }

  async *list(): AsyncIterable<PhotoFile> {
    let folders: string[];
    try {
      folders = (await fs.promises.readdir(this.root)).filter((name) => /^[0-9a-f]{2}$/.test(name)).sort();
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const folder of folders) {
      const names = (await fs.promises.readdir(path.join(this.root, folder)))
        .filter((name) => HASH.test(name) && name.startsWith(folder))
        .sort();
      for (const hash of names) {
        try {
          yield { hash, modifiedAt: (await fs.promises.stat(path.join(this.root, folder, hash))).mtimeMs };
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    }
  }

  /** Leftovers of a crash between writing and linking (or removing), older than `before`. */
  async removeLeftovers(before: number): Promise<number> {
    let removed = 0;
    let folders: string[] = [];
    try {
      folders = (await fs.promises.readdir(this.root)).filter((name) => /^[0-9a-f]{2}$/.test(name));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    for (const folder of folders) {
      for (const name of await fs.promises.readdir(path.join(this.root, folder))) {
        if (!name.startsWith('.tmp-') && !name.startsWith('.gone-')) continue;
        const file = path.join(this.root, folder, name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < before) {
          await fs.promises.rm(file, { force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }

  /**
   * A backup copying the files a database snapshot names holds removals back until it ends: the
   * snapshot may name a file that retention has since left unnamed. Answers the release.
   */
  async hold(): Promise<{ refresh: () => Promise<void>; release: () => Promise<void> }> {
    await fs.promises.mkdir(this.root, { recursive: true, mode: 0o700 });
    const file = path.join(this.root, `.hold-${process.pid}-${randomBytes(4).toString('hex')}`);
    await fs.promises.writeFile(file, '', { mode: 0o600 });
    return {
      refresh: async () => {
        const now = new Date();
        await fs.promises.utimes(file, now, now).catch(() => undefined);
      },
      release: async () => fs.promises.rm(file, { force: true }),
    };
  }

  /** Whether a backup holds removals back (holds older than a day are left by a backup that died). */
  async held(): Promise<boolean> {
    let names: string[];
    try {
      names = (await fs.promises.readdir(this.root)).filter((name) => name.startsWith('.hold-'));
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    for (const name of names) {
      const stat = await fs.promises.stat(path.join(this.root, name)).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs < STALE_HOLD_MS) return true;
    }
    return false;
  }
}
