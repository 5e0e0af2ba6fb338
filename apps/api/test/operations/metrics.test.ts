import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { connect, eventually, listen, oruro, report } from '../positions/support.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

const TOKEN = 'token-de-metricas-de-prueba';

/** The value of one sample line (`name{labels} value`) in Prometheus text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(engines())('GET /api/metrics on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine, { METRICS_TOKEN: TOKEN, LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' });
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const metrics = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts requests by route pattern and status, replays, refused uploads, sign-in failures and throttles, sockets and reports', async () => {
    // A scripted mix of calls.
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: 'nadie', password: 'incorrecta' } });
    const key = randomUUID();
    const body = await multipartBody(
      { placa: '1111AAA', delito_id: '1', descripcion: 'Cobró de más.' },
      { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata() },
    );
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/formulario',
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': key },
      });
      expect(res.statusCode).toBe(201);
    }
    const text = await multipartBody(
      { placa: '1111AAA', delito_id: '1' },
      { name: 'foto.jpg', type: 'image/jpeg', bytes: Buffer.from('no soy una foto') },
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/formulario', payload: text.payload, headers: text.headers })).statusCode).toBe(
      415,
    );
    for (const id of ['0'.repeat(32), 'f'.repeat(32)])
      await t.app.inject({ method: 'GET', url: `/api/images/${id}.jpg`, headers: bearer(admin) });

    const url = await listen(t.app);
    const { socket } = await connect(url, admin);
    expect(await report(socket, oruro())).toEqual({ ok: true });

    let body1 = await metrics();
    expect(sample(body1, 'reclamos_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(sample(body1, 'reclamos_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(sample(body1, 'reclamos_http_requests_total{method="POST",route="/api/formulario",status="201"}')).toBe(2);
    // The route pattern, never the raw URL: two photos, one series.
    expect(sample(body1, 'reclamos_http_requests_total{method="GET",route="/api/images/:file",status="404"}')).toBe(2);
    expect(body1).not.toContain('0'.repeat(32));
    expect(sample(body1, 'reclamos_idempotent_replays_total{kind="formulario"}')).toBe(1);
    expect(sample(body1, 'reclamos_refused_uploads_total{reason="type"}')).toBe(1);
    expect(sample(body1, 'reclamos_login_failures_total')).toBe(2);
    expect(sample(body1, 'reclamos_login_throttled_total')).toBe(1);
    expect(sample(body1, 'reclamos_live_sockets')).toBe(1);
    expect(sample(body1, 'reclamos_position_reports_total{outcome="received"}')).toBe(1);
    expect(sample(body1, 'reclamos_position_reports_total{outcome="accepted"}')).toBe(1);
    expect(body1).toContain('# TYPE reclamos_idempotency_in_flight_total counter');
    expect(sample(body1, 'reclamos_backup_last_success_timestamp_seconds')).toBe(0);
    expect(sample(body1, 'reclamos_backup_failures_total')).toBe(0);
    expect(sample(body1, 'reclamos_database_size_bytes')).toBeGreaterThan(10_000);
    expect(body1).toContain('reclamos_process_cpu_seconds_total');

    socket.close();
    await eventually(async () => {
      body1 = await metrics();
      expect(sample(body1, 'reclamos_live_sockets')).toBe(0);
    });
  });

  it('answers only the metrics token when one is set, not a session token or no token, even from loopback', async () => {
    const forbidden = [{}, bearer(admin), bearer(`${TOKEN}x`), { authorization: TOKEN }];
    for (const headers of forbidden) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: OPERATIONS_MSG.metricsForbidden });
    }
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => t.close());

  it('answers loopback clients only, judged by the client address a trusted proxy reports', async () => {
    const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });
    expect((await get('127.0.0.1')).statusCode).toBe(200);
    expect((await get('::1')).statusCode).toBe(200);
    expect((await get('10.1.2.3')).statusCode).toBe(403);
    // Behind nginx on the same machine every connection comes from 127.0.0.1: the client is elsewhere.
    expect((await get('127.0.0.1', { 'x-forwarded-for': '190.129.1.1' })).statusCode).toBe(403);
  });
});

describe('GET /api/health', () => {
  it('answers 503 with a Spanish message when the database does not answer', async () => {
    const t = await buildTestApp('sqlite');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await t.app.db.destroy();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MSG.http.databaseUnavailable });
    } finally {
      await t.close();
    }
  });
});
