import zlib from 'node:zlib';
import { HttpError } from '../../platform/http/http-error.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

/** What an XLSX of 20,000 vehicles inflates to is a few MB; anything past these is refused. */
export const ZIP_LIMITS = { inflatedBytes: 64 * 1024 * 1024, entries: 2000 } as const;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL;
}

function damaged(): never {
  throw new HttpError(400, API.importDamaged);
}

/**
 * Inflates every entry of a ZIP (an XLSX) under a budget BEFORE the spreadsheet library sees it:
 * the sizes are what inflating actually produced, not what the headers claim, so a ZIP bomb (a
 * few kB that inflate to GB) stops at ZIP_LIMITS.inflatedBytes with a 413, having used at most
 * that much memory. Also refuses a ZIP that is not an XLSX (no xl/workbook.xml: 415), ZIP64 and
 * damaged archives (400). Returns the entry names.
 */
export function checkZip(bytes: Buffer): string[] {
  const from = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) damaged();
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) damaged();
  if (count > ZIP_LIMITS.entries) throw new HttpError(413, API.importZipBomb);

  const names: string[] = [];
  let budget = ZIP_LIMITS.inflatedBytes;
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) damaged();
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;

    if (compressed === 0xffffffff || local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) damaged();
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + compressed > bytes.length) damaged();
    const data = bytes.subarray(dataStart, dataStart + compressed);
    let inflated: number;
    if (method === 0) inflated = data.length;
    else if (method === 8) {
      try {
        inflated = zlib.inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new HttpError(413, API.importZipBomb);
        damaged();
      }
    } else damaged();
    budget -= inflated;
    if (budget < 0) throw new HttpError(413, API.importZipBomb);
  }
  if (!names.includes('xl/workbook.xml')) throw new HttpError(415, API.importUnsupported);
  return names;
}
