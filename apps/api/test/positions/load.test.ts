import type { Socket as NetSocket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Counter } from 'prom-client';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN_PASSWORD, buildTestApp, engines, throwawayDatabase, type TestApp } from '../support/test-app.ts';
import { adminToken, createUser, login } from '../support/session.ts';
import { connect, drained, eventually, listen, oruro, report, type ClientSocket, type Connected } from './support.ts';
import type { FastifyInstance } from 'fastify';
import type { PositionAck } from '@reclamos/shared-types/positions/schemas';

/**
 * The live map under load: reports written in batches (one transaction each, the ack after the
 * commit, the open batch written on a graceful close), viewers sent only the newest position of
 * each person, and reports answered "throttled" at once past the overload bound. Windows and
 * bounds are set wide by the tests' own settings: the machine running them may be loaded, so no
 * assertion depends on a tight timing.
 */

async function counted(counter: Counter, labels: Record<string, string> = {}): Promise<number> {
  const { values } = await counter.get();
  const match = values.find((v) => Object.entries(labels).every(([k, value]) => v.labels[k] === value));
  return match?.value ?? 0;
}

/** The TCP socket under a client's WebSocket: pausing it makes a viewer that does not read. */
function rawSocket(socket: ClientSocket): NetSocket {
  const transport = (socket.io.engine as unknown as { transport: { ws: { _socket: NetSocket } } }).transport;
  return transport.ws._socket;
}

async function device(app: FastifyInstance, baseUrl: string, admin: string, rol: 'INSPECTOR' | 'USUARIO' = 'INSPECTOR') {
  const user = await createUser(app, admin, rol);
  const { token } = await login(app, user.name, user.password);
  return { user, connected: await connect(baseUrl, token) };
}

describe.each(engines())('live positions under load on %s', (engine) => {
  let t: TestApp | undefined;
  const open: Connected[] = [];
  afterEach(async () => {
    for (const { socket } of open.splice(0)) socket.close();
    await t?.close();
    t = undefined;
  });

  async function start(env: Record<string, string>) {
    t = await buildTestApp(engine, { POSITION_MIN_INTERVAL_SECONDS: '0', ...env });
    const baseUrl = await listen(t.app);
    const admin = await adminToken(t.app);
    const join = async (rol: 'INSPECTOR' | 'USUARIO' = 'INSPECTOR') => {
      const d = await device(t!.app, baseUrl, admin, rol);
      open.push(d.connected);
      return d;
    };
    return { app: t.app, join };
  }

  it('a viewer that does not read gets, once it reads again, only the newest position of each person, never the backlog', async () => {
    const flushMs = 4000;
    const { app, join } = await start({
      POSITION_VIEWER_FLUSH_MS: String(flushMs),
      POSITION_MAX_AGE_SECONDS: '600',
      POSITION_BATCH_MS: '5',
    });
    const viewer = (await join('USUARIO')).connected;
    const people = [await join(), await join(), await join()];
    const REPORTS = 10;

    rawSocket(viewer.socket).pause();
    const began = performance.now();
    for (let n = 1; n <= REPORTS; n++) {
      for (const person of people) expect(await report(person.connected.socket, oruro(n))).toEqual({ ok: true });
    }
    const elapsed = performance.now() - began;
    rawSocket(viewer.socket).resume();

    for (const person of people) {
      await eventually(() => expect(viewer.updates.filter((u) => u.id === person.user.id).at(-1)?.lat).toBe(oruro(REPORTS).lat), 10_000);
    }
    await drained(viewer);
    // At most one update per person per flush (the first flush goes at once, one may follow the sends).
    const flushes = Math.floor(elapsed / flushMs) + 2;
    for (const person of people) {
      const lats = viewer.updates.filter((u) => u.id === person.user.id).map((u) => u.lat);
      expect(lats.length).toBeLessThanOrEqual(Math.min(flushes, REPORTS - 1));
      // In order, none repeated: what was skipped was superseded, never sent late.
      expect([...lats].sort((a, b) => a - b)).toEqual(lats);
      expect(new Set(lats).size).toBe(lats.length);
    }
    expect(await counted(app.metrics.positionDeliveries, { outcome: 'superseded' })).toBeGreaterThan(0);
    expect(await counted(app.metrics.positionReports, { outcome: 'accepted' })).toBe(REPORTS * people.length);
  }, 60_000);

  it('does not send a viewer a position that grew older than POSITION_MAX_AGE_SECONDS while it waited', async () => {
    // The first update goes at once; the next may go only a whole period later, by when it is stale.
    const { app, join } = await start({ POSITION_VIEWER_FLUSH_MS: '5000', POSITION_MAX_AGE_SECONDS: '1', POSITION_BATCH_MS: '5' });
    const viewer = (await join('USUARIO')).connected;
    const person = await join();
    expect(await report(person.connected.socket, oruro(1))).toEqual({ ok: true });
    expect(await report(person.connected.socket, oruro(2))).toEqual({ ok: true });
    await eventually(() => expect(counted(app.metrics.positionDeliveries, { outcome: 'stale' })).resolves.toBe(1), 10_000);
    await drained(viewer);
    expect(viewer.updates.filter((u) => u.id === person.user.id).map((u) => u.lat)).toEqual([oruro(1).lat]);
  }, 30_000);

  it('writes the reports of one window in one batch and keeps every accepted fix in the history', async () => {
    const { app, join } = await start({ POSITION_BATCH_MS: '3000' });
    const people = [await join(), await join(), await join()];
    const batchesBefore = await counted(app.metrics.positionBatches);
    // Sent at once, so they fall in one window: three fixes of each person.
    const answers = await Promise.all(people.flatMap((p) => [1, 2, 3].map((n) => report(p.connected.socket, oruro(n)))));
    expect(answers).toEqual(Array.from({ length: 9 }, () => ({ ok: true })));
    expect((await counted(app.metrics.positionBatches)) - batchesBefore).toBe(1);
    for (const person of people) {
      const history = await app.db('position_history').where({ user_id: person.user.id }).orderBy('id').select('lat');
      expect(history.map((h: { lat: number }) => h.lat)).toEqual([1, 2, 3].map((n) => oruro(n).lat));
      const latest = await app.db('positions').where({ user_id: person.user.id }).first();
      expect(latest).toMatchObject({ lat: oruro(3).lat, lng: oruro(3).lng });
    }
  }, 30_000);

  it('answers "throttled" at once, without queueing, while the batch queue is at its bound', async () => {
    const { app, join } = await start({ POSITION_BATCH_MS: '3000', POSITION_MAX_QUEUED: '1' });
    const first = await join();
    const second = await join();
    const queued = report(first.connected.socket, oruro(1));
    await eventually(() => expect(counted(app.metrics.positionReports, { outcome: 'received' })).resolves.toBe(1));
    const shed = await report(second.connected.socket, oruro(2));
    expect(shed).toMatchObject({ ok: false, reason: 'throttled', message: expect.any(String) });
    expect(await queued).toEqual({ ok: true });
    expect(await app.db('position_history').where({ user_id: second.user.id })).toEqual([]);
    expect(await counted(app.metrics.positionReports, { outcome: 'overloaded' })).toBe(1);
    // The queue drained: the shed phone's next try is taken.
    expect(await report(second.connected.socket, oruro(3))).toEqual({ ok: true });
  }, 30_000);

  it('answers "throttled" while the event loop runs late, and takes reports again once it keeps time', async () => {
    const { app, join } = await start({ POSITION_MAX_LAG_MS: '15' });
    const person = await join();
    // This process is the server's: blocks of 40 ms, back to back, make its loop late on every turn.
    const busy = setInterval(() => {
      const until = performance.now() + 40;
      while (performance.now() < until);
    }, 1);
    try {
      // Over two seconds, so at least one whole one-second sample of the delay falls in the busy spell.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await report(person.connected.socket, oruro(1))).toMatchObject({ ok: false, reason: 'throttled' });
    } finally {
      clearInterval(busy);
    }
    expect(await counted(app.metrics.positionReports, { outcome: 'overloaded' })).toBe(1);
    await eventually(async () => expect(await report(person.connected.socket, oruro(2))).toEqual({ ok: true }), 10_000);
  }, 30_000);
});

describe.each(engines())('a graceful close on %s', (engine) => {
  it('writes the open batch, and acknowledges it, before the server stops', async () => {
    const database = await throwawayDatabase(engine);
    const env = {
      ...database.env,
      ADMIN_PASSWORD,
      PASSWORD_HASH_COST: '10',
      STATIC_DIR: '/nonexistent',
      POSITION_MIN_INTERVAL_SECONDS: '0',
      POSITION_BATCH_MS: '60000',
      POSITION_MAX_LAG_MS: '5000',
    };
    const sockets: ClientSocket[] = [];
    try {
      const first = await buildApp(loadConfig(env), { logger: false });
      await first.ready();
      const baseUrl = await listen(first);
      const admin = await adminToken(first);
      const people = [await device(first, baseUrl, admin), await device(first, baseUrl, admin)];
      sockets.push(...people.map((p) => p.connected.socket));
      const answers: Promise<PositionAck>[] = people.flatMap((p) => [
        report(p.connected.socket, oruro(1)),
        report(p.connected.socket, oruro(2)),
      ]);
      await eventually(() => expect(counted(first.metrics.positionReports, { outcome: 'received' })).resolves.toBe(4));
      // Accepted, waiting for the window: nothing is written yet, nothing acknowledged.
      expect(await first.db('position_history')).toEqual([]);
      await first.close();
      expect(await Promise.all(answers)).toEqual(Array.from({ length: 4 }, () => ({ ok: true })));

      const second = await buildApp(loadConfig(env), { logger: false });
      try {
        for (const person of people) {
          const history = await second.db('position_history').where({ user_id: person.user.id }).orderBy('id').select('lat');
          expect(history.map((h: { lat: number }) => h.lat)).toEqual([oruro(1).lat, oruro(2).lat]);
        }
      } finally {
        await second.close();
      }
    } finally {
      for (const socket of sockets) socket.close();
      await database.drop();
    }
  }, 30_000);
});
