import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config.ts';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { changeState, detailOf } from './support.ts';

const admin = { id: 1, nombre: 'Administrador', canReopen: true };

describe.each(engines())('workflow writes and their transaction on %s', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    token = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  it("write in the caller's transaction when given one: rolled back, nothing stays (the audit row commits with them)", async () => {
    const { id } = await submitComplaint(t.app);
    const failure = new Error('audit failed');
    await expect(
      t.app.db.transaction(async (trx) => {
        await t.app.cases.changeState(id, 'RECIBIDO', { estado: 'RESUELTO', motivo: 'Listo', duplicadoDe: null }, admin, Date.now(), trx);
        await t.app.cases.assign(id, 1, admin, trx);
        await t.app.cases.addNote(id, 'nota', admin, Date.now(), trx);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const detail = await detailOf(t.app, token, id);
    expect(detail).toMatchObject({ estado: 'RECIBIDO', asignado: null, motivo: null, notas: [] });
    expect(detail.historial).toHaveLength(1);
  });

  it('keep the history one unbroken chain when staff change one complaint at the same time', async () => {
    const { id } = await submitComplaint(t.app);
    const targets = [
      'EN REVISION',
      'DERIVADO A INSPECCION',
      'EN REVISION',
      'DERIVADO A INSPECCION',
      'EN REVISION',
      'DERIVADO A INSPECCION',
    ];
    const answers = await Promise.all(targets.map((estado) => changeState(t.app, token, id, { estado })));
    for (const res of answers) {
      expect([200, 409]).toContain(res.statusCode);
      if (res.statusCode === 409) expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
    }
    const detail = await detailOf(t.app, token, id);
    // One entry per accepted change, each starting where the previous ended, the last being the state now.
    expect(detail.historial).toHaveLength(1 + answers.filter((res) => res.statusCode === 200).length);
    for (const [index, change] of detail.historial.entries()) {
      if (index > 0) expect(change.desde).toBe(detail.historial[index - 1]?.estado);
    }
    expect(detail.historial.at(-1)?.estado).toBe(detail.estado);
  });

  it.runIf(engine === 'postgres')('refuse with 409 a change based on a state another transaction changed meanwhile', async () => {
    const { id } = await submitComplaint(t.app);
    const first = await t.app.db.transaction();
    await t.app.cases.changeState(id, 'RECIBIDO', { estado: 'EN REVISION', motivo: null, duplicadoDe: null }, admin, Date.now(), first);
    const firstPid = (await first.raw<{ rows: { pid: number }[] }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    // The second reads RECIBIDO (the first has not committed) and waits on the row until it does.
    // Its outcome is caught at once: it may be refused while this test still awaits the commit.
    const second = t.app.cases
      .changeState(id, 'RECIBIDO', { estado: 'DERIVADO A INSPECCION', motivo: null, duplicadoDe: null }, admin, Date.now())
      .then(
        () => 'accepted',
        (error: unknown) => error,
      );
    // Committed only once the second is seen blocked behind the first: a second that started after
    // the commit would be refused too, but for reading EN REVISION, not for a change made meanwhile.
    const blockedByFirst = async () => {
      const sql = 'SELECT count(*) AS n FROM pg_stat_activity WHERE ? = ANY (pg_blocking_pids(pid))';
      const { rows } = await t.app.db.raw<{ rows: { n: number | string }[] }>(sql, [firstPid]);
      return Number(rows[0]?.n);
    };
    await expect.poll(blockedByFirst, { timeout: 10_000 }).toBe(1);
    await first.commit();
    expect(await second).toMatchObject({
      statusCode: 409,
      message: 'Otra persona cambió el estado de este reclamo recién. Vuelva a abrirlo e intente de nuevo.',
    });
    expect((await detailOf(t.app, token, id)).historial.map((change) => change.estado)).toEqual(['RECIBIDO', 'EN REVISION']);
  });
});

describe('COMPLAINT_DUE_DAYS and COMPLAINT_DUPLICATE_DAYS', () => {
  it('default to 10 and 3 days and refuse what is not a whole number of days', () => {
    expect(loadConfig({}).workflow).toEqual({ dueDays: 10, duplicateDays: 3, staleDays: 730 });
    expect(loadConfig({ COMPLAINT_DUE_DAYS: '30', COMPLAINT_DUPLICATE_DAYS: '0' }).workflow).toEqual({
      dueDays: 30,
      duplicateDays: 0,
      staleDays: 730,
    });
    // A case is stale when open and unchanged for as long as retention keeps a closed case's data.
    expect(loadConfig({ PERSONAL_DATA_RETENTION_DAYS: '365' }).workflow.staleDays).toBe(365);
    for (const env of [
      { COMPLAINT_DUE_DAYS: '0' },
      { COMPLAINT_DUE_DAYS: 'diez' },
      { COMPLAINT_DUPLICATE_DAYS: '-1' },
      { COMPLAINT_DUPLICATE_DAYS: '1.5' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });
});
