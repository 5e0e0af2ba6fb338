import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { moveTo } from './support.ts';

/** GeoReport v2's fields of a service (GET services) and of a service request (GET requests), https://wiki.open311.org/GeoReport_v2. */
const SERVICE_FIELDS = ['service_code', 'service_name', 'description', 'metadata', 'type', 'keywords', 'group'];
const REQUEST_FIELDS = [
  'service_request_id',
  'status',
  'status_notes',
  'service_name',
  'service_code',
  'description',
  'agency_responsible',
  'service_notice',
  'requested_datetime',
  'updated_datetime',
  'expected_datetime',
  'address',
  'address_id',
  'zipcode',
  'lat',
  'long',
  'media_url',
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

function expectRequest(item: Record<string, unknown>): void {
  expect(
    Object.keys(item).every((key) => REQUEST_FIELDS.includes(key)),
    Object.keys(item).join(),
  ).toBe(true);
  for (const key of [
    'service_request_id',
    'status',
    'status_notes',
    'service_name',
    'service_code',
    'description',
    'requested_datetime',
    'updated_datetime',
    'address',
    'lat',
    'long',
  ]) {
    expect(item, key).toHaveProperty(key);
  }
  expect(['open', 'closed']).toContain(item.status);
  expect(item.requested_datetime).toMatch(ISO);
  expect(item.updated_datetime).toMatch(ISO);
  expect(item.service_request_id).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
}

describe.each(engines())('Open311 GeoReport v2 on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let open: { id: number; codigo: string; fecha: string };
  let closed: { id: number; codigo: string; fecha: string };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    open = await submitComplaint(t.app, {
      cedula: '5551234',
      nombre: 'Carla Privada',
      telefono: '79990000',
      placa: '9999PRV',
      descripcion: 'El chofer Juan me gritó',
      direccion: 'Av. 6 de Agosto y Ayacucho',
      delito_id: '3',
      lat: '-17.9688',
      lng: '-67.1128',
    });
    closed = await submitComplaint(t.app, { delito_id: '5', direccion: 'Plaza Castro' });
    await moveTo(t.app, admin, closed.id, 'RESUELTO', { motivo: 'Operativo de control realizado.' });
  });
  afterAll(async () => t.close());

  it('GET services.json lists the infractions as services with the GeoReport fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open311/v2/services.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const services = res.json<Record<string, unknown>[]>();
    expect(services.length).toBeGreaterThan(10);
    for (const service of services) expect(Object.keys(service).sort()).toEqual([...SERVICE_FIELDS].sort());
    expect(services[0]).toEqual({
      service_code: '1',
      service_name: 'Cobro indebido de pasaje',
      description: 'Infracción de transporte público: Cobro indebido de pasaje',
      metadata: false,
      type: 'realtime',
      keywords: '',
      group: 'Transporte público',
    });
  });

  it('GET requests/{codigo}.json answers one request in a list, with nothing personal', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/open311/v2/requests/${open.codigo}.json` });
    expect(res.statusCode).toBe(200);
    const [item, ...rest] = res.json<Record<string, unknown>[]>();
    expect(rest).toEqual([]);
    expect(item).toEqual({
      service_request_id: open.codigo,
      status: 'open',
      status_notes: null,
      service_name: 'Exceso de velocidad',
      service_code: '3',
      description: 'Infracción de transporte público: Exceso de velocidad',
      agency_responsible: 'Autoridad de Transporte Municipal de Oruro',
      requested_datetime: open.fecha,
      updated_datetime: open.fecha,
      address: 'Av. 6 de Agosto y Ayacucho',
      lat: -17.9688,
      long: -67.1128,
    });
    expectRequest(item!);
    for (const secret of ['5551234', 'Carla', 'CARLA', '79990000', '9999PRV', 'Juan', '.jpg']) expect(res.body).not.toContain(secret);
  });

  it('GET requests/{codigo}.json of a closed complaint gives its public motivo as status_notes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/open311/v2/requests/${closed.codigo.toLowerCase()}.json` });
    const [item] = res.json<Record<string, unknown>[]>();
    expect(item).toMatchObject({
      service_request_id: closed.codigo,
      status: 'closed',
      status_notes: 'Operativo de control realizado.',
      address: 'Plaza Castro',
      lat: null,
      long: null,
    });
    expect(Date.parse(String(item?.updated_datetime))).toBeGreaterThanOrEqual(Date.parse(closed.fecha));
  });

  it('GET requests/{codigo}.json of an unknown code answers a Spanish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open311/v2/requests/ZZZZ-ZZZZ.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No encontramos un reclamo con ese código. Revise que esté bien escrito.' });
  });

  it('GET requests.json lists requests newest first, filtered by status, service_code and dates', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/open311/v2/requests.json' });
    expect(all.statusCode).toBe(200);
    const items = all.json<Record<string, unknown>[]>();
    expect(items.map((item) => item.service_request_id)).toEqual([closed.codigo, open.codigo]);
    items.forEach(expectRequest);
    const ids = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/open311/v2/requests.json?${query}` }))
        .json<{ service_request_id: string }[]>()
        .map((item) => item.service_request_id);
    expect(await ids('status=open')).toEqual([open.codigo]);
    expect(await ids('status=closed')).toEqual([closed.codigo]);
    expect(await ids('service_code=3')).toEqual([open.codigo]);
    expect(await ids(`start_date=${encodeURIComponent(closed.fecha)}`)).toEqual([closed.codigo]);
    expect(await ids(`end_date=${encodeURIComponent(open.fecha)}`)).toEqual([open.codigo]);
    expect(await ids('start_date=2020-01-01T00:00:00Z&end_date=2020-02-01T00:00:00Z')).toEqual([]);
  });

  it('GET requests.json refuses a bad status or date with a Spanish 400', async () => {
    for (const query of [
      'status=pending',
      'start_date=ayer',
      'start_date=2026-02-01T00:00:00Z&end_date=2026-01-01T00:00:00Z',
      'service_code=abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/open311/v2/requests.json?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
    }
  });

  it('answers at most 1,000 requests', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      codigo: `C${String(i).padStart(8, '0')}`,
      content_hash: 'x',
      fecha: now - i * 1000,
      received_at: now,
      delito_id: 1,
    }));
    for (let i = 0; i < rows.length; i += 200) await t.app.db('reclamos').insert(rows.slice(i, i + 200));
    const res = await t.app.inject({ method: 'GET', url: '/api/open311/v2/requests.json' });
    expect(res.json<unknown[]>()).toHaveLength(1000);
  });
});
