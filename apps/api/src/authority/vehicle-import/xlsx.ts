import ExcelJS from 'exceljs';
import { HttpError } from '../../platform/http/http-error.ts';
import { checkZip } from './zip-guard.ts';
import type { SheetCell, SheetRow } from './sheet.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

/** A cell's value as text; a formula as `{ formula }` (refused by the plan, never evaluated). */
function cellText(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { formula: true };
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value) return typeof value.text === 'string' ? value.text : '';
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/**
 * The first worksheet of an XLSX as rows of cell texts, read with exceljs only after checkZip
 * inflated every entry under its budget (ZIP bombs) and found a workbook (other ZIPs). The row
 * count is checked on the sheet's dimension before any row is read.
 */
export async function readXlsx(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  checkZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, API.importDamaged);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new HttpError(400, API.importEmpty);
  const rows: SheetRow[] = [];
  let data = 0;
  sheet.eachRow({ includeEmpty: false }, (row, fila) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells = values.slice(1).map(cellText);
    if (fila > 1 && cells.some((cell) => cell !== '')) data += 1;
    if (data > maxRows) throw new HttpError(413, API.importTooManyRows);
    rows.push({ fila, cells });
  });
  return rows;
}
