import { IMPORT_LIMITS } from '@reclamos/shared-types/authority/values';
import { HttpError } from '../../platform/http/http-error.ts';
import { decodeText, parseCsv } from './csv.ts';
import { readXlsx } from './xlsx.ts';
import type { SheetRow } from './sheet.ts';
import { looksLikeZip } from './zip-entries.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

/** Magic numbers of files people send by mistake: PDF, JPEG, PNG, GIF, old Excel (.xls), RAR, 7z, gzip. */
const NOT_TEXT = [
  [0x25, 0x50, 0x44, 0x46],
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x52, 0x61, 0x72, 0x21],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x1f, 0x8b],
];

function isBinary(bytes: Buffer): boolean {
  if (NOT_TEXT.some((magic) => magic.every((byte, i) => bytes[i] === byte))) return true;
  return bytes.subarray(0, 8192).includes(0);
}

/**
 * The rows of an import file, told apart by content, not by name: a ZIP is read as XLSX (checked
 * for ZIP bombs first), text as CSV (UTF-8 or Windows-1252), anything else is refused (415).
 * More than IMPORT_LIMITS.rows data rows, or columns, or characters in a cell: 413. Runs in the
 * import worker (import-reader.ts), never on the server's event loop.
 */
export async function readImportFile(bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.length === 0) throw new HttpError(400, API.importEmpty);
  if (looksLikeZip(bytes)) return readXlsx(bytes, IMPORT_LIMITS.rows);
  if (isBinary(bytes)) throw new HttpError(415, API.importUnsupported);
  return parseCsv(decodeText(bytes), IMPORT_LIMITS.rows).map((cells, i) => ({ fila: i + 1, cells }));
}
