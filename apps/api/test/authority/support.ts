import { crc32, deflateRawSync } from 'node:zlib';
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

/** A ZIP archive from entries (deflated unless `stored`); `claimedSize` lets a header lie. */
export function zipOf(entries: readonly { name: string; data: Buffer; stored?: boolean; claimedSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.stored ? entry.data : deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An XLSX written by exceljs (what the authority's spreadsheet program saves). */
export async function xlsxOf(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Flota');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
