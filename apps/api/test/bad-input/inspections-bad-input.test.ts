import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { inspectionBody, registerInspection } from '../support/inspections.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

const WRONG_VALUES: unknown[] = [12345, true, null, ['x'], { a: 1 }, 'x'.repeat(10_240)];

/** Every leaf of a body as a path, e.g. ['propietario', 'cedula']. */
function leaves(value: object, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? leaves(v as object, [...prefix, key]) : [[...prefix, key]],
  );
}

function withValue(body: object, path: string[], value: unknown): object {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  const current = (body as Record<string, unknown>)[head];
  return { ...body, [head]: rest.length === 0 ? value : withValue(current as object, rest, value) };
}

describe.each(engines())('inspection bad input on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let existingId: number;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    existingId = (await registerInspection(t.app, admin)).id;
  });
  afterAll(async () => t.close());

  const rows = async () => ({
    inspecciones: await t.app.db('inspecciones').select('*').orderBy('id'),
    propietarios: await t.app.db('propietarios').select('*').orderBy('cedula'),
    vehiculos: await t.app.db('vehiculos').select('*').orderBy('placa'),
    marcas: await t.app.db('marcas').count({ n: '*' }).first(),
  });

  function send(url: string, payload: string | object, contentType = 'application/json') {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(admin), 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  function expectClientError(res: { statusCode: number; json(): unknown; body: string }) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
    expect(res.body).not.toMatch(/select|insert|update|sqlite|postgres|stack|at \//i);
  }

  const BODIES = {
    '/api/inspection': () => inspectionBody({ lat: -17.96, lng: -67.1 }),
    '/api/actualizar': () => ({ id: existingId, propietario: { nombre: 'X' }, observacion: 'o', radicatoria: 'r' }),
  };

  for (const [url, valid] of Object.entries(BODIES)) {
    describe(`POST ${url}`, () => {
      it('refuses an empty body and every field with a wrong type, with 4xx and nothing written', async () => {
        const before = await rows();
        expectClientError(await send(url, {}));
        for (const path of leaves(valid())) {
          for (const value of WRONG_VALUES) {
            const res = await send(url, withValue(valid(), path, value));
            // A value the schema drops or a nullable text is fine; anything else must be refused.
            if (res.statusCode < 300) continue;
            expectClientError(res);
          }
        }
        // The edits above that were accepted only touched the one inspection used for actualizar.
        const after = await rows();
        if (url === '/api/inspection') expect(after).toEqual(before);
        else expect(after.inspecciones.length).toBe(before.inspecciones.length);
      });

      it('refuses invalid JSON, a non-object body and another content type', async () => {
        const before = await rows();
        for (const raw of ['{"id":', 'null', '[]', '"texto"', '42']) expectClientError(await send(url, raw));
        expect((await send(url, '{"id":')).json()).toEqual({ message: MSG.validation.invalidJson });
        expectClientError(await send(url, 'id=1', 'text/plain'));
        expect(await rows()).toEqual(before);
      });

      it('refuses a body over the size limit with 413', async () => {
        const res = await send(url, { ...valid(), padding: 'x'.repeat(200 * 1024) });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ message: MSG.validation.bodyTooLarge });
      });
    });
  }

  it('refuses every wrongly typed leaf of POST inspection (none is silently accepted)', async () => {
    for (const path of leaves(inspectionBody({ lat: -17.96, lng: -67.1 }))) {
      for (const value of [12345, true, ['x'], { a: 1 }]) {
        const res = await send('/api/inspection', withValue(inspectionBody({ lat: -17.96, lng: -67.1 }), path, value));
        const numeric = ['lat', 'lng'].includes(path.at(-1) ?? '') && value === 12345;
        if (numeric) continue;
        expect(res.statusCode, `${path.join('.')} = ${JSON.stringify(value)}`).toBe(400);
      }
    }
  });

  it('stores SQL and HTML fragments literally', async () => {
    const nombre = `ROBERT'); DROP TABLE INSPECCIONES;-- <SCRIPT>`;
    const created = await registerInspection(t.app, admin, { observacion: `' OR '1'='1`, propietario: { cedula: '31337', nombre } });
    const row = await t.app.db('inspecciones').where({ id: created.id }).first();
    expect(row).toMatchObject({ nombre, observacion: `' OR '1'='1` });
  });

  it.each([
    ['/api/listInsp/2026-11-31', INSPECTIONS_MSG.api.invalidDate],
    ["/api/listInsp/2026-11-22'%20OR%201=1", INSPECTIONS_MSG.api.invalidDate],
    ['/api/propietario/%27%20OR%201=1', INSPECTIONS_MSG.api.invalidCedula],
    [`/api/propietario/${'9'.repeat(20)}`, INSPECTIONS_MSG.api.invalidCedula],
    ['/api/vehicle/%3Cscript%3E', INSPECTIONS_MSG.api.invalidPlaca],
    ['/api/verificar/%27%20OR%201=1', INSPECTIONS_MSG.api.invalidUuid],
    ['/api/registro?since=1e400', INSPECTIONS_MSG.api.invalidSince],
    ['/api/registro?since=99999999999999999999', INSPECTIONS_MSG.api.invalidSince],
  ])('refuses the path or query %s with 400', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expectClientError(res);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});
