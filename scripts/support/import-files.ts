import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Vehicle-import files built byte by byte: a ZIP writer that can make headers lie or hide an
 * entry from the end record, a deflate stream of zeros that inflates ~1000 times its size, a
 * minimal XLSX, and the hostile files the import must refuse (API tests and the import-bombs
 * bench send the same ones).
 */

/** A raw-deflate body made elsewhere: its compressed bytes, the inflated length and CRC-32. */
export interface Deflated {
  body: Buffer;
  size: number;
  crc: number;
}

export interface ZipEntrySpec {
  name: string;
  /** Deflated here unless `stored`. */
  data?: Buffer;
  deflated?: Deflated;
  stored?: boolean;
  /** The uncompressed size the headers claim, when they lie. */
  claimedSize?: number;
  /**
   * A central record the end record does not count (its directory size still spans it, as a
   * reader that walks records until their signature stops expects).
   */
  hidden?: boolean;
}

/** A ZIP archive from entries (deflated unless `stored`); hidden entries must come last. */
export function zipOf(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let declaredCount = 0;
  let declaredSize = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.data ?? Buffer.alloc(0);
    const packed = entry.deflated ?? { body: entry.stored ? data : deflateRawSync(data), size: data.length, crc: crc32(data) };
    const method = entry.stored ? 0 : 8;
    const size = entry.claimedSize ?? packed.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(packed.crc, 14);
    local.writeUInt32LE(packed.body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(packed.crc, 16);
    central.writeUInt32LE(packed.body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed.body);
    centrals.push(central, name);
    offset += local.length + name.length + packed.body.length;
    if (!entry.hidden) declaredCount += 1;
    declaredSize += central.length + name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredCount, 8);
  end.writeUInt16LE(declaredCount, 10);
  end.writeUInt32LE(declaredSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const MB = 1024 * 1024;

/**
 * `megabytes` MB of zeros as one raw-deflate stream, made without holding them: the same 1 MB
 * block compressed once (ending on a full flush, so it refers to nothing before it) repeated,
 * then an empty final block. About 1 kB per MB: 1 GB inflates from ~1 MB.
 */
export function zeroDeflate(megabytes: number): Deflated {
  const zeros = Buffer.alloc(MB);
  const block = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < megabytes; i += 1) crc = crc32(zeros, crc);
  return { body: Buffer.concat([...Array<Buffer>(megabytes).fill(block), Buffer.from([0x03, 0x00])]), size: megabytes * MB, crc };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** An inline-string cell of a sheet's XML. */
export const inlineCell = (reference: string, text: string) => `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;

/**
 * A minimal XLSX: one sheet whose `<sheetData>` is `rowsXml` (or whose entry is `sheet`), plus
 * any further entries (hidden ones last).
 */
export function xlsxOf(rowsXml: string, extra: readonly ZipEntrySpec[] = [], sheet?: Omit<ZipEntrySpec, 'name'>): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Flota" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${rowsXml}</sheetData></worksheet>`),
      ...sheet,
    },
    ...extra,
  ]);
}

/** A hostile import file, what the server must answer and the words of its Spanish message. */
export interface ImportBomb {
  name: string;
  description: string;
  fileName: string;
  make(): Buffer;
  status: number;
  message: RegExp;
}

const TOO_MANY_COLUMNS = /más de 50 columnas/;

/** The files that took the server down before imports were bounded; `scale` shrinks the slow ones for tests. */
export function importBombs(scale: { xfdRows: number } = { xfdRows: 5000 }): ImportBomb[] {
  return [
    {
      name: 'hidden-entry',
      description: 'an XLSX whose central directory holds a 1 GB deflate bomb (~1 MB) the end record does not count',
      fileName: 'flota.xlsx',
      make: () =>
        xlsxOf(`<row r="1">${inlineCell('A1', 'placa')}</row><row r="2">${inlineCell('A2', '1234ABC')}</row>`, [
          { name: 'xl/media/image1.png', deflated: zeroDeflate(1024), hidden: true },
        ]),
      status: 400,
      message: /dañada/,
    },
    {
      name: 'lying-1gb',
      description: 'an XLSX whose sheet is a 1 GB deflate bomb (~1 MB) declared as 1 kB',
      fileName: 'flota.xlsx',
      make: () => xlsxOf('', [], { deflated: zeroDeflate(1024), claimedSize: 1024 }),
      status: 413,
      message: /descomprimida es demasiado grande/,
    },
    {
      name: 'xfd-cells',
      description: `an XLSX with a value in column XFD (16,384) on each of ${scale.xfdRows.toLocaleString('en')} rows`,
      fileName: 'flota.xlsx',
      make: () =>
        xlsxOf(
          Array.from(
            { length: scale.xfdRows },
            (_, i) =>
              `<row r="${i + 1}">${inlineCell(`A${i + 1}`, i === 0 ? 'placa' : `${1000 + i}XFD`)}${inlineCell(`XFD${i + 1}`, 'x')}</row>`,
          ).join(''),
        ),
      status: 413,
      message: TOO_MANY_COLUMNS,
    },
    {
      name: 'csv-2m-columns',
      description: 'a CSV whose header is 2,000,000 empty columns',
      fileName: 'flota.csv',
      make: () => Buffer.concat([Buffer.alloc(2_000_000, ','), Buffer.from('placa\r\n1234ABC\r\n')]),
      status: 413,
      message: TOO_MANY_COLUMNS,
    },
    {
      name: 'long-cell',
      description: 'a CSV with a 1,000,000-character cell',
      fileName: 'flota.csv',
      make: () => Buffer.from(`placa,chofer\r\n1234ABC,${'A'.repeat(1_000_000)}\r\n`),
      status: 413,
      message: /más de 500 caracteres/,
    },
  ];
}
