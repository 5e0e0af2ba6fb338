import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../../platform/http/http-error.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

/** What an XLSX of 20,000 vehicles inflates to is a few MB; anything past these is refused. */
export const ZIP_LIMITS = { inflatedBytes: 64 * 1024 * 1024, entries: 2000 } as const;

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;

export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL;
}

const damaged = () => new HttpError(400, API.importDamaged);
const bomb = () => new HttpError(413, API.importZipBomb);

/** An opened XLSX archive: the entries of its central directory, read by name under one inflate budget. */
export interface ZipArchive {
  names: string[];
  /** Inflates the named entry (false when absent), handing each piece to `onChunk` as it comes. */
  read(name: string, onChunk: (chunk: Buffer) => void): Promise<boolean>;
  close(): void;
}

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zipfile) =>
      error || !zipfile ? reject(damaged()) : resolve(zipfile),
    );
  });
}

function entriesOf(zipfile: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zipfile.on('entry', (entry: Entry) => {
      entries.push(entry);
      zipfile.readEntry();
    });
    zipfile.on('end', () => resolve(entries));
    zipfile.on('error', () => reject(damaged()));
    zipfile.readEntry();
  });
}

/**
 * Opens a ZIP (an XLSX) with yauzl, which walks the central directory the end record points at,
 * and refuses, before anything is parsed: more than ZIP_LIMITS.entries entries (413); a central
 * directory holding more records than the end record declares (a hidden entry another reader
 * would inflate: 400); entries declaring more than the budget (413). Then EVERY entry is inflated
 * once, counting the bytes as they come out and stopping at ZIP_LIMITS.inflatedBytes (413); yauzl
 * also stops an entry that inflates past its declared size (413: headers that lie). Only then
 * does `read` hand out entries, each again counted against the budget while it inflates.
 */
export async function openZip(bytes: Buffer): Promise<ZipArchive> {
  const zipfile = await open(bytes);
  try {
    if (zipfile.entryCount > ZIP_LIMITS.entries) throw bomb();
    const entries = await entriesOf(zipfile);
    // The byte after the last record yauzl read is where the end record (or ZIP64's) starts; another
    // central record there is an entry the end record does not count.
    const after = (zipfile as unknown as { readEntryCursor: number }).readEntryCursor;
    if (after + 4 <= bytes.length && bytes.readUInt32LE(after) === CENTRAL) throw damaged();
    if (entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0) > ZIP_LIMITS.inflatedBytes) throw bomb();
    const files = entries.filter((entry) => !entry.fileName.endsWith('/'));

    let budget = ZIP_LIMITS.inflatedBytes;
    const inflate = (entry: Entry, onChunk: (chunk: Buffer) => void) =>
      new Promise<void>((resolve, reject) => {
        zipfile.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(damaged());
          stream.on('data', (chunk: Buffer) => {
            budget -= chunk.length;
            if (budget < 0) {
              stream.destroy();
              return reject(bomb());
            }
            try {
              onChunk(chunk);
            } catch (failure) {
              stream.destroy();
              reject(failure instanceof Error ? failure : damaged());
            }
          });
          stream.on('end', () => resolve());
          stream.on('error', (failure: Error) => reject(/too many bytes/.test(failure.message) ? bomb() : damaged()));
        });
      });

    for (const entry of files) await inflate(entry, () => undefined);
    budget = ZIP_LIMITS.inflatedBytes;
    return {
      names: files.map((entry) => entry.fileName),
      read: async (name, onChunk) => {
        const entry = files.find((file) => file.fileName === name);
        if (!entry) return false;
        await inflate(entry, onChunk);
        return true;
      },
      close: () => zipfile.close(),
    };
  } catch (error) {
    zipfile.close();
    throw error;
  }
}
