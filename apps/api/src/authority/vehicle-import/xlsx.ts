import path from 'node:path';
import { IMPORT_LIMITS } from '@reclamos/shared-types/authority/values';
import { HttpError } from '../../platform/http/http-error.ts';
import { openZip, type ZipArchive } from './zip-entries.ts';
import { attribute, streamXml } from './xml-stream.ts';
import type { SheetCell, SheetRow } from './sheet.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

/** The worksheet and shared-strings parts of the workbook's first sheet, from workbook.xml and its relationships. */
async function sheetParts(archive: ZipArchive): Promise<{ sheet: string; sharedStrings: string | null }> {
  let firstSheetId: string | undefined;
  await streamXml(archive, 'xl/workbook.xml', {
    open: (name, attributes) => {
      if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(attributes, 'id', true) ?? '';
    },
  });
  if (firstSheetId === undefined) throw new HttpError(400, API.importEmpty);
  const targets = new Map<string, string>();
  let sharedStrings: string | null = null;
  const found = await streamXml(archive, 'xl/_rels/workbook.xml.rels', {
    open: (name, attributes) => {
      if (name !== 'Relationship') return;
      const target = attributes.Target ?? '';
      const part = target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`);
      targets.set(attributes.Id ?? '', part);
      if ((attributes.Type ?? '').endsWith('/sharedStrings')) sharedStrings = part;
    },
  });
  const sheet = targets.get(firstSheetId);
  if (!found || !sheet) throw new HttpError(400, API.importDamaged);
  return { sheet, sharedStrings };
}

/** The shared strings table; a string past the cell limit is kept as null (refused only if a read cell uses it). */
async function readSharedStrings(archive: ZipArchive, part: string | null): Promise<(string | null)[]> {
  const strings: (string | null)[] = [];
  if (part === null) return strings;
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await streamXml(archive, part, {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't') inText = phonetic === 0;
    },
    text: (text) => {
      if (inText && current !== null) current = current.length + text.length > IMPORT_LIMITS.cellChars ? null : current + text;
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') strings.push(current);
    },
  });
  return strings;
}

/** Rows of a worksheet (Excel's limit): a row number past it, or not after the previous one, is taken as the next row. */
const MAX_SHEET_ROWS = 1_048_576;

/** Column index (0 = A) of a cell reference such as `XFD1048576`; -1 when it has no letters. */
function columnOf(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? -1 : column - 1;
}

/** A numeric cell as exceljs showed it (`String(Number(v))`: 12, 0.5, 1e+21); other text as it is. */
function numberText(raw: string): string {
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) ? String(value) : raw;
}

/**
 * The first worksheet of an XLSX as rows of cell texts, streamed: the archive is checked first
 * (openZip: real central directory, inflate budget), then the sheet's XML goes through a SAX
 * parser as it inflates. The header row (the first row with a value) decides the columns: more
 * than IMPORT_LIMITS.columns of them refuses the file (413), and cells of later rows right of it
 * are skipped unread. A cell read with more than IMPORT_LIMITS.cellChars characters refuses the
 * file (413), and so do more than `maxRows` data rows. Formula cells come out as `{ formula }`.
 */
export async function readXlsx(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  const archive = await openZip(bytes);
  try {
    if (!archive.names.includes('xl/workbook.xml')) throw new HttpError(415, API.importUnsupported);
    const parts = await sheetParts(archive);
    const shared = await readSharedStrings(archive, parts.sharedStrings);
    return await readSheet(archive, parts.sheet, shared, maxRows);
  } finally {
    archive.close();
  }
}

async function readSheet(archive: ZipArchive, part: string, shared: readonly (string | null)[], maxRows: number): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  /** Columns read: unknown until the header row is read, then its width. */
  let width: number | null = null;
  let data = 0;
  let fila = 0;
  let cells: SheetCell[] = [];
  let column = -1;
  let cell: { column: number; type: string; formula: boolean; text: string; capture: boolean } | null = null;

  const tooLong = () => new HttpError(413, API.importCellTooLong(fila));
  const finishCell = () => {
    if (!cell || cell.column >= (width ?? Infinity)) return;
    let value: SheetCell;
    if (cell.formula) value = { formula: true };
    else if (cell.type === 's') {
      const text = cell.text.trim() === '' ? undefined : shared[Number(cell.text)];
      if (text === null) throw tooLong();
      value = text ?? '';
    } else if (cell.type === 'b') value = cell.text === '1' ? 'true' : cell.text === '0' ? 'false' : '';
    else if (cell.type === 'e') value = '';
    else if (cell.type === 'd') value = cell.text.slice(0, 10);
    else if (cell.type === 'str' || cell.type === 'inlineStr') value = cell.text;
    else value = numberText(cell.text);
    if (value === '') return;
    if (width === null && cell.column >= IMPORT_LIMITS.columns) throw new HttpError(413, API.importTooManyColumns);
    cells[cell.column] = value;
  };

  await streamXml(archive, part, {
    open: (name, attributes) => {
      if (name === 'row') {
        const numbered = Number(attributes.r);
        fila = Number.isInteger(numbered) && numbered > fila && numbered <= MAX_SHEET_ROWS ? numbered : fila + 1;
        cells = [];
        column = -1;
      } else if (name === 'c') {
        const reference = attributes.r ? columnOf(attributes.r) : -1;
        column = reference >= 0 ? reference : column + 1;
        cell = { column, type: attributes.t ?? 'n', formula: false, text: '', capture: false };
      } else if (cell && column < (width ?? Infinity)) {
        if (name === 'f') cell.formula = true;
        else if (name === 'v' || name === 't') cell.capture = true;
      }
    },
    text: (text) => {
      if (!cell?.capture || cell.formula) return;
      if (cell.text.length + text.length > IMPORT_LIMITS.cellChars && cell.type !== 's') throw tooLong();
      if (cell.text.length + text.length <= IMPORT_LIMITS.cellChars) cell.text += text;
    },
    close: (name) => {
      if (name === 'v' || name === 't') {
        if (cell) cell.capture = false;
      } else if (name === 'c') {
        finishCell();
        cell = null;
      } else if (name === 'row') {
        if (cells.length === 0) return;
        if (width === null) width = cells.length;
        else if (++data > maxRows) throw new HttpError(413, API.importTooManyRows);
        rows.push({ fila, cells: Array.from({ length: width }, (_, i) => cells[i] ?? '') });
      }
    },
  });
  return rows;
}
