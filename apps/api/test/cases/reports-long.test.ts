import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../src/platform/database/connection.ts';
import { CHUNK_CHARS, ReadPool } from '../../src/platform/database/read-pool.ts';
import type { EncodedJson } from '../../src/platform/http/answer-encoding.ts';
import { LIST_DAY_ROWS_SQL } from '../../src/inspections/inspections-repository.ts';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { seedReportComplaints } from '../support/complaints.ts';

/** More rows than one piece of the read pool (SQLite) and one page (PostgreSQL) hold. */
const ROWS = 5200;
const DAY_MS = 24 * 3600_000;
const START = Date.parse('2026-05-01T12:00:00Z');

describe.each(engines())('long reportFecha, streamed off the event loop, on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    await seedReportComplaints(t.app, ROWS, START, 1_000_000);
  }, 120_000);
  afterAll(async () => t.close());

  it('answers a report longer than one piece with exactly the text of the one-statement list, streamed', async () => {
    const from = START - DAY_MS;
    const to = START + 40 * DAY_MS;
    const whole = await t.app.complaints.listJsonWhole({ kind: 'llegada', from, to });
    expect(whole.length).toBeGreaterThan(CHUNK_CHARS);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: bearer(admin),
      payload: { ini: '2026-04-30', fin: '2026-06-09' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Streamed: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body).toBe(whole);
    expect(JSON.parse(res.body)).toHaveLength(ROWS);
  });

  it('answers an empty range with []', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: bearer(admin),
      payload: { ini: '2020-01-01', fin: '2020-01-31' },
    });
    expect(res.body).toBe('[]');
  });
});

describe('the read pool (SQLite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  async function collect(pieces: AsyncGenerator<Buffer | EncodedJson>): Promise<(Buffer | EncodedJson)[]> {
    const all: (Buffer | EncodedJson)[] = [];
    for await (const piece of pieces) all.push(piece);
    return all;
  }

  async function readAll(pieces: AsyncGenerator<Buffer>): Promise<string> {
    const parts: Buffer[] = [];
    for await (const piece of pieces) parts.push(piece);
    return Buffer.concat(parts).toString();
  }

  it('frees its worker when a reader stops mid-answer, and reports a bad statement without dying', async () => {
    const pool = new ReadPool(path.join(t.config.dataDir, SQLITE_FILE), 1);
    try {
      const many = "with recursive n(i) as (select 1 union all select i + 1 from n where i < 300000) select json_object('i', i) from n";
      const pieces = pool.jsonArray(many, []);
      const first = await pieces.next();
      expect(first.value?.toString().startsWith('[{"i":1},')).toBe(true);
      await pieces.return(undefined);
      // The one worker is free again and answers the next read whole.
      expect(await readAll(pool.jsonArray(LIST_DAY_ROWS_SQL, [0, 1]))).toBe('[]');
      await expect(readAll(pool.jsonArray('select nope from nowhere', []))).rejects.toThrow(/read worker/);
      expect(await readAll(pool.jsonArray("select json_object('a', 1)", []))).toBe('[{"a":1}]');
    } finally {
      await pool.close();
    }
  });

  it('compresses an answer that fits one piece in the coding asked for, and streams longer ones as text', async () => {
    const pool = new ReadPool(path.join(t.config.dataDir, SQLITE_FILE), 1);
    try {
      const rows =
        "with recursive n(i) as (select 1 union all select i + 1 from n where i < 500) select json_object('i', i, 'texto', 'Cobró de más') from n";
      const plain = await readAll(pool.jsonArray(rows, []));
      const gzip = await collect(pool.jsonArray(rows, [], ',', 'gzip'));
      expect(gzip).toHaveLength(1);
      expect(gzip[0]).toMatchObject({ encoding: 'gzip' });
      expect(zlib.gunzipSync((gzip[0] as EncodedJson).bytes).toString()).toBe(plain);
      const br = (await collect(pool.jsonArray(rows, [], ',', 'br')))[0] as EncodedJson;
      expect(br.encoding).toBe('br');
      expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(plain);
      // Below the compress plugin's threshold: as it is.
      expect(await collect(pool.jsonArray("select json_object('a', 1)", [], ',', 'br'))).toEqual([Buffer.from('[{"a":1}]')]);
      // Many pieces: text, compressed on the way out by the plugin.
      const many = "with recursive n(i) as (select 1 union all select i + 1 from n where i < 300000) select json_object('i', i) from n";
      const pieces = await collect(pool.jsonArray(many, [], ',', 'br'));
      expect(pieces.length).toBeGreaterThan(1);
      expect(pieces.every((piece) => Buffer.isBuffer(piece))).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it.runIf(fs.existsSync('/proc/thread-self'))(
    'runs its reads at a lower CPU priority than the event loop (Linux: per thread)',
    async () => {
      /** The nice value of each thread of this process, by thread id (field 19 of /proc/…/stat). */
      const niceByThread = () =>
        new Map(
          fs.readdirSync('/proc/self/task').map((tid) => {
            const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const;
          }),
        );
      const before = niceByThread();
      const pool = new ReadPool(path.join(t.config.dataDir, SQLITE_FILE), 1);
      try {
        expect(await readAll(pool.jsonArray("select json_object('a', 1)", []))).toBe('[{"a":1}]');
        const started = [...niceByThread()].filter(([tid]) => !before.has(tid));
        expect(started.some(([, nice]) => nice === 10)).toBe(true);
        // The threads that were already running (this one among them) keep their priority.
        for (const [tid, nice] of niceByThread()) if (before.has(tid)) expect(nice).toBe(before.get(tid));
      } finally {
        await pool.close();
      }
    },
  );

  it('streams a long answer as a Readable that a client can abandon', async () => {
    const { jsonAnswer } = await import('../../src/platform/database/json-answer.ts');
    const pool = new ReadPool(path.join(t.config.dataDir, SQLITE_FILE), 1);
    try {
      const many = "with recursive n(i) as (select 1 union all select i + 1 from n where i < 300000) select json_object('i', i) from n";
      const answer = (await jsonAnswer(pool.jsonArray(many, []))) as Readable;
      expect(Buffer.isBuffer(answer)).toBe(false);
      answer.destroy();
      // The pool has one worker: this read waits for the abandoned one to let it go.
      expect(await readAll(pool.jsonArray("select json_object('b', 2)", []))).toBe('[{"b":2}]');
    } finally {
      await pool.close();
    }
  });
});
