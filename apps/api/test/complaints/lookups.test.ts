import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';

describe.each(engines())('public lookups on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    await submitComplaint(t.app, { cedula: '3344556', nombre: 'Rosa Choque', telefono: '69912345' });
    await t.app.db('vehiculos').insert({
      placa: '2020ABC',
      tipo: 'MINIBUS',
      linea: '102',
      numero: '15',
      carnet: '4455667',
      chofer: 'JUAN CONDORI',
      marca: 'TOYOTA',
      modelo: 'HIACE',
      updated_at: Date.now(),
    });
  });
  afterAll(async () => t.close());

  it('GET /api/delito lists the seeded infraction catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/delito' });
    expect(res.statusCode).toBe(200);
    const delitos = res.json();
    expect(delitos.length).toBeGreaterThanOrEqual(15);
    expect(delitos.map((d: { detalle: string }) => d.detalle)).toEqual(
      expect.arrayContaining(['Cobro indebido de pasaje', 'Desvío de ruta', 'Conducir usando el celular']),
    );
  });

  describe('POST /api/searchpersona', () => {
    it('answers an anonymous caller the nombre masked to its initials, nothing else', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/searchpersona', payload: { cedula: '3344556' } });
      expect(res.json()).toEqual({ success: true, persona: { nombre: 'R*** C*****' } });
    });

    it('answers staff the telefono too', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/searchpersona', headers: bearer(admin), payload: { cedula: '3344556' } });
      expect(res.json()).toEqual({ success: true, persona: { nombre: 'ROSA CHOQUE', telefono: '69912345' } });
    });

    it('an anonymous complaint does not rewrite a known cedula; what it typed stays on its own row', async () => {
      const complaint = await submitComplaint(t.app, { cedula: '3344556', nombre: 'Impostor Falso', telefono: '70000000' });
      const row = await t.app.db('personas').where({ cedula: '3344556' }).first();
      expect(row).toMatchObject({ nombre: 'ROSA CHOQUE', telefono: '69912345' });
      expect(await t.app.db('reclamos').where({ id: complaint.id }).first()).toMatchObject({
        nombre: 'IMPOSTOR FALSO',
        telefono: '70000000',
      });
      const staff = await t.app.inject({
        method: 'POST',
        url: '/api/searchpersona',
        headers: bearer(admin),
        payload: { cedula: '3344556' },
      });
      expect(staff.json()).toEqual({ success: true, persona: { nombre: 'ROSA CHOQUE', telefono: '69912345' } });
    });

    it('an anonymous complaint fills an unknown cedula', async () => {
      await submitComplaint(t.app, { cedula: '5566778', nombre: 'Luis Mamani', telefono: '71234567' });
      expect(await t.app.db('personas').where({ cedula: '5566778' }).first()).toMatchObject({
        nombre: 'LUIS MAMANI',
        telefono: '71234567',
      });
    });

    it('answers success false for an unknown cedula, and 400 for a malformed one', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/searchpersona', payload: { cedula: '999999' } })).json()).toEqual({
        success: false,
      });
      expect((await t.app.inject({ method: 'POST', url: '/api/searchpersona', payload: { cedula: "1' OR '1'='1" } })).statusCode).toBe(400);
    });
  });

  describe('POST /api/searchvehiculo', () => {
    it('answers an anonymous caller tipo, linea and numero only, whatever the case of the plate', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/searchvehiculo', payload: { placa: '2020abc' } });
      expect(res.json()).toEqual({ success: true, vehiculo: { tipo: 'MINIBUS', linea: '102', numero: '15' } });
    });

    it("answers staff the driver's name and licence too", async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/searchvehiculo', headers: bearer(admin), payload: { placa: '2020ABC' } });
      expect(res.json()).toEqual({
        success: true,
        vehiculo: { tipo: 'MINIBUS', linea: '102', numero: '15', carnet: '4455667', chofer: 'JUAN CONDORI' },
      });
    });

    it('answers success false for an unknown plate', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/searchvehiculo', payload: { placa: '0000ZZZ' } })).json()).toEqual({
        success: false,
      });
    });
  });
});

describe('public rate limit', () => {
  it('answers 429 with Retry-After and a Spanish message past the per-address limit', async () => {
    const t = await buildTestApp('sqlite', { PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject({ method: 'GET', url: '/api/delito', remoteAddress: '10.9.0.1' })).statusCode).toBe(200);
      const limited = await t.app.inject({ method: 'GET', url: '/api/delito', remoteAddress: '10.9.0.1' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json()).toEqual({ message: 'Demasiadas solicitudes. Intente nuevamente en unos momentos.' });
      expect((await t.app.inject({ method: 'GET', url: '/api/delito', remoteAddress: '10.9.0.2' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
