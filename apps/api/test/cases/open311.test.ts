import { XMLParser } from 'fast-xml-parser';
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
/** To the minute: no seconds' fraction, seconds always 00. */
const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/;
const minuteOf = (iso: string) => new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');

/** What a citizen typed about themselves: none of it may reach the public feed. */
const TYPED = {
  cedula: '5551234',
  nombre: 'Carla Privada',
  telefono: '70011223',
  placa: '9999PRV',
  descripcion: 'El chofer Juan me gritó',
  direccion: 'casa de María Secreta, cel 70011223',
  delito_id: '3',
  lat: '-17.968812',
  lng: '-67.112876',
};
const SECRETS = ['5551234', 'Carla', 'CARLA', '70011223', '9999PRV', 'Juan', 'María', 'Secreta', '.jpg', '17.968812', '67.112876'];

const xml = new XMLParser({
  parseTagValue: false,
  isArray: (name) => ['request', 'service', 'error', 'endpoint', 'format'].includes(name),
});

function expectRequest(item: Record<string, unknown>): void {
  expect(
    Object.keys(item).every((key) => REQUEST_FIELDS.includes(key)),
    Object.keys(item).join(),
  ).toBe(true);
  for (const key of ['service_request_id', 'status', 'status_notes', 'service_name', 'service_code', 'requested_datetime', 'lat', 'long']) {
    expect(item, key).toHaveProperty(key);
  }
  expect(['open', 'closed']).toContain(item.status);
  expect(item.requested_datetime).toMatch(MINUTE);
  expect(item.updated_datetime).toMatch(MINUTE);
  expect(item.service_request_id).toMatch(/^[0-9]+$/);
}

describe.each(engines())('Open311 GeoReport v2 on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let open: { id: number; codigo: string; fecha: string };
  let closed: { id: number; codigo: string; fecha: string };
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    open = await submitComplaint(t.app, TYPED);
    closed = await submitComplaint(t.app, { delito_id: '5', direccion: 'Plaza Castro' });
    await moveTo(t.app, admin, closed.id, 'RESUELTO', { motivo: 'Operativo de control realizado.' });
  });
  afterAll(async () => t.close());

  it('services lists the active infractions with the GeoReport fields; a retired one leaves the list', async () => {
    await t.app.db('delitos').where({ id: 2 }).update({ activo: false });
    const res = await get('/api/open311/v2/services.json?jurisdiction_id=oruro.gob.bo');
    await t.app.db('delitos').where({ id: 2 }).update({ activo: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const services = res.json<Record<string, unknown>[]>();
    expect(services.length).toBeGreaterThan(10);
    for (const service of services) expect(Object.keys(service).sort()).toEqual([...SERVICE_FIELDS].sort());
    expect(services.map((service) => service.service_code)).not.toContain('2');
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

  it('a request is known by its public id, never by the receipt code, and carries nothing the citizen typed', async () => {
    const res = await get(`/api/open311/v2/requests/${open.id}.json`);
    expect(res.statusCode).toBe(200);
    const [item, ...rest] = res.json<Record<string, unknown>[]>();
    expect(rest).toEqual([]);
    expect(item).toEqual({
      service_request_id: String(open.id),
      status: 'open',
      status_notes: null,
      service_name: 'Exceso de velocidad',
      service_code: '3',
      description: 'Infracción de transporte público: Exceso de velocidad',
      agency_responsible: 'Autoridad de Transporte Municipal de Oruro',
      requested_datetime: minuteOf(open.fecha),
      updated_datetime: minuteOf(open.fecha),
      lat: -17.969,
      long: -67.113,
    });
    expectRequest(item!);
    // The receipt code is the key of the citizen's follow-up page: never listed, never a lookup key.
    expect((await get(`/api/open311/v2/requests/${open.codigo}.json`)).statusCode).toBe(400);
    expect((await get('/api/open311/v2/requests.json')).body).not.toContain(open.codigo);
  });

  it('no Open311 route, in JSON or XML, gives back a string the citizen typed', async () => {
    for (const format of ['json', 'xml']) {
      for (const url of [
        `/api/open311/v2/requests.${format}`,
        `/api/open311/v2/requests/${open.id}.${format}`,
        `/api/open311/v2/requests.${format}?service_request_id=${open.id},${closed.id}`,
        `/api/open311/v2/services.${format}`,
        `/api/open311/discovery.${format}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        for (const secret of [...SECRETS, open.codigo, closed.codigo, 'Plaza Castro'])
          expect(res.body, `${url} ${secret}`).not.toContain(secret);
      }
    }
  });

  it('a closed request gives its public closing reason as status_notes', async () => {
    const [item] = (await get(`/api/open311/v2/requests/${closed.id}.json`)).json<Record<string, unknown>[]>();
    expect(item).toMatchObject({
      service_request_id: String(closed.id),
      status: 'closed',
      status_notes: 'Operativo de control realizado.',
      lat: null,
      long: null,
    });
    expect(Date.parse(String(item?.updated_datetime))).toBeGreaterThanOrEqual(Date.parse(minuteOf(closed.fecha)));
  });

  it("an unknown id answers 404 in the standard's error shape, in JSON and in XML", async () => {
    const json = await get('/api/open311/v2/requests/99999999.json');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual([{ code: 404, description: 'No hay un reclamo público con ese identificador.' }]);
    const asXml = await get('/api/open311/v2/requests/99999999.xml');
    expect(asXml.statusCode).toBe(404);
    expect(asXml.headers['content-type']).toContain('text/xml');
    expect(xml.parse(asXml.body)).toEqual({
      '?xml': '',
      errors: { error: [{ code: '404', description: 'No hay un reclamo público con ese identificador.' }] },
    });
  });

  it('requests lists newest first, filtered by one or several statuses, service codes and ids, and dates', async () => {
    const all = await get('/api/open311/v2/requests.json');
    expect(all.statusCode).toBe(200);
    const items = all.json<Record<string, unknown>[]>();
    expect(items.map((item) => item.service_request_id)).toEqual([String(closed.id), String(open.id)]);
    items.forEach(expectRequest);
    const ids = async (query: string) =>
      (await get(`/api/open311/v2/requests.json?${query}`))
        .json<{ service_request_id: string }[]>()
        .map((item) => Number(item.service_request_id));
    expect(await ids('status=open')).toEqual([open.id]);
    expect(await ids('status=closed')).toEqual([closed.id]);
    expect(await ids('status=open,closed')).toEqual([closed.id, open.id]);
    expect(await ids('service_code=3')).toEqual([open.id]);
    expect(await ids('service_code=3,5')).toEqual([closed.id, open.id]);
    expect(await ids('service_code=3,5&status=closed')).toEqual([closed.id]);
    expect(await ids(`start_date=${encodeURIComponent(closed.fecha)}`)).toEqual([closed.id]);
    expect(await ids('start_date=2020-01-01T00:00:00Z&end_date=2020-02-01T00:00:00Z')).toEqual([]);
    // A list of ids overrides every other parameter (GeoReport v2), unknown ids are left out.
    expect(
      await ids(
        `service_request_id=${open.id},${closed.id},99999999&status=closed&start_date=2020-01-01T00:00:00Z&end_date=2020-01-02T00:00:00Z`,
      ),
    ).toEqual([closed.id, open.id]);
  });

  it("refuses a bad status, id list, date or a range over 90 days with a Spanish 400 in the standard's shape", async () => {
    for (const query of [
      'status=pending',
      'status=open,',
      'service_request_id=1;2',
      'start_date=ayer',
      'start_date=2026-02-01T00:00:00Z&end_date=2026-01-01T00:00:00Z',
      'start_date=2026-01-01T00:00:00Z&end_date=2026-05-01T00:00:00Z',
      'service_code=abc',
    ]) {
      const res = await get(`/api/open311/v2/requests.json?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual([{ code: 400, description: expect.stringMatching(/\S/) }]);
    }
    expect((await get('/api/open311/v2/requests.csv')).json()).toEqual([{ code: 400, description: expect.stringMatching(/\S/) }]);
  });

  it("answers the standard's XML examples with the same content as the JSON", async () => {
    // https://wiki.open311.org/GeoReport_v2 : GET services.xml?jurisdiction_id=…, GET requests.xml?start_date=…&end_date=…&status=open, GET requests/{id}.xml
    const services = await get('/api/open311/v2/services.xml?jurisdiction_id=city.gov');
    expect(services.statusCode).toBe(200);
    expect(services.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(services.body.startsWith('<?xml version="1.0" encoding="utf-8"?><services><service><service_code>1</service_code>')).toBe(true);
    const servicesJson = (await get('/api/open311/v2/services.json')).json<Record<string, unknown>[]>();
    expect(xml.parse(services.body).services.service).toEqual(
      servicesJson.map((service) => Object.fromEntries(Object.entries(service).map(([key, value]) => [key, String(value)]))),
    );

    const start = new Date(Date.now() - 24 * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const end = new Date(Date.now() + 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const requests = await get(`/api/open311/v2/requests.xml?start_date=${start}&end_date=${end}&status=open`);
    expect(requests.statusCode).toBe(200);
    const listed = xml.parse(requests.body).service_requests.request as Record<string, string>[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      service_request_id: String(open.id),
      status: 'open',
      status_notes: '',
      lat: '-17.969',
      long: '-67.113',
    });

    const one = await get(`/api/open311/v2/requests/${closed.id}.xml`);
    const [request] = xml.parse(one.body).service_requests.request as Record<string, string>[];
    expect(request).toMatchObject({
      service_request_id: String(closed.id),
      status: 'closed',
      status_notes: 'Operativo de control realizado.',
    });
    expect(Object.keys(request!)).toEqual(Object.keys((await get(`/api/open311/v2/requests/${closed.id}.json`)).json<object[]>()[0]!));
  });

  it('answers the discovery document in JSON and XML, pointing at this API', async () => {
    const json = await get('/api/open311/discovery.json');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      changeset: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      contact: expect.stringMatching(/Oruro/),
      endpoints: [
        {
          specification: 'http://wiki.open311.org/GeoReport_v2',
          url: 'http://localhost:80/api/open311/v2',
          type: 'production',
          formats: ['application/json', 'text/xml'],
        },
      ],
    });
    const asXml = xml.parse((await get('/api/open311/discovery.xml')).body);
    expect(asXml.discovery.endpoints.endpoint[0]).toMatchObject({
      specification: 'http://wiki.open311.org/GeoReport_v2',
      formats: { format: ['application/json', 'text/xml'] },
    });
  });

  it('answers XML compressed like every other answer when the client asks for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open311/v2/services.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
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
    const res = await get('/api/open311/v2/requests.json');
    expect(res.json<unknown[]>()).toHaveLength(1000);
  });
});
