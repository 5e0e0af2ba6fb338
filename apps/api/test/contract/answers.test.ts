import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { ENDPOINTS } from '@reclamos/shared-types/endpoints';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { registerInspection } from '../support/inspections.ts';

/** The schema with no extra key allowed anywhere: a field the answer adds or drops fails. */
function closed<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => closed(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  // TypeBox keeps each schema's kind under a symbol key: copy those too.
  const copy: Record<PropertyKey, unknown> = {};
  for (const key of Reflect.ownKeys(schema)) copy[key] = closed((schema as Record<PropertyKey, unknown>)[key]);
  if (copy.type === 'object') copy.additionalProperties = false;
  return copy as T;
}

function expectMatches(schema: TSchema, answer: unknown): void {
  const errors = [...Value.Errors(closed(schema), answer)].slice(0, 5).map((error) => `${error.path}: ${error.message}`);
  expect(errors).toEqual([]);
}

// listInsp and reportFecha send JSON written by the database (or JSON.stringify) past Fastify's
// serializer; the field maps must keep it to the contract's schema on both engines.
describe.each(engines())('answers written past the serializer follow the contract on %s', (engine) => {
  let t: TestApp;
  let token: string;
  // The seeded rows are moved to one fixed Bolivian day (noon there), so the lists below hold them
  // whenever this block runs: PostgreSQL's runs long after the file loads, maybe past midnight.
  const day = '2026-03-10';
  const noon = Date.parse(`${day}T16:00:00.000Z`);

  beforeAll(async () => {
    t = await buildTestApp(engine);
    token = await adminToken(t.app);
    const first = await submitComplaint(t.app, { nombre: 'Ñusta Quispe "la Tía"', descripcion: 'línea 1\nlínea 2 <b>\\</b>' });
    // One row assigned and closed, so asignado's object and motivo's text are written too.
    await t.app.inject({ method: 'POST', url: `/api/asignarReclamo/${first.id}`, headers: bearer(token), payload: { usuarioId: 1 } });
    await t.app.inject({
      method: 'POST',
      url: `/api/estadoReclamo/${first.id}`,
      headers: bearer(token),
      payload: { estado: 'RESUELTO', motivo: 'Multa "grave" \\ ñ' },
    });
    await submitComplaint(t.app, {
      cedula: '',
      nombre: '',
      telefono: '',
      placa: '',
      direccion: '',
      descripcion: '',
      lat: '-17.968851',
      lng: '-67.112892',
    });
    await t.app.db('reclamos').insert({
      uuid: '00000000-0000-4000-8000-000000000001',
      codigo: 'AAAA-2222',
      content_hash: 'x',
      fecha: noon,
      received_at: Date.now(),
      cedula: '',
      nombre: '',
      telefono: '',
      placa: '',
      direccion: '',
      descripcion: 'sin foto (datos anteriores)',
      delito_id: 1,
      blob_id: null,
      lat: null,
      lng: null,
    });
    await registerInspection(t.app, token, { observacion: 'Sin extintor; "Ñandú" \\ ok', lat: -17.9688, lng: -67.1128 });
    await registerInspection(t.app, token, { radicatoria: '' });
    await t.app.db('reclamos').update({ fecha: noon });
    await t.app.db('inspecciones').update({ fecha: noon });
  });
  afterAll(async () => t.close());

  it('reportFecha', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: bearer(token), payload: { ini: day, fin: day } });
    expect(res.statusCode).toBe(200);
    const list = res.json<unknown[]>();
    expect(list).toHaveLength(3);
    expectMatches(ENDPOINTS.reportFecha.response[200], list);
    expect(list).toContainEqual(
      expect.objectContaining({
        estado: 'RESUELTO',
        asignado: { id: 1, nombre: expect.any(String) },
        motivo: 'Multa "grave" \\ ñ',
        vencido: false,
      }),
    );
  });

  it('listInsp', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listInsp/${day}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const list = res.json<unknown[]>();
    expect(list).toHaveLength(2);
    expectMatches(ENDPOINTS.listInsp.response[200], list);
  });

  it('a drift fails: an extra or a missing key is caught', () => {
    const schema = closed(ENDPOINTS.reportFecha.response[200]);
    const row = {
      id: 1,
      uuid: 'u',
      fecha: 'f',
      cedula: '',
      nombre: '',
      telefono: '',
      imagen: null,
      placa: '',
      direccion: '',
      descripcion: '',
      delito_id: 1,
      delito: 'd',
      lat: null,
      lng: null,
      codigo: 'AAAA-2222',
      estado: 'RECIBIDO',
      asignado: null,
      vencido: false,
      estancado: false,
      motivo: null,
      fotoRevisada: false,
    };
    expect(Value.Check(schema, [row])).toBe(true);
    expect(Value.Check(schema, [{ ...row, extra: 1 }])).toBe(false);
    const { delito: _dropped, ...missing } = row;
    expect(Value.Check(schema, [missing])).toBe(false);
  });
});
