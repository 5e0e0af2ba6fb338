import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { multipartBody } from '../support/multipart.ts';
import { bearer } from '../support/session.ts';

/** An import file as the PWA sends it: the part "archivo". */
export function importFile(bytes: Buffer, name = 'flota.csv', type = 'text/csv') {
  return multipartBody({}, { field: 'archivo', name, type, bytes });
}

export async function postImport(
  app: FastifyInstance,
  token: string | null,
  bytes: Buffer,
  options: { simular?: boolean; name?: string; type?: string } = {},
) {
  const { payload, headers } = await importFile(bytes, options.name, options.type);
  return app.inject({
    method: 'POST',
    url: `/api/vehiculos/importar${options.simular ? '?simular=1' : ''}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload,
  });
}

/** A CSV text from rows of cells (header first). */
export function csv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(rows.map((row) => row.join(',')).join('\r\n'));
}

/** The audit rows, oldest first, with their JSON parsed. */
export async function auditRows(app: FastifyInstance) {
  const rows = (await app.db('auditoria').orderBy('id')) as {
    accion: string;
    objeto: string;
    objeto_id: string;
    usuario_id: number;
    antes: string | null;
    despues: string | null;
  }[];
  return rows.map((row) => ({
    ...row,
    antes: row.antes === null ? null : (JSON.parse(row.antes) as unknown),
    despues: row.despues === null ? null : (JSON.parse(row.despues) as unknown),
  }));
}

export async function auditCount(app: FastifyInstance): Promise<number> {
  const row = (await app.db('auditoria').count({ n: '*' }).first()) as { n: number | string };
  return Number(row.n);
}

/** An XLSX written by exceljs (what the authority's spreadsheet program saves). */
export async function xlsxOf(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Flota');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
