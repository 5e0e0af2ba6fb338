import type { Workbook } from 'exceljs';
import { MSG } from '@reclamos/shared-types/messages';
import type { ReportFechaBody } from '@reclamos/shared-types/schemas/complaints';
import type { ReportRow } from './report-rows.ts';
import { saveBlob } from '../../lib/save-blob.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const C = MSG.reports.columns;

/** The sheet's columns: the table's, the infraction text and the complaint number included. */
const COLUMNS = [
  { header: C.numero, key: 'id', width: 8 },
  { header: C.fecha, key: 'fecha', width: 18 },
  { header: C.cedula, key: 'cedula', width: 14 },
  { header: C.nombre, key: 'nombre', width: 30 },
  { header: C.telefono, key: 'telefono', width: 14 },
  { header: C.placa, key: 'placa', width: 12 },
  { header: C.infraccion, key: 'delito', width: 36 },
  { header: C.direccion, key: 'direccion', width: 40 },
  { header: C.descripcion, key: 'descripcion', width: 60 },
] as const;

export function exportFileName(range: ReportFechaBody): string {
  return `reclamos_${range.ini}_${range.fin}.xlsx`;
}

/** Writes `rows` to an XLSX and downloads it. exceljs (~1 MB) is its own chunk, loaded only here. */
export async function exportComplaints(rows: readonly ReportRow[], range: ReportFechaBody): Promise<void> {
  const workbook = new (await loadWorkbook())();
  workbook.creator = MSG.app.name;
  const sheet = workbook.addWorksheet(MSG.reports.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      id: row.id,
      fecha: row.fechaText,
      cedula: row.cedula,
      nombre: row.nombre,
      telefono: row.telefono,
      placa: row.placa,
      delito: row.delito,
      direccion: row.direccion,
      descripcion: row.descripcion,
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), exportFileName(range));
}

type WorkbookClass = new () => Workbook;

/** exceljs ships a CommonJS bundle: its classes may sit on the namespace or on `default`. */
async function loadWorkbook(): Promise<WorkbookClass> {
  const module = (await import('exceljs')) as { Workbook?: WorkbookClass; default?: { Workbook?: WorkbookClass } };
  const Workbook = module.Workbook ?? module.default?.Workbook;
  if (!Workbook) throw new Error('exceljs did not load');
  return Workbook;
}
