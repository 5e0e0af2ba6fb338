import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { applyRetention } from '../../src/operations/personal-data.ts';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { startTestingPushService, type TestingPushService } from '../../../../scripts/support/push-service.ts';
import { pushSubscription, startRecordingReceiver } from '../support/push.ts';
import { moveTo } from './support.ts';

const PERSON = {
  cedula: '4455667',
  nombre: 'Rosa Secreta',
  telefono: '71234567',
  direccion: 'Calle Bolívar 123, casa verde',
  descripcion: 'El chofer me insultó en la parada',
};

const follow = (t: TestApp, codigo: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/seguimiento/${codigo}/suscripcion`, payload: body });
const unfollow = (t: TestApp, codigo: string, endpoint: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/seguimiento/${codigo}/suscripcion`, payload: { endpoint } });

async function metric(t: TestApp, name: string): Promise<number> {
  const text = await t.app.metrics.registry.getSingleMetricAsString(name);
  return Number(/ (\d+)$/m.exec(text)?.[1] ?? 0);
}

describe.each(engines())('Web Push of a case on %s', (engine) => {
  let push: TestingPushService;
  let receiver: Awaited<ReturnType<typeof startRecordingReceiver>>;
  let elsewhere: Awaited<ReturnType<typeof startRecordingReceiver>>;
  let t: TestApp;
  let admin: string;
  let vapid: string;

  beforeAll(async () => {
    push = await startTestingPushService();
    // The recording receiver answers 410 to /gone, a redirect to /moved, and holds /slow for 2 s.
    receiver = await startRecordingReceiver((request) =>
      request.url?.startsWith('/push/gone') ? 410 : request.url?.startsWith('/push/moved') ? 301 : 201,
    );
    elsewhere = await startRecordingReceiver();
    t = await buildTestApp(engine, { PUSH_ALLOWED_ENDPOINTS: `${push.origin},${receiver.origin}`, PUSH_MAX_PER_CODE: '3' });
    admin = await adminToken(t.app);
    vapid = (await t.app.inject({ method: 'GET', url: '/api/appConfig' })).json<{ vapidPublicKey: string }>().vapidPublicKey;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([push.close(), receiver.close(), elsewhere.close()]);
  });

  describe('GET /api/appConfig', () => {
    it('gives the VAPID public key, the same to every process on the same data and after a restart', async () => {
      expect(vapid).toMatch(/^[A-Za-z0-9_-]{87}$/);
      const second = await buildApp(t.config, { logger: false });
      await second.ready();
      try {
        const again = (await second.inject({ method: 'GET', url: '/api/appConfig' })).json<{ vapidPublicKey: string }>();
        expect(again.vapidPublicKey).toBe(vapid);
      } finally {
        await second.close();
      }
    });
  });

  describe('POST /api/seguimiento/:codigo/suscripcion', () => {
    it('a state change reaches the phone through the push service with the code, state and reason only', async () => {
      const { id, codigo } = await submitComplaint(t.app, PERSON);
      const phone = await push.subscribe(vapid);
      const res = await follow(t, codigo, phone.subscription);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ codigo, siguiendo: true });

      await moveTo(t.app, admin, id, 'EN REVISION');
      await t.app.push.notifier.idle();
      await moveTo(t.app, admin, id, 'RESUELTO', { motivo: 'Se sancionó al operador.' });
      await t.app.push.notifier.idle();

      const messages = push.messages(phone.clientHash);
      expect(messages.map((m) => JSON.parse(m))).toEqual([
        { codigo, estado: 'EN REVISION' },
        { codigo, estado: 'RESUELTO', motivo: 'Se sancionó al operador.' },
      ]);
      for (const value of [...Object.values(PERSON), '1111AAA']) expect(messages.join('\n')).not.toContain(value);
    });

    it("one phone follows several codes; a bulk move sends to each complaint's phones", async () => {
      const a = await submitComplaint(t.app);
      const b = await submitComplaint(t.app);
      const phone = await push.subscribe(vapid);
      expect((await follow(t, a.codigo, phone.subscription)).statusCode).toBe(201);
      expect((await follow(t, b.codigo.toLowerCase().replace('-', ''), phone.subscription)).statusCode).toBe(201);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/estadoReclamos',
        headers: bearer(admin),
        payload: { ids: [a.id, b.id], estado: 'DERIVADO A INSPECCION' },
      });
      expect(res.json().cambiados).toEqual([a.id, b.id]);
      await t.app.push.notifier.idle();
      expect(
        push
          .messages(phone.clientHash)
          .map((m) => JSON.parse(m))
          .sort((x, y) => x.codigo.localeCompare(y.codigo)),
      ).toEqual([a.codigo, b.codigo].sort().map((codigo) => ({ codigo, estado: 'DERIVADO A INSPECCION' })));
    });

    it('sends with a TTL of at most a week and one Topic per complaint that names neither its id nor its code', async () => {
      const a = await submitComplaint(t.app);
      const b = await submitComplaint(t.app);
      await follow(t, a.codigo, pushSubscription('topic-a', receiver.origin));
      await follow(t, b.codigo, pushSubscription('topic-b', receiver.origin));
      await moveTo(t.app, admin, a.id, 'EN REVISION');
      await moveTo(t.app, admin, b.id, 'EN REVISION');
      await moveTo(t.app, admin, a.id, 'DERIVADO A INSPECCION');
      await t.app.push.notifier.idle();
      const sent = receiver.received.filter((r) => r.url.startsWith('/push/topic-'));
      const toA = sent.filter((r) => r.url === '/push/topic-a');
      const toB = sent.filter((r) => r.url === '/push/topic-b');
      expect(toA.length).toBeGreaterThanOrEqual(1);
      expect(toB.length).toBe(1);
      for (const r of sent) {
        expect(Number(r.headers.ttl)).toBeGreaterThan(0);
        expect(Number(r.headers.ttl)).toBeLessThanOrEqual(7 * 24 * 3600);
        expect(r.headers['content-encoding']).toBe('aes128gcm');
        expect(r.headers.authorization).toMatch(/^vapid t=.+, k=/);
        expect(r.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
        expect(r.headers.topic).not.toBe(String(a.id));
        expect(r.headers.topic).not.toContain(a.codigo.replace('-', ''));
        expect(r.headers.topic).not.toContain(b.codigo.replace('-', ''));
      }
      expect(new Set(toA.map((r) => r.headers.topic)).size).toBe(1);
      expect(toA[0]!.headers.topic).not.toBe(toB[0]!.headers.topic);
    });

    it('answers the staff before the push service does', async () => {
      // A push service that takes the request and never answers: the change must not wait for it.
      const hanging = http.createServer(() => undefined).listen(0, '127.0.0.1');
      await once(hanging, 'listening');
      const origin = `http://localhost:${(hanging.address() as AddressInfo).port}`;
      const other = await buildTestApp(engine, { PUSH_ALLOWED_ENDPOINTS: origin });
      try {
        const { id, codigo } = await submitComplaint(other.app);
        expect((await follow(other, codigo, pushSubscription('hang', origin))).statusCode).toBe(201);
        const token = await adminToken(other.app);
        const started = performance.now();
        await moveTo(other.app, token, id, 'EN REVISION');
        expect(performance.now() - started).toBeLessThan(1500);
      } finally {
        hanging.closeAllConnections();
        hanging.close();
        await other.close();
      }
    });

    it('deletes a subscription the push service reports gone (410), and counts sent, failed and gone', async () => {
      const { id, codigo } = await submitComplaint(t.app);
      const phone = await push.subscribe(vapid);
      await follow(t, codigo, phone.subscription);
      await follow(t, codigo, pushSubscription('gone', receiver.origin));
      await follow(t, codigo, pushSubscription('moved', receiver.origin));
      const before = {
        sent: await metric(t, 'reclamos_push_sent_total'),
        gone: await metric(t, 'reclamos_push_gone_total'),
        failed: await metric(t, 'reclamos_push_failed_total'),
      };
      push.expire(phone.clientHash);
      await moveTo(t.app, admin, id, 'EN REVISION');
      await t.app.push.notifier.idle();
      const left = await t.app.db('push_subscriptions').where({ reclamo_id: id }).pluck('endpoint');
      // The 410s (the expired phone and /gone) are deleted; the redirect is a failure, kept, and not followed.
      expect(left).toEqual([`${receiver.origin}/push/moved`]);
      expect(elsewhere.received).toEqual([]);
      expect(await metric(t, 'reclamos_push_gone_total')).toBe(before.gone + 2);
      expect(await metric(t, 'reclamos_push_failed_total')).toBe(before.failed + 1);
      expect(await metric(t, 'reclamos_push_sent_total')).toBe(before.sent);
    });

    it('renews the same phone, refuses a fourth phone on one code with 409, and stops with DELETE', async () => {
      const { codigo } = await submitComplaint(t.app);
      const phones = [1, 2, 3].map((n) => pushSubscription(`limit-${n}`, receiver.origin));
      for (const phone of phones) expect((await follow(t, codigo, phone)).statusCode).toBe(201);
      expect((await follow(t, codigo, { ...phones[0]!, keys: pushSubscription().keys })).statusCode).toBe(201);
      const fourth = await follow(t, codigo, pushSubscription('limit-4', receiver.origin));
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toMatch(/teléfonos con avisos/);
      const stop = await unfollow(t, codigo, phones[0]!.endpoint);
      expect(stop.statusCode).toBe(200);
      expect(stop.json()).toEqual({ codigo, siguiendo: false });
      expect((await unfollow(t, codigo, phones[0]!.endpoint)).statusCode).toBe(404);
      expect((await follow(t, codigo, pushSubscription('limit-4', receiver.origin))).statusCode).toBe(201);
    });

    it('answers 404 in Spanish for a code that names no complaint', async () => {
      for (const codigo of ['ZZZZ-ZZZZ', 'no-es-un-codigo']) {
        const res = await follow(t, codigo, pushSubscription('x', receiver.origin));
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(/código/i);
      }
      expect((await unfollow(t, 'ZZZZ-ZZZZ', `${receiver.origin}/push/x`)).statusCode).toBe(404);
    });

    it('refuses, with a Spanish 400, any endpoint that is not an allowed push service, and posts nothing to it', async () => {
      const { id, codigo } = await submitComplaint(t.app);
      const port = receiver.port;
      const hostile = [
        `http://127.0.0.1:${port}/push/a`,
        `http://[::1]:${port}/push/a`,
        `http://0x7f000001:${port}/push/a`,
        `http://2130706433:${port}/push/a`,
        `http://localhost.:${port}/push/a`,
        `http://localhost:${elsewhere.port}/push/a`,
        `http://localhost/push/a`,
        `https://localhost:${port}/push/a`,
        `http://localhost:${port}@127.0.0.1:${elsewhere.port}/push/a`,
        `http://user:pw@localhost:${port}/push/a`,
        `http://localhost:${port}\\@127.0.0.1:${elsewhere.port}/push/a`,
        `http://localhost:${port}#@127.0.0.1:${elsewhere.port}/`,
        `http://localhost:${port} /push/a`,
        `http://evil.localhost:${port}/push/a`,
        `http://169.254.169.254/latest/meta-data/`,
        `http://metadata.google.internal/computeMetadata/v1/`,
        'https://fcm.googleapis.com/fcm/send/abc',
        `ftp://localhost:${port}/push/a`,
        `file:///etc/passwd`,
        `javascript:alert(1)`,
        'not a url',
      ];
      for (const endpoint of hostile) {
        const res = await follow(t, codigo, { ...pushSubscription(), endpoint });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().message, endpoint).toMatch(/servicio de avisos no está permitido/);
      }
      expect(Number((await t.app.db('push_subscriptions').where({ reclamo_id: id }).count({ n: '*' }))[0]!.n)).toBe(0);
      await moveTo(t.app, admin, id, 'EN REVISION');
      await t.app.push.notifier.idle();
      expect(elsewhere.received).toEqual([]);
    });

    it('refuses bad bodies with a Spanish 400', async () => {
      const { codigo } = await submitComplaint(t.app);
      const good = pushSubscription('body', receiver.origin);
      const bad: unknown[] = [
        {},
        { endpoint: good.endpoint },
        { ...good, keys: {} },
        { ...good, keys: { p256dh: good.keys.p256dh } },
        { ...good, keys: { ...good.keys, auth: 'no válido!' } },
        { ...good, keys: { ...good.keys, p256dh: 'x'.repeat(500) } },
        { ...good, endpoint: `${receiver.origin}/${'a'.repeat(2000)}` },
        { ...good, endpoint: 42 },
        [good],
        'texto',
      ];
      for (const payload of bad) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/seguimiento/${codigo}/suscripcion`,
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message, JSON.stringify(payload)).toMatch(/\S/);
        expect(res.json().message).not.toMatch(/must|should/);
      }
    });
  });

  describe('personal-data retention', () => {
    it("removes a closed complaint's subscriptions with its personal data", async () => {
      const { id, codigo } = await submitComplaint(t.app);
      await follow(t, codigo, pushSubscription('retention', receiver.origin));
      await moveTo(t.app, admin, id, 'NO PROCEDE', { motivo: 'Sin datos suficientes.' });
      await t.app.push.notifier.idle();
      const later = Date.now() + (t.config.retention.personalDataDays + 1) * 24 * 3600_000;
      await applyRetention(t.app.db, t.config.retention, later);
      expect(await t.app.db('push_subscriptions').where({ reclamo_id: id }).pluck('id')).toEqual([]);
    });
  });
});
