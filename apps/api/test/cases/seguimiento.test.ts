import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { moveTo } from './support.ts';

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

describe.each(engines())("the citizen's status on %s", (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  describe('POST /api/formulario', () => {
    it('answers a receipt code, the same again when the phone replays the request', async () => {
      const body = await multipartBody(
        { delito_id: '2', placa: '1234ABC', nombre: 'Ana' },
        { name: 'f.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(64, 48) },
      );
      const key = randomUUID();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/formulario',
          payload: body.payload,
          headers: { ...body.headers, 'idempotency-key': key },
        });
      const first = await send();
      const replay = await send();
      expect(first.statusCode).toBe(201);
      expect(replay.statusCode).toBe(201);
      expect(first.json<{ codigo: string }>().codigo).toMatch(CODE);
      expect(replay.json()).toEqual(first.json());
    });

    it('gives each complaint its own code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 20; i++) codes.add((await submitComplaint(t.app)).codigo);
      expect(codes.size).toBe(20);
    });
  });

  describe('GET /api/seguimiento/:codigo', () => {
    it('answers exactly the public fields: state, dates, infraction, closing reason and the states it went through', async () => {
      const complaint = await submitComplaint(t.app, {
        cedula: '9988776',
        nombre: 'Juana Secreta',
        telefono: '70011223',
        placa: '4321ZYX',
        descripcion: 'Me insultó el chofer Pedro',
        direccion: 'Calle Bolívar 123',
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/notaReclamo/${complaint.id}`,
        headers: bearer(admin),
        payload: { texto: 'Nota interna secreta' },
      });
      await t.app.inject({ method: 'POST', url: `/api/asignarReclamo/${complaint.id}`, headers: bearer(admin), payload: { usuarioId: 1 } });
      await moveTo(t.app, admin, complaint.id, 'EN REVISION', { motivo: 'motivo interno de revisión' });
      const closed = await moveTo(t.app, admin, complaint.id, 'RESUELTO', { motivo: 'Se sancionó al operador.' });

      const res = await t.app.inject({ method: 'GET', url: `/api/seguimiento/${complaint.codigo}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        codigo: complaint.codigo,
        estado: 'RESUELTO',
        fecha: complaint.fecha,
        actualizado: closed.actualizado,
        delito: 'Cobro indebido de pasaje',
        motivo: 'Se sancionó al operador.',
        historial: [
          { estado: 'RECIBIDO', fecha: complaint.fecha },
          { estado: 'EN REVISION', fecha: closed.historial[1]?.fecha },
          { estado: 'RESUELTO', fecha: closed.actualizado },
        ],
      });
      for (const secret of [
        '9988776',
        'Juana',
        'JUANA',
        '70011223',
        '4321ZYX',
        'Pedro',
        'Bolívar',
        'Nota interna',
        'motivo interno',
        '.jpg',
        'admin',
        'Administrador',
      ]) {
        expect(res.body).not.toContain(secret);
      }
    });

    it('shows no motivo while the case is open, also after a reopening', async () => {
      const complaint = await submitComplaint(t.app);
      const fresh = await t.app.inject({ method: 'GET', url: `/api/seguimiento/${complaint.codigo}` });
      expect(fresh.json()).toEqual({
        codigo: complaint.codigo,
        estado: 'RECIBIDO',
        fecha: complaint.fecha,
        actualizado: complaint.fecha,
        delito: 'Cobro indebido de pasaje',
        historial: [{ estado: 'RECIBIDO', fecha: complaint.fecha }],
      });
      await moveTo(t.app, admin, complaint.id, 'NO PROCEDE', { motivo: 'Fuera de jurisdicción' });
      await moveTo(t.app, admin, complaint.id, 'EN REVISION');
      const reopened = await t.app.inject({ method: 'GET', url: `/api/seguimiento/${complaint.codigo}` });
      expect(reopened.json()).not.toHaveProperty('motivo');
      expect(reopened.json<{ estado: string }>().estado).toBe('EN REVISION');
    });

    it('finds the code typed in lower case, with spaces or without its dash', async () => {
      const { codigo } = await submitComplaint(t.app);
      for (const typed of [codigo.toLowerCase(), codigo.replace('-', ''), encodeURIComponent(codigo.replace('-', ' '))]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/seguimiento/${typed}` });
        expect(res.statusCode, typed).toBe(200);
        expect(res.json<{ codigo: string }>().codigo).toBe(codigo);
      }
    });

    it('answers an unknown or malformed code with a Spanish 404', async () => {
      for (const codigo of ['ZZZZ-ZZZZ', 'ABCD', 'IIII-OOOO', '%27%20or%201%3D1', 'x'.repeat(20)]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/seguimiento/${codigo}` });
        expect(res.statusCode, codigo).toBe(404);
        expect(res.json()).toEqual({ message: 'No encontramos un reclamo con ese código. Revise que esté bien escrito.' });
      }
    });

    it('is rate-limited like the public form', async () => {
      const limited = await buildTestApp(engine, { PUBLIC_RATE_LIMIT_PER_MINUTE: '2' });
      try {
        const statuses = [];
        for (let i = 0; i < 3; i++)
          statuses.push((await limited.app.inject({ method: 'GET', url: '/api/seguimiento/ZZZZ-ZZZZ' })).statusCode);
        expect(statuses).toEqual([404, 404, 429]);
      } finally {
        await limited.close();
      }
    });
  });
});
