import { IMPORT_LIMITS } from '@reclamos/shared-types/authority/values';
import { HttpError } from '../../platform/http/http-error.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

/**
 * A CSV file's text as rows of cells (RFC 4180: quoted cells may hold the separator, quotes
 * doubled, line breaks). The separator is ';' when the first line has more of them than ',' (a
 * spreadsheet in a Spanish locale writes ';'). Lines that are empty are kept as [''] so row
 * numbers match the file's.
 *
 * The first line (the header) decides the columns: more than IMPORT_LIMITS.columns refuses the
 * file as soon as the next one starts (413), and cells of later lines right of the header's last
 * column are skipped unread. A cell read past IMPORT_LIMITS.cellChars characters refuses the file
 * (413), and so does a data line past `maxRows` that has a value.
 */
export function parseCsv(text: string, maxRows: number = IMPORT_LIMITS.rows): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let width = Infinity;
  let data = 0;
  let row: string[] = [];
  let column = 0;
  let cell = '';
  let quoted = false;
  /** Whether the current cell has begun (a quote opens a cell only as its first character). */
  let started = false;
  let at = 0;
  const read = () => column < width;
  const take = (from: number, to: number) => {
    started = true;
    if (!read()) return;
    if (cell.length + (to - from) > IMPORT_LIMITS.cellChars) throw new HttpError(413, API.importCellTooLong(rows.length + 1));
    cell += text.slice(from, to);
  };
  const endCell = () => {
    if (read()) row.push(cell);
    cell = '';
    started = false;
    column += 1;
    if (rows.length === 0 && column >= IMPORT_LIMITS.columns + 1) throw new HttpError(413, API.importTooManyColumns);
  };
  const endRow = () => {
    endCell();
    if (rows.length === 0) width = row.length;
    else if (row.some((value) => value.trim() !== '') && ++data > maxRows) throw new HttpError(413, API.importTooManyRows);
    rows.push(row);
    row = [];
    column = 0;
  };
  while (at < text.length) {
    const c = text[at];
    if (quoted) {
      const close = text.indexOf('"', at);
      if (close < 0) {
        take(at, text.length);
        at = text.length;
      } else if (text[close + 1] === '"') {
        take(at, close + 1);
        at = close + 2;
      } else {
        take(at, close);
        quoted = false;
        at = close + 1;
      }
    } else if (c === '"' && !started) {
      quoted = true;
      started = true;
      at += 1;
    } else if (c === separator) {
      endCell();
      at += 1;
    } else if (c === '\n' || c === '\r') {
      at += c === '\r' && text[at + 1] === '\n' ? 2 : 1;
      endRow();
    } else {
      take(at, at + 1);
      at += 1;
    }
  }
  if (cell !== '' || row.length > 0 || column > 0) endRow();
  return rows;
}

/** UTF-8 (a BOM dropped), or Windows-1252 when the bytes are not UTF-8 (an older spreadsheet's export). */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
