import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ENDPOINTS } from '@reclamos/shared-types/endpoints';
import { CLOSED_STATES, COMPLAINT_STATES, OPEN_STATES, isClosedState, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { changeState, detailOf, moveTo } from './support.ts';

const SPANISH = /\S/;

/** What a change to `estado` needs besides the state itself. */
function needs(estado: ComplaintState, original: number): object {
  if (estado === 'DUPLICADO') return { motivo: 'Ya reportado', duplicadoDe: original };
  return isClosedState(estado) ? { motivo: 'Sancionado con multa' } : {};
}

/** A complaint brought to `estado` through the API (RECIBIDO as made). */
async function complaintIn(t: TestApp, admin: string, estado: ComplaintState, original: number): Promise<number> {
  const { id } = await submitComplaint(t.app);
  if (estado !== 'RECIBIDO') await moveTo(t.app, admin, id, estado, needs(estado, original));
  return id;
}

describe.each(engines())('POST /api/estadoReclamo on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let usuario: string;
  let original: number;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const user = await createUser(t.app, admin, 'USUARIO');
    usuario = (await login(t.app, user.name, user.password)).token;
    original = (await submitComplaint(t.app)).id;
  });
  afterAll(async () => t.close());

  const openPairs = OPEN_STATES.flatMap((from) => COMPLAINT_STATES.filter((to) => to !== from).map((to) => [from, to] as const));
  it.each(openPairs)('lets USUARIO move an open complaint from %s to %s, keeping the change in the history', async (from, to) => {
    const id = await complaintIn(t, admin, from, original);
    const res = await changeState(t.app, usuario, id, { estado: to, ...needs(to, original) });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{
      estado: string;
      historial: { desde: string | null; estado: string; usuario: { nombre: string } | null; motivo: string | null }[];
      motivo: string | null;
      duplicadoDe: number | null;
    }>();
    expect(Value.Check(ENDPOINTS.estadoReclamo.response[200], detail)).toBe(true);
    expect(detail.estado).toBe(to);
    expect(detail.historial.at(-1)).toMatchObject({ desde: from, estado: to, usuario: { nombre: expect.stringMatching(SPANISH) } });
    expect(detail.historial[0]).toMatchObject({ desde: null, estado: 'RECIBIDO', usuario: null });
    expect(detail.motivo).toBe(isClosedState(to) ? (to === 'DUPLICADO' ? 'Ya reportado' : 'Sancionado con multa') : null);
    expect(detail.duplicadoDe).toBe(to === 'DUPLICADO' ? original : null);
  });

  it.each(COMPLAINT_STATES.map((estado) => [estado] as const))(
    'refuses a change to the state it already has (%s) with 409',
    async (estado) => {
      const id = await complaintIn(t, admin, estado, original);
      const res = await changeState(t.app, admin, id, { estado, ...needs(estado, original) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: expect.stringContaining(estado) });
    },
  );

  const closedPairs = CLOSED_STATES.flatMap((from) =>
    COMPLAINT_STATES.filter((to) => to !== from && to !== 'EN REVISION').map((to) => [from, to] as const),
  );
  it.each(closedPairs)('refuses moving a closed complaint from %s to %s (only a reopening to EN REVISION) with 409', async (from, to) => {
    const id = await complaintIn(t, admin, from, original);
    const res = await changeState(t.app, admin, id, { estado: to, ...needs(to, original) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Un reclamo cerrado solo puede reabrirse al estado EN REVISION.' });
    expect((await detailOf(t.app, admin, id)).estado).toBe(from);
  });

  it.each(CLOSED_STATES.map((estado) => [estado] as const))(
    'lets only an ADMINISTRADOR reopen a %s complaint, to EN REVISION',
    async (from) => {
      const id = await complaintIn(t, admin, from, original);
      const refused = await changeState(t.app, usuario, id, { estado: 'EN REVISION' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Solo un ADMINISTRADOR puede reabrir un reclamo cerrado.' });
      const other = await createUser(t.app, admin, 'ADMINISTRADOR');
      const otherToken = (await login(t.app, other.name, other.password)).token;
      const reopened = await moveTo(t.app, otherToken, id, 'EN REVISION', { motivo: 'Nueva evidencia' });
      expect(reopened).toMatchObject({ estado: 'EN REVISION', motivo: null, duplicadoDe: null });
      expect(reopened.historial.at(-1)).toMatchObject({ desde: from, estado: 'EN REVISION', motivo: 'Nueva evidencia' });
    },
  );

  it.each(CLOSED_STATES.map((estado) => [estado] as const))('asks for a motivo to close as %s (absent or blank → 400)', async (estado) => {
    const id = await complaintIn(t, admin, 'EN REVISION', original);
    for (const motivo of [undefined, '   ']) {
      const res = await changeState(t.app, admin, id, {
        estado,
        ...(estado === 'DUPLICADO' ? { duplicadoDe: original } : {}),
        ...(motivo === undefined ? {} : { motivo }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Para cerrar el reclamo escriba el motivo (el ciudadano lo verá).' });
    }
  });

  it('refuses a public motivo that carries a phone or cédula number, and leaves the case as it was', async () => {
    const id = await complaintIn(t, admin, 'EN REVISION', original);
    for (const motivo of ['Se llamó al 70011223', 'Denunciante CI 555 1234']) {
      const res = await changeState(t.app, admin, id, { estado: 'RESUELTO', motivo });
      expect(res.statusCode, motivo).toBe(400);
      expect(res.json()).toEqual({ message: 'El motivo es público: no escriba números de teléfono ni de cédula.' });
    }
    expect((await t.app.db('reclamos').where({ id }).first())?.estado).toBe('EN REVISION');
    expect(
      (await changeState(t.app, admin, id, { estado: 'RESUELTO', motivo: 'Operativo del 26/11/2026 en la línea 102.' })).statusCode,
    ).toBe(200);
  });

  it('asks DUPLICADO for a duplicadoDe that exists and is not the complaint itself', async () => {
    const id = await complaintIn(t, admin, 'RECIBIDO', original);
    const cases: [object, string][] = [
      [{}, 'Indique de qué reclamo es duplicado.'],
      [{ duplicadoDe: id }, 'Un reclamo no puede ser duplicado de sí mismo.'],
      [{ duplicadoDe: 999999 }, 'El reclamo indicado como original no existe.'],
    ];
    for (const [extra, message] of cases) {
      const res = await changeState(t.app, admin, id, { estado: 'DUPLICADO', motivo: 'Repetido', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const closedOriginal = await complaintIn(t, admin, 'RESUELTO', original);
    expect(await moveTo(t.app, admin, id, 'DUPLICADO', { motivo: 'Repetido', duplicadoDe: closedOriginal })).toMatchObject({
      estado: 'DUPLICADO',
      duplicadoDe: closedOriginal,
    });
  });

  it('refuses duplicadoDe on any other state', async () => {
    const id = await complaintIn(t, admin, 'RECIBIDO', original);
    const res = await changeState(t.app, admin, id, { estado: 'RESUELTO', motivo: 'Listo', duplicadoDe: original });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El reclamo original solo se indica al marcar DUPLICADO.' });
  });

  it('answers 404 in Spanish for an unknown complaint and 400 for a state that does not exist', async () => {
    const missing = await changeState(t.app, admin, 999999, { estado: 'EN REVISION' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'El reclamo no existe.' });
    const bad = await changeState(t.app, admin, original, { estado: 'CERRADO' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.stringMatching(SPANISH) });
  });

  it('keeps every change, oldest first, and answers the same detail on GET reclamo', async () => {
    const id = await complaintIn(t, admin, 'RECIBIDO', original);
    await moveTo(t.app, admin, id, 'EN REVISION');
    await moveTo(t.app, usuario, id, 'DERIVADO A INSPECCION');
    await moveTo(t.app, usuario, id, 'RESUELTO', { motivo: 'Se sancionó al conductor' });
    const detail = await detailOf(t.app, admin, id);
    expect(detail.historial.map((change) => [change.desde, change.estado])).toEqual([
      [null, 'RECIBIDO'],
      ['RECIBIDO', 'EN REVISION'],
      ['EN REVISION', 'DERIVADO A INSPECCION'],
      ['DERIVADO A INSPECCION', 'RESUELTO'],
    ]);
    expect(detail.actualizado).toBe(detail.historial.at(-1)?.fecha);
    expect(Value.Check(ENDPOINTS.reclamo.response[200], detail)).toBe(true);
  });

  it('moves several complaints at once, each on its own, listing the refused with their message', async () => {
    const a = await complaintIn(t, admin, 'RECIBIDO', original);
    const b = await complaintIn(t, admin, 'EN REVISION', original);
    const closed = await complaintIn(t, admin, 'NO PROCEDE', original);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/estadoReclamos',
      headers: bearer(usuario),
      payload: { ids: [a, b, closed, 999999], estado: 'RESUELTO', motivo: 'Operativo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cambiados: [a, b],
      rechazados: [
        { id: closed, message: 'Un reclamo cerrado solo puede reabrirse al estado EN REVISION.' },
        { id: 999999, message: 'El reclamo no existe.' },
      ],
    });
    expect((await detailOf(t.app, admin, b)).estado).toBe('RESUELTO');
    const missingMotivo = await t.app.inject({
      method: 'POST',
      url: '/api/estadoReclamos',
      headers: bearer(usuario),
      payload: { ids: [a], estado: 'RECIBIDO' },
    });
    expect(missingMotivo.json()).toEqual({
      cambiados: [],
      rechazados: [{ id: a, message: 'Un reclamo cerrado solo puede reabrirse al estado EN REVISION.' }],
    });
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/estadoReclamos',
      headers: bearer(usuario),
      payload: { ids: Array.from({ length: 201 }, (_, i) => i + 1), estado: 'EN REVISION' },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: expect.stringMatching(SPANISH) });
  });
});
