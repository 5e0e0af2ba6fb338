import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { submitComplaint } from '../support/complaints.ts';

/** A receipt code already taken is drawn again: the unique index decides, the complaint is still filed. */
describe.each(engines())('receipt codes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it('files a complaint whose first code is taken under the next one drawn', async () => {
    // The draws the server makes, in order: the second complaint draws the first one's code, then another.
    const codes = ['HKMN-PQRS', 'HKMN-PQRS', 'TUVW-XY23'];
    t.app.complaints.drawCodigo = () => codes.shift() ?? 'ZZZZ-ZZZZ';
    const first = await submitComplaint(t.app);
    const second = await submitComplaint(t.app);
    expect(codes).toEqual([]);
    expect([first.codigo, second.codigo]).toEqual(['HKMN-PQRS', 'TUVW-XY23']);
    expect(await t.app.db('reclamos').whereIn('codigo', ['HKMN-PQRS', 'TUVW-XY23'])).toHaveLength(2);
  });
});
