import type { ReportFechaBody } from '@reclamos/shared-types/complaints/schemas';

/** What an exported list covers: its days, and whether they are closing days or every open case. */
export interface ExportedList extends ReportFechaBody {
  segun?: 'llegada' | 'cierre';
  abiertos?: boolean;
}
import type { ReportRow } from './report-rows.ts';
import { loadWorkbook, saveWorkbook } from '../../../lib/xlsx.ts';
import { boliviaDay } from '../../../lib/dates.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { MSG } from '@reclamos/shared-types/messages';

const C = CASES_STAFF_MSG.report.columns;
/** After the spec's columns: the case's code, state, assignee and closing reason. */
const W = CASES_STAFF_MSG.export;

/** The sheet's columns: the table's, the infraction text and the complaint number included, then the case's. */
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
  { header: W.codigo, key: 'codigo', width: 12 },
  { header: W.estado, key: 'estado', width: 24 },
  { header: W.asignado, key: 'asignado', width: 28 },
  { header: W.motivo, key: 'motivo', width: 48 },
] as const;

/** The list's name: its days, and what they select; every open case is named by today in Bolivia, the day it was listed. */
export function exportFileName(range: ExportedList, today: string = boliviaDay()): string {
  if (range.abiertos) return `reclamos_abiertos_${today}.xlsx`;
  return `reclamos_${range.segun === 'cierre' ? 'cerrados_' : ''}${range.ini}_${range.fin}.xlsx`;
}

/** Writes `rows` to an XLSX and downloads it. exceljs (~1 MB) is its own chunk, loaded only here. */
export async function exportComplaints(rows: readonly ReportRow[], range: ExportedList): Promise<void> {
  const workbook = new (await loadWorkbook())();
  workbook.creator = MSG.app.name;
  const sheet = workbook.addWorksheet(CASES_STAFF_MSG.report.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
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
      codigo: row.codigo,
      estado: row.estado,
      asignado: row.asignado?.nombre ?? '',
      motivo: row.motivo ?? '',
    });
  }
  await saveWorkbook(workbook, exportFileName(range));
}
