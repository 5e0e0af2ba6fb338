import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ImportResult } from '@reclamos/shared-types/authority/schemas';
import { importBombs, inlineCell, xlsxOf } from '../../../../scripts/support/import-files.ts';
import { ImportReader } from '../../src/authority/vehicle-import/import-reader.ts';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken } from '../support/session.ts';
import { auditCount, csv, postImport } from './support.ts';

/** The slowest /api/health answer while `work` runs, asked every 20 ms (each answer awaited). */
async function slowestHealthDuring<T>(app: FastifyInstance, work: Promise<T>): Promise<{ result: T; slowestMs: number; answers: number }> {
  let done = false;
  let slowestMs = 0;
  let answers = 0;
  const watch = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answers += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work, slowestMs, answers };
  } finally {
    done = true;
    await watch;
  }
}

/** A health answer slower than this means the event loop was held (normal: a few ms). */
const HEALTH_BUDGET_MS = 250;

describe.each(engines())('hostile import files on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const vehicles = async () => Number(((await t.app.db('vehiculos').count({ n: '*' }).first()) as { n: number | string }).n);

  describe('are refused with a Spanish message, write nothing and never hold the event loop', () => {
    it.each(importBombs({ xfdRows: 300 }).map((bomb) => [bomb.name, bomb] as const))(
      '%s',
      async (_name, bomb) => {
        const before = { vehicles: await vehicles(), audit: await auditCount(t.app) };
        const bytes = bomb.make();
        const {
          result: res,
          slowestMs,
          answers,
        } = await slowestHealthDuring(t.app, postImport(t.app, admin, bytes, { name: bomb.fileName }));
        expect(res.statusCode, res.body).toBe(bomb.status);
        expect(res.json<{ message: string }>().message).toMatch(bomb.message);
        expect(answers).toBeGreaterThan(0);
        expect(slowestMs).toBeLessThan(HEALTH_BUDGET_MS);
        expect(await vehicles()).toBe(before.vehicles);
        expect(await auditCount(t.app)).toBe(before.audit);
      },
      60_000,
    );
  });

  it("reads only the header row's columns: a value in column XFD on every data row is skipped unread", async () => {
    const rows = Array.from(
      { length: 300 },
      (_, i) =>
        `<row r="${i + 2}">${inlineCell(`A${i + 2}`, `${String(i).padStart(4, '0')}XFD`)}${inlineCell(`XFD${i + 2}`, 'x'.repeat(5000))}</row>`,
    );
    const file = xlsxOf(`<row r="1">${inlineCell('A1', 'placa')}</row>${rows.join('')}`);
    const res = await postImport(t.app, admin, file, { name: 'flota.xlsx', simular: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().resumen).toEqual({ crear: 300, actualizar: 0, sinCambios: 0, rechazadas: 0 });
  });

  it('row numbers that are not numbers, go backwards or pass the last row of a sheet count as the next row', async () => {
    const file = xlsxOf(
      [
        `<row r="1">${inlineCell('A1', 'placa')}</row>`,
        `<row r="x">${inlineCell('A2', '1111ROW')}</row>`,
        `<row r="99999999999">${inlineCell('A3', '2222ROW')}</row>`,
        `<row r="1">${inlineCell('A4', '3333ROW')}</row>`,
      ].join(''),
    );
    const res = await postImport(t.app, admin, file, { name: 'flota.xlsx', simular: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>().filas.map((row) => [row.fila, row.placa])).toEqual([
      [2, '1111ROW'],
      [3, '2222ROW'],
      [4, '3333ROW'],
    ]);
  });

  it('a second import while one is being read is answered 429 with a Spanish message', async () => {
    const big = csv([['placa', 'tipo'], ...Array.from({ length: 20_000 }, (_, i) => [`Q${String(i).padStart(6, '0')}`, 'MINIBUS'])]);
    const small = csv([['placa'], ['1234ABC']]);
    const [first, second] = await Promise.all([
      postImport(t.app, admin, big, { simular: true }),
      new Promise((resolve) => setTimeout(resolve, 150)).then(() => postImport(t.app, admin, small, { simular: true })),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(429);
    expect(second.json<{ message: string }>().message).toMatch(/otra importación/);
    // The slot is free again once the first is answered.
    expect((await postImport(t.app, admin, small, { simular: true })).statusCode).toBe(200);
  }, 60_000);
});

describe('the import reader ends its worker, not the server, past its limits', () => {
  const log = { warn: () => undefined } as unknown as ConstructorParameters<typeof ImportReader>[1];
  const file = csv([['placa'], ...Array.from({ length: 20_000 }, (_, i) => [`R${i}`])]);

  it('past its deadline: 422', async () => {
    const reader = new ImportReader({ seconds: 0.05, memoryMb: 256 }, log);
    await expect(reader.read(file)).rejects.toMatchObject({ statusCode: 422, message: expect.stringMatching(/tiempo y la memoria/) });
  });

  it('past its heap: 422, while a small file is read under the same limit', async () => {
    // 20,000 rows of 50 inline-string cells: about 1,000,000 strings, far past an 8 MB heap.
    const column = (i: number) => (i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(39 + i)}`);
    const rows = Array.from(
      { length: 20_001 },
      (_, r) =>
        `<row r="${r + 1}">${Array.from({ length: 50 }, (_, i) => inlineCell(`${column(i)}${r + 1}`, r === 0 ? `c${i}` : `${r}x${i}`)).join('')}</row>`,
    );
    const reader = new ImportReader({ seconds: 60, memoryMb: 8 }, log);
    await expect(reader.read(xlsxOf(rows.join('')))).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/tiempo y la memoria/),
    });
    expect(await reader.read(csv([['placa'], ['1234ABC']]))).toHaveLength(2);
  }, 60_000);

  it('within both: the rows', async () => {
    const reader = new ImportReader({ seconds: 30, memoryMb: 256 }, log);
    expect(await reader.read(file)).toHaveLength(20_001);
  });
});
