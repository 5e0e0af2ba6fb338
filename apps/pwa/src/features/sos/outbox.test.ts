import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { SosBody } from '@reclamos/shared-types/sos/schemas';
import { NOW, harness, http, session } from '../../sync/engine.test-support.ts';
import { enqueue } from '../../sync/enqueue.ts';
import { readLocalSos, updateLocalSos } from './sos-local.ts';
import { smsHref, sosStateText } from './SosStatus.tsx';

const BODY: SosBody = {
  lat: -17.9701,
  lng: -67.1126,
  accuracy: 15,
  posicion_at: new Date(NOW - 5_000).toISOString(),
  pulsada_at: new Date(NOW).toISOString(),
  silenciosa: false,
};

async function signedIn() {
  const h = harness();
  h.state.session = await session(7, 'token-7');
  const raise = (body = BODY) => enqueue('sos.create', body, {}, { db: h.db, kinds: h.kinds, userId: 7, now: NOW });
  return { ...h, raise };
}

describe('sos.create', () => {
  it('shows "en cola" with the outbox item, then "enviada" with the server id once acknowledged', async () => {
    const { db, engine, raise, sent, script, state } = await signedIn();
    state.online = false;
    const uuid = await raise();
    const queued = await readLocalSos(db);
    expect(queued).toMatchObject({ uuid, userId: 7, status: 'queued', id: null });
    expect(sosStateText(queued!)).toBe('SOS en cola: se enviará al volver la señal');
    await engine.sync();
    expect(sent).toEqual([]);

    state.online = true;
    script.push({ type: 'ok', status: 201, body: { message: 'Alerta SOS recibida.', id: 42, uuid, fecha: new Date(NOW).toISOString() } });
    await engine.sync();
    expect(sent).toEqual([{ id: uuid, token: 'token-7' }]);
    expect(await db.outbox.count()).toBe(0);
    const local = await readLocalSos(db);
    expect(local).toMatchObject({ status: 'sent', id: 42 });
    expect(sosStateText(local!)).toBe('SOS enviada');
  });

  it('says who attended it and when', async () => {
    const { db, raise } = await signedIn();
    const uuid = await raise();
    await updateLocalSos(db, uuid, { status: 'attended', atendida: { nombre: 'Luis Mamani', at: '2026-11-27T20:05:00.000Z' } });
    expect(sosStateText((await readLocalSos(db))!)).toMatch(/^SOS recibida por Luis Mamani a las \d\d:\d\d$/);
  });

  it('keeps a refused alert with the server message', async () => {
    const { db, engine, raise, script } = await signedIn();
    await raise();
    script.push(http(400, 'Falta la latitud o no es válida.'));
    await engine.sync();
    expect(sosStateText((await readLocalSos(db))!)).toBe('SOS no enviada: Falta la latitud o no es válida.');
  });

  it('writes the SMS with the coordinates, or says the position is unknown', async () => {
    const { db, raise } = await signedIn();
    await raise();
    const href = smsHref('+59170000911', 'Ana Quispe', (await readLocalSos(db))!);
    expect(href.startsWith('sms:+59170000911?body=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('SOS Ana Quispe. Ubicación: -17.970100,-67.112600 (±15 m)');
    await raise({ ...BODY, lat: null, lng: null, accuracy: null, posicion_at: null });
    expect(decodeURIComponent(smsHref('+59170000911', 'Ana Quispe', (await readLocalSos(db))!))).toContain('Ubicación desconocida.');
  });

  it('goes ahead of queued complaints, and a pass already sending one turns to it next', async () => {
    const { engine, raise, sent, add, state } = await signedIn();
    state.online = false;
    const complaints = [await add(), await add()];
    const queuedSos = await raise();
    state.online = true;
    await engine.sync();
    expect(sent.map((s) => s.id)).toEqual([queuedSos, ...complaints]);

    // Coverage back with photos queued: the SOS pressed while the first one uploads goes next.
    const photos = [await add(), await add(), await add()];
    state.sendMs = 300;
    const pass = engine.sync();
    await vi.waitFor(() => expect(sent).toHaveLength(4), { interval: 5 });
    const pressed = await raise();
    void engine.sync();
    await pass;
    expect(sent.slice(3).map((s) => s.id)).toEqual([photos[0], pressed, photos[1], photos[2]]);
  });
});
