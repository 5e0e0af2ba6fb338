import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportResult } from '@reclamos/shared-types/authority/schemas';
import { MSG } from '@reclamos/shared-types/messages';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { zipOf } from '../../../../scripts/support/import-files.ts';
import { auditCount, auditRows, csv, postImport, xlsxOf } from './support.ts';

const FLEET = [
  ['placa', 'tipo', 'marca', 'linea', 'numero', 'chofer'],
  ['2020ABC', 'MINIBUS', 'TOYOTA', '102', '15', 'JUAN CONDORI'], // unchanged
  ['3030XYZ', 'micro', 'nissan', 'B', '', 'Ana Mamani'], // update: marca, linea, chofer, tipo
  ['4040NEW', 'TRUFI', 'TOYOTTA', '7', '3', 'LUIS COPA'], // create (a new marca grows the list)
  ['', 'TRUFI', '', '', '', ''], // no plate
  ['55 55', 'TRUFI', '', '', '', ''], // bad plate
  ['6060FOR', '=HYPERLINK("http://x.example","a")', '', '', '', ''], // formula
  ['7070MIN', 'TAXI', '', '', '', '-5'], // formula-looking start
  ['4040NEW', 'TAXI', '', '', '', ''], // repeated plate
  ['8080LNG', 'T'.repeat(61), '', '', '', ''], // too long
] as const;

interface VehicleRow {
  placa: string;
  tipo: string;
  marca: string;
  linea: string;
  numero: string;
  chofer: string;
}

describe.each(engines())('importing the fleet list on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    await t.app.db('vehiculos').del();
    await t.app.db('vehiculos').insert([
      { placa: '2020ABC', tipo: 'MINIBUS', marca: 'TOYOTA', linea: '102', numero: '15', chofer: 'JUAN CONDORI', updated_at: 1 },
      { placa: '3030XYZ', tipo: 'MICRO', marca: 'HINO', linea: 'A', numero: '9', chofer: '', updated_at: 1 },
    ]);
  });

  const registry = async () =>
    (await t.app
      .db('vehiculos')
      .select('placa', 'tipo', 'marca', 'linea', 'numero', 'chofer', 'updated_at')
      .orderBy('placa')) as (VehicleRow & { updated_at: number })[];

  const EXPECTED_ROWS = [
    { fila: 2, placa: '2020ABC', accion: 'sin cambios', cambios: [] },
    {
      fila: 3,
      placa: '3030XYZ',
      accion: 'actualizar',
      cambios: [
        { campo: 'marca', antes: 'HINO', despues: 'NISSAN' },
        { campo: 'linea', antes: 'A', despues: 'B' },
        { campo: 'chofer', antes: '', despues: 'ANA MAMANI' },
      ],
    },
    {
      fila: 4,
      placa: '4040NEW',
      accion: 'crear',
      cambios: [
        { campo: 'tipo', antes: '', despues: 'TRUFI' },
        { campo: 'marca', antes: '', despues: 'TOYOTTA' },
        { campo: 'linea', antes: '', despues: '7' },
        { campo: 'numero', antes: '', despues: '3' },
        { campo: 'chofer', antes: '', despues: 'LUIS COPA' },
      ],
    },
    { fila: 5, placa: '', accion: 'rechazada', cambios: [], motivo: 'Falta la placa.' },
    { fila: 6, placa: '55 55', accion: 'rechazada', cambios: [], motivo: expect.stringContaining('placa') },
    { fila: 7, placa: '6060FOR', accion: 'rechazada', cambios: [], motivo: expect.stringContaining('fórmula') },
    { fila: 8, placa: '7070MIN', accion: 'rechazada', cambios: [], motivo: expect.stringContaining('"chofer"') },
    { fila: 9, placa: '4040NEW', accion: 'rechazada', cambios: [], motivo: 'La placa ya aparece en la fila 4.' },
    { fila: 10, placa: '8080LNG', accion: 'rechazada', cambios: [], motivo: expect.stringContaining('60') },
  ];

  it('a dry run answers what each row would do and changes nothing', async () => {
    const before = { rows: await registry(), audit: await auditCount(t.app), marcas: await t.app.db('marcas').count({ n: '*' }) };
    const res = await postImport(t.app, admin, csv(FLEET), { simular: true });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ImportResult>();
    expect(answer.simulado).toBe(true);
    expect(answer.resumen).toEqual({ crear: 1, actualizar: 1, sinCambios: 1, rechazadas: 6 });
    expect(answer.filas).toEqual(EXPECTED_ROWS);
    expect(await registry()).toEqual(before.rows);
    expect(await auditCount(t.app)).toBe(before.audit);
    expect(await t.app.db('marcas').count({ n: '*' })).toEqual(before.marcas);
  });

  it('the real run applies exactly the plan of the dry run, in one transaction, with one audit row per vehicle changed', async () => {
    const dry = (await postImport(t.app, admin, csv(FLEET), { simular: true })).json<ImportResult>();
    const audit = await auditCount(t.app);
    const res = await postImport(t.app, admin, csv(FLEET));
    expect(res.statusCode, res.body).toBe(200);
    const real = res.json<ImportResult>();
    expect(real.simulado).toBe(false);
    expect({ ...real, simulado: true }).toEqual(dry);

    const rows = await registry();
    expect(rows.map(({ updated_at: _u, ...row }) => row)).toEqual([
      { placa: '2020ABC', tipo: 'MINIBUS', marca: 'TOYOTA', linea: '102', numero: '15', chofer: 'JUAN CONDORI' },
      { placa: '3030XYZ', tipo: 'MICRO', marca: 'NISSAN', linea: 'B', numero: '9', chofer: 'ANA MAMANI' },
      { placa: '4040NEW', tipo: 'TRUFI', marca: 'TOYOTTA', linea: '7', numero: '3', chofer: 'LUIS COPA' },
    ]);
    // The unchanged row keeps its time; the changed ones are stamped for the phones' next delta.
    expect(rows.find((row) => row.placa === '2020ABC')?.updated_at).toBe(1);
    expect(rows.find((row) => row.placa === '3030XYZ')?.updated_at).toBeGreaterThan(1);
    expect(await t.app.db('marcas').where({ marca: 'TOYOTTA' }).first()).toBeDefined();

    const trail = (await auditRows(t.app)).slice(audit);
    expect(trail).toHaveLength(2);
    expect(trail.map((row) => [row.accion, row.objeto, row.objeto_id])).toEqual([
      ['importar', 'vehiculo', '3030XYZ'],
      ['importar', 'vehiculo', '4040NEW'],
    ]);
    expect(trail[0]?.antes).toMatchObject({ placa: '3030XYZ', marca: 'HINO', linea: 'A', chofer: '' });
    expect(trail[0]?.despues).toMatchObject({ placa: '3030XYZ', marca: 'NISSAN', linea: 'B', chofer: 'ANA MAMANI', numero: '9' });
    expect(trail[1]?.antes).toBeNull();
    expect(trail[1]?.despues).toMatchObject({ placa: '4040NEW', tipo: 'TRUFI', chofer: 'LUIS COPA', modelo: '', carnet: '' });

    // The complaint form's lookup reads the imported row.
    const lookup = await t.app.inject({ method: 'POST', url: '/api/searchvehiculo', payload: { placa: '4040new' } });
    expect(lookup.json()).toMatchObject({ success: true, vehiculo: { tipo: 'TRUFI', linea: '7', numero: '3' } });
  });

  it('reads an XLSX the same way: headers in any case and accents, numbers as text, formula cells refused', async () => {
    const file = await xlsxOf([
      ['Placa', 'Línea', 'NÚMERO', 'Chofer'],
      ['9090XLS', 12, 4, 'Rosa Flores'],
      ['9191XLS', { formula: 'A1&"x"', result: 'x' }, '', ''],
      [],
      ['2020ABC', '102', 15, 'JUAN CONDORI'],
    ]);
    const res = await postImport(t.app, admin, file, {
      name: 'flota.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().filas).toEqual([
      {
        fila: 2,
        placa: '9090XLS',
        accion: 'crear',
        cambios: [
          { campo: 'linea', antes: '', despues: '12' },
          { campo: 'numero', antes: '', despues: '4' },
          { campo: 'chofer', antes: '', despues: 'ROSA FLORES' },
        ],
      },
      { fila: 3, placa: '9191XLS', accion: 'rechazada', cambios: [], motivo: expect.stringContaining('fórmula') },
      { fila: 5, placa: '2020ABC', accion: 'sin cambios', cambios: [] },
    ]);
    expect(await t.app.db('vehiculos').where({ placa: '9090XLS' }).first()).toMatchObject({
      linea: '12',
      numero: '4',
      chofer: 'ROSA FLORES',
    });
  });

  it('reads a CSV with ";" separators, quoted cells and Windows-1252 accents', async () => {
    const text = 'placa;chofer;tipo\r\n"1212SEM";"PEÑA; Juan ""el Tío""";MINIBÚS\r\n';
    const res = await postImport(t.app, admin, Buffer.from(text, 'latin1'), { simular: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().filas[0]?.cambios).toEqual([
      { campo: 'tipo', antes: '', despues: 'MINIBÚS' },
      { campo: 'chofer', antes: '', despues: 'PEÑA; JUAN "EL TÍO"' },
    ]);
  });

  describe('refuses the whole file with a Spanish message and changes nothing', () => {
    const refusals: [string, () => Promise<{ bytes: Buffer; name?: string; type?: string }>, number, RegExp][] = [
      [
        'wrong columns',
        async () => ({
          bytes: csv([
            ['matricula', 'tipo'],
            ['1234ABC', 'TAXI'],
          ]),
        }),
        400,
        /Columnas desconocidas: matricula/,
      ],
      [
        'no placa column',
        async () => ({
          bytes: csv([
            ['tipo', 'linea'],
            ['TAXI', '1'],
          ]),
        }),
        400,
        /Falta la columna "placa"/,
      ],
      [
        'a column twice',
        async () => ({
          bytes: csv([
            ['placa', 'tipo', 'TIPO'],
            ['1234ABC', 'TAXI', 'BUS'],
          ]),
        }),
        400,
        /más de una vez/,
      ],
      ['only a header', async () => ({ bytes: csv([['placa', 'tipo']]) }), 400, /no tiene filas/],
      ['an empty file', async () => ({ bytes: Buffer.alloc(0) }), 400, /\S/],
      [
        '20,001 data rows',
        async () => ({ bytes: csv([['placa'], ...Array.from({ length: 20_001 }, (_, i) => [`R${i}`])]) }),
        413,
        /más de 20/,
      ],
      [
        '20,001 rows in an XLSX',
        async () => ({ bytes: await xlsxOf([['placa'], ...Array.from({ length: 20_001 }, (_, i) => [`R${i}`])]) }),
        413,
        /más de 20/,
      ],
      ['more than 5 MB', async () => ({ bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 'a') }), 413, /5 MB/],
      ['a PDF named .csv', async () => ({ bytes: Buffer.from('%PDF-1.4\n1 0 obj\n'), name: 'flota.csv' }), 415, /no es una planilla/],
      [
        'a JPEG named .xlsx',
        async () => ({ bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), name: 'flota.xlsx' }),
        415,
        /no es una planilla/,
      ],
      [
        'an old .xls',
        async () => ({ bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), name: 'flota.xls' }),
        415,
        /no es una planilla/,
      ],
      [
        'a ZIP that is not a workbook',
        async () => ({ bytes: zipOf([{ name: 'hola.txt', data: Buffer.from('hola') }]), name: 'flota.xlsx' }),
        415,
        /no es una planilla/,
      ],
      [
        'a damaged ZIP',
        async () => ({ bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]), name: 'flota.xlsx' }),
        400,
        /dañada/,
      ],
      [
        'a ZIP bomb (an XLSX whose sheet inflates past 64 MB)',
        async () => ({
          bytes: zipOf([
            { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
            { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(80 * 1024 * 1024, 0x20) },
          ]),
          name: 'flota.xlsx',
        }),
        413,
        /descomprimida es demasiado grande/,
      ],
      [
        'a ZIP bomb whose headers lie about their size',
        async () => ({
          bytes: zipOf([
            { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
            ...Array.from({ length: 3 }, (_, i) => ({
              name: `xl/media/${i}.bin`,
              data: Buffer.alloc(30 * 1024 * 1024, 0x41),
              claimedSize: 10,
            })),
          ]),
          name: 'flota.xlsx',
        }),
        413,
        /descomprimida es demasiado grande/,
      ],
    ];

    it.each(refusals)('%s', async (_name, make, status, message) => {
      const before = { rows: await registry(), audit: await auditCount(t.app) };
      const file = await make();
      for (const simular of [true, false]) {
        const res = await postImport(t.app, admin, file.bytes, {
          simular,
          ...(file.name ? { name: file.name } : {}),
          ...(file.type ? { type: file.type } : {}),
        });
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json<{ message: string }>().message).toMatch(message);
      }
      expect(await registry()).toEqual(before.rows);
      expect(await auditCount(t.app)).toBe(before.audit);
    });

    it('a JSON body instead of a file', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vehiculos/importar',
        headers: bearer(admin),
        payload: { placa: '1234ABC' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json<{ message: string }>().message).toMatch(/formulario/);
    });

    it('a multipart header without a boundary: 400 in Spanish, nothing changed', async () => {
      const before = { rows: await registry(), audit: await auditCount(t.app) };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vehiculos/importar',
        headers: { ...bearer(admin), 'content-type': 'multipart/form-data' },
        payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="archivo"; filename="flota.csv"\r\n\r\nplaca\r\n--x--\r\n'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.http.badMultipart });
      expect(await registry()).toEqual(before.rows);
      expect(await auditCount(t.app)).toBe(before.audit);
    });
  });

  it('takes 20,000 rows (the limit) in one run', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`L${String(i).padStart(6, '0')}`, 'MINIBUS', String(i % 40)]);
    const res = await postImport(t.app, admin, csv([['placa', 'tipo', 'linea'], ...rows]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().resumen).toEqual({ crear: 20_000, actualizar: 0, sinCambios: 0, rechazadas: 0 });
    expect(Number(((await t.app.db('vehiculos').where('placa', 'like', 'L%').count({ n: '*' }).first()) as { n: number | string }).n)).toBe(
      20_000,
    );
  }, 60_000);
});
