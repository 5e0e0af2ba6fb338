import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHORT_REPORT_ROWS } from '../../src/complaints/complaints-repository.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { seedReportComplaints } from '../support/complaints.ts';

/** Two Bolivian days of complaints: a short report, below the read pool's piece and SHORT_REPORT_ROWS. */
const ROWS = 600;
const START = Date.parse('2026-05-01T12:00:00Z');
const CODINGS = [undefined, 'br, gzip, deflate', 'gzip', 'identity', 'gzip;q=0.5, br;q=0.1'];

function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (coding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('a short reportFecha, read on the event loop (SQLite)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    admin = await adminToken(t.app);
    await seedReportComplaints(t.app, ROWS, START, 2_000_000);
  });
  afterAll(async () => {
    t.app.complaints.shortReportRows = SHORT_REPORT_ROWS;
    await t.close();
  });

  const report = (payload: object, coding: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: { ...bearer(admin), ...(coding === undefined ? {} : { 'accept-encoding': coding }) },
      payload,
    });

  it('answers the same text, headers and coding as the read pool, without handing the read to it', async () => {
    const pool = vi.spyOn(t.app.readPool!, 'jsonArray');
    try {
      for (const payload of [
        { ini: '2026-04-30', fin: '2026-05-03' },
        { ini: '2026-04-30', fin: '2026-05-03', estado: 'RECIBIDO', asignado: 1 },
      ]) {
        for (const coding of CODINGS) {
          t.app.complaints.shortReportRows = SHORT_REPORT_ROWS;
          pool.mockClear();
          const short = await report(payload, coding);
          expect(pool).not.toHaveBeenCalled();
          t.app.complaints.shortReportRows = 0;
          const pooled = await report(payload, coding);
          expect(pool).toHaveBeenCalledOnce();
          expect(short.statusCode).toBe(200);
          for (const header of ['content-type', 'content-encoding', 'vary']) expect(short.headers[header]).toBe(pooled.headers[header]);
          expect(Number(short.headers['content-length'])).toBe(short.rawPayload.length);
          expect(decoded(short)).toBe(decoded(pooled));
        }
      }
      t.app.complaints.shortReportRows = SHORT_REPORT_ROWS;
      const from = Date.parse('2026-04-30T04:00:00Z');
      const whole = await t.app.complaints.listJsonWhole({ kind: 'llegada', from, to: from + 4 * 24 * 3600_000 });
      const plain = await report({ ini: '2026-04-30', fin: '2026-05-03' }, undefined);
      expect(plain.body).toBe(whole);
      expect(JSON.parse(plain.body)).toHaveLength(ROWS);
      const br = await report({ ini: '2026-04-30', fin: '2026-05-03' }, 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    } finally {
      pool.mockRestore();
      t.app.complaints.shortReportRows = SHORT_REPORT_ROWS;
    }
  });

  it('hands a range of more complaints than the bound to the read pool', async () => {
    const pool = vi.spyOn(t.app.readPool!, 'jsonArray');
    try {
      t.app.complaints.shortReportRows = ROWS - 1;
      const res = await report({ ini: '2026-04-30', fin: '2026-05-03' }, 'br');
      expect(pool).toHaveBeenCalledOnce();
      expect(JSON.parse(decoded(res))).toHaveLength(ROWS);
      pool.mockClear();
      t.app.complaints.shortReportRows = ROWS;
      await report({ ini: '2026-04-30', fin: '2026-05-03' }, 'br');
      expect(pool).not.toHaveBeenCalled();
      // Closed in a range, or every open case: no index tells their number, so the pool.
      await report({ ini: '2026-04-30', fin: '2026-05-03', segun: 'cierre' }, 'br');
      await report({ abiertos: true }, 'br');
      expect(pool).toHaveBeenCalledTimes(2);
    } finally {
      pool.mockRestore();
      t.app.complaints.shortReportRows = SHORT_REPORT_ROWS;
    }
  });

  it('answers an empty range with []', async () => {
    const res = await report({ ini: '2020-01-01', fin: '2020-01-02' }, 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('[]');
  });
});
