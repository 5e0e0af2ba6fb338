import type { Workbook } from 'exceljs';
import { saveBlob } from './save-blob.ts';

/**
 * The PWA's spreadsheet writer. exceljs (~1 MB) is its own chunk, loaded on the first export only:
 * import this module lazily (`await import('../lib/xlsx.ts')`) from a click handler.
 */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
}

type WorkbookClass = new () => Workbook;

/** exceljs ships a CommonJS bundle: its classes may sit on the namespace or on `default`. */
export async function loadWorkbook(): Promise<WorkbookClass> {
  const module = (await import('exceljs')) as { Workbook?: WorkbookClass; default?: { Workbook?: WorkbookClass } };
  const Workbook = module.Workbook ?? module.default?.Workbook;
  if (!Workbook) throw new Error('exceljs did not load');
  return Workbook;
}

/** Writes the workbook and hands it to the browser as the download `fileName`. */
export async function saveWorkbook(workbook: Workbook, fileName: string): Promise<void> {
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), fileName);
}

/** One sheet with a bold, frozen header row, downloaded as `fileName`. */
export async function downloadSheet(options: {
  fileName: string;
  sheetName: string;
  creator: string;
  columns: readonly SheetColumn[];
  rows: readonly Record<string, string | number>[];
}): Promise<void> {
  const workbook = new (await loadWorkbook())();
  workbook.creator = options.creator;
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const row of options.rows) sheet.addRow(row);
  await saveWorkbook(workbook, options.fileName);
}
