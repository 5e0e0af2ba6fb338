/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { zonedDay } from '@reclamos/shared-types/zoned-time';
import type { Inspection } from '../../../packages/shared-types/src/inspections/schemas.ts';
import { ZONE } from '../support/days.ts';
import { envNumber } from '../support/env.ts';
import { fixed } from '../support/format.ts';
import type { BenchPart, BenchPartContext } from '../support/parts.ts';
import { mean, percentile } from '../support/stats.ts';
import { api, withInspectorPage, type InspectorSession } from './pwa-session.ts';

/**
 * sync: N inspections queued in the phone's outbox while offline, then the PWA's own sync engine
 * sends them when coverage returns; time until the outbox is empty, duplicates counted on the
 * server; then the same POSTs from Node, for what the server alone takes.
 */
const SYNC_TARGET_MS = 30_000;
const DIRECT_POSTS = 200;

/** The checklist of every inspection this part sends, queued in the browser or posted from Node. */
const CHECKLIST = {
  ventanas: 'BUENO',
  puertas: 'BUENO',
  ventilacion: 'MALO',
  luz: 'BUENO',
  higiene: 'BUENO',
  triangulo: 'NO TIENE',
  calificacion: 'NO CUMPLE',
};

/** Writes `count` queued inspections into the phone's outbox (the shape sync/enqueue writes). */
async function queueInspections(page: Page, count: number, inspector: { id: number; nombre: string }, tag: string): Promise<void> {
  await page.evaluate(
    async ({ count, inspector, tag, checklist, zone }) => {
      const open = indexedDB.open('reclamos-atm');
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      const tx = db.transaction(['outbox', 'inspections'], 'readwrite');
      const boliviaDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
      const now = Date.now();
      for (let i = 0; i < count; i += 1) {
        const id = crypto.randomUUID();
        const fecha = new Date(now + i).toISOString();
        const body = {
          fecha,
          ...checklist,
          observacion: `${tag} ${i}`,
          radicatoria: 'ORURO',
          propietario: { cedula: String(7_000_000 + i), nombre: `PROPIETARIO ${i}`, categoria: 'A', seguro: 'SOAT' },
          vehicle: { placa: `${1000 + (i % 9000)}BEN`, tipo: 'MICRO', marca: 'TOYOTA', modelo: 'COASTER', linea: 'LINEA 10' },
        };
        tx.objectStore('outbox').add({
          id,
          kind: 'inspection.create',
          payload: { body, inspector },
          blobs: {},
          userId: inspector.id,
          createdAt: now + i,
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          status: 'pending',
          dependsOn: null,
          rejectedTokenHash: null,
        });
        // The pending row the table shows (what inspection.create's onEnqueued writes).
        const record = { ...body, id: 0, uuid: id, inspector, lat: null, lng: null, created_at: fecha, updated_at: fecha };
        tx.objectStore('inspections').put({ uuid: id, day: boliviaDay.format(new Date(fecha)), record, createdAt: now + i, message: null });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(new Error(String(tx.error)));
      });
      db.close();
    },
    { count, inspector, tag, checklist: CHECKLIST, zone: ZONE },
  );
}

function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const open = indexedDB.open('reclamos-atm');
    const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
    const request = db.transaction('outbox').objectStore('outbox').count();
    const count: number = await new Promise((resolve) => (request.onsuccess = () => resolve(request.result)));
    db.close();
    return count;
  });
}

async function measureSync(context: BenchPartContext, session: InspectorSession, count: number): Promise<void> {
  const { baseURL, admin, inspector, browserContext, page, built } = session;
  console.log(`inspections sync: queueing ${count} inspections offline, then syncing…`);
  const tag = `BENCH-${Date.now().toString(36)}`;
  await browserContext.setOffline(true);
  await queueInspections(page, count, inspector.user, tag);
  if ((await outboxCount(page)) !== count) throw new Error('the outbox does not hold every queued inspection');
  const started = performance.now();
  await browserContext.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  let left = count;
  while (left > 0) {
    if (performance.now() - started > 10 * SYNC_TARGET_MS) throw new Error(`sync stalled with ${left} items left`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await outboxCount(page);
  }
  const elapsed = performance.now() - started;
  const listed = (await api(baseURL, `listInsp/${zonedDay(Date.now(), ZONE)}`, { token: admin.token })) as Inspection[];
  const mine = listed.filter((inspection) => inspection.observacion.startsWith(`${tag} `));
  const distinct = new Set(mine.map((inspection) => inspection.observacion)).size;
  const duplicates = mine.length - distinct;
  context.lines.push(
    {
      item: `Sync of ${count} queued inspections (PWA engine, Chromium → API)`,
      figure: `${fixed(elapsed / 1000, 1)} s (${fixed((count / elapsed) * 1000, 0)}/s)`,
      target: `≤ ${SYNC_TARGET_MS / 1000} s`,
      met: elapsed <= SYNC_TARGET_MS,
    },
    {
      item: 'Inspections on the server after the sync / duplicates',
      figure: `${distinct} / ${duplicates}`,
      target: `${count} / 0`,
      met: distinct === count && duplicates === 0,
    },
  );
  // The same POSTs from Node, one after another: what the server alone takes per inspection.
  const direct: number[] = [];
  for (let i = 0; i < DIRECT_POSTS; i += 1) {
    const started = performance.now();
    await api(baseURL, 'inspection', {
      method: 'POST',
      token: inspector.token,
      body: {
        ...CHECKLIST,
        observacion: `${tag}-direct ${i}`,
        radicatoria: 'ORURO',
        propietario: { cedula: String(8_000_000 + i), nombre: `PROPIETARIO ${i}`, categoria: 'A', seguro: 'SOAT' },
        vehicle: { placa: `${1000 + i}DIR`, tipo: 'MICRO', marca: 'TOYOTA', modelo: 'COASTER', linea: 'LINEA 10' },
      },
    });
    direct.push(performance.now() - started);
  }
  const serverMean = mean(direct);
  context.lines.push({
    item: `POST inspection from Node, ${DIRECT_POSTS} one after another: mean / median (the server alone)`,
    figure: `${fixed(serverMean, 1)} / ${fixed(percentile(direct, 50), 1)} ms`,
    target: '',
    met: null,
  });
  context.notes.push(
    `Sync per inspection: ${fixed(elapsed / count, 1)} ms in the browser against ${fixed(serverMean, 1)} ms for the server alone ` +
      '(the same API, the same body, from Node): the engine and the live table add the difference; the rest is the ' +
      "server's durable commit of each inspection (SQLite synchronous=FULL), which a loaded shared disk slows.",
  );
  context.notes.push(
    `Sync: ${count} inspections written into the PWA's outbox (the shape sync/enqueue writes, straight into IndexedDB while the ` +
      "context is offline), then the page goes online and the app's own SyncEngine sends them one by one, oldest first, each " +
      'POST /api/inspection with its Idempotency-Key, over loopback to the real API (child process, SQLite with synchronous=FULL ' +
      'in a temporary directory, serving the built PWA). Timed from `online` until the outbox is empty; the server is then asked ' +
      `for the day's inspections and each observacion counted (${built ? 'freshly built' : 'the existing'} apps/pwa/dist).`,
  );
}

export const syncPart: BenchPart = {
  name: 'sync',
  run: async (context) => {
    const count = envNumber('BENCH_SYNC_ITEMS', 1000);
    await withInspectorPage(context, (session) => measureSync(context, session, count));
  },
};
