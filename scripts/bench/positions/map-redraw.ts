import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { chromium } from 'playwright-core';
import { ADMIN_NAME, PWA_DIST, startApi } from '../../support/api-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium.ts';
import { startTileServer } from '../../support/tile-server.ts';
import { envPositiveInteger } from '../support/env.ts';
import { percentileOfSorted } from '../support/stats.ts';

/** The administrator's password of the API this bench starts. */
const ADMIN_PASSWORD = 'bench-admin-password';

/**
 * The live map redrawing many markers in headless Chromium: the built PWA served by the real API,
 * BENCH_MAP_MARKERS users sharing positions around Oruro's centre (written straight into the API's
 * SQLite file), tiles from a local server. Each 'Actualizar' fetches listPosicion and redraws the
 * whole marker group; two figures per redraw:
 * - **draw**: the marker layer's own work (remove the old group, build the new one), from the
 *   page's User Timing entry `positions:redraw`;
 * - **click → painted**: from the click to the frame after the new markers are all in the page,
 *   list fetch included.
 * Run `npm run build` first (the bench serves apps/pwa/dist).
 */

const MARKERS = envPositiveInteger('BENCH_MAP_MARKERS', 1000);
const REDRAWS = envPositiveInteger('BENCH_MAP_REDRAWS', 20);
const CENTRE = { lat: -17.968851, lng: -67.112892 };

export interface MapRedrawResult {
  markers: number;
  redraws: number;
  drawMs: { p50: number; p95: number; max: number };
  cycleMs: { p50: number; p95: number; max: number };
  /** The first load: page open → every marker on the map (map code, tiles, list, first draw). */
  firstLoadMs: number;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentileOfSorted(sorted, 50), p95: percentileOfSorted(sorted, 95), max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** `count` users with a fresh position each, spread over ~3 km around the centre. */
async function seed(dataDir: string, count: number): Promise<void> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: path.join(dataDir, 'reclamos.sqlite') }, useNullAsDefault: true });
  try {
    const now = Date.now();
    const users = Array.from({ length: count }, (_, i) => ({
      nombre: `Personal ${i + 1}`,
      name: `mapa${i + 1}`,
      name_key: `mapa${i + 1}`,
      email: `mapa${i + 1}@bench.invalid`,
      rol: i % 2 === 0 ? 'INSPECTOR' : 'CHOFER',
      estado: 'ACTIVO',
      password_hash: 'scrypt$10$8$1$bm9uZQ==$bm9uZQ==',
      created_at: now,
      updated_at: now,
    }));
    await db.batchInsert('users', users, 200);
    const ids = (await db('users').select('id').where('name', 'like', 'mapa%')) as { id: number }[];
    const positions = ids.map(({ id }, i) => ({
      user_id: id,
      // A golden-angle spiral: evenly spread, never two markers on one point.
      lat: CENTRE.lat + 0.012 * Math.sqrt(i / count) * Math.sin(i * 2.39996),
      lng: CENTRE.lng + 0.016 * Math.sqrt(i / count) * Math.cos(i * 2.39996),
      accuracy: 10,
      updated_at: now - (i % 20) * 60_000,
      sharing: true,
    }));
    await db.batchInsert('positions', positions, 200);
  } finally {
    await db.destroy();
  }
}

/**
 * In the page: click 'Actualizar' and answer the milliseconds until the frame after the new group
 * (a higher data-generation, every marker in the page) is there. A string, because tsx would wrap
 * named inner functions in a helper the page does not have.
 */
const TIME_ONE_REDRAW = `(expected) => new Promise((resolve, reject) => {
  const region = document.querySelector('[data-testid="position-map"]');
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Actualizar'));
  if (!region || !button) return reject(new Error('no map or no Actualizar button'));
  const before = Number(region.getAttribute('data-generation'));
  const started = performance.now();
  const check = () => {
    const generation = Number(region.getAttribute('data-generation'));
    if (generation > before && document.querySelectorAll('[data-testid="position-marker"]').length >= expected) {
      requestAnimationFrame(() => resolve(performance.now() - started));
    } else requestAnimationFrame(check);
  };
  button.click();
  requestAnimationFrame(check);
})`;

export async function measureMapRedraw(markers = MARKERS, redraws = REDRAWS): Promise<MapRedrawResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reclamos-bench-map-'));
  const tiles = await startTileServer();
  const api = await startApi(dataDir, ADMIN_PASSWORD, tiles.env);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    await seed(dataDir, markers);
    const login = await fetch(`${api.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: ADMIN_NAME, password: ADMIN_PASSWORD }),
    });
    const session = (await login.json()) as { token: string; user: unknown };
    const context = await browser.newContext({
      baseURL: api.baseURL,
      viewport: { width: 1366, height: 768 },
      serviceWorkers: 'block',
      storageState: {
        cookies: [],
        origins: [
          {
            origin: api.baseURL,
            localStorage: [
              { name: 'tokenReclamo', value: session.token },
              { name: 'usuarioReclamo', value: JSON.stringify(session.user) },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const opened = Date.now();
    await page.goto('/navegador/posicion');
    while ((await page.locator('[data-testid="position-marker"]').count()) < markers) await page.waitForTimeout(50);
    const firstLoadMs = Date.now() - opened;

    const cycles: number[] = [];
    for (let round = 0; round < redraws; round += 1) {
      const cycle: number = await page.evaluate(`(${TIME_ONE_REDRAW})(${markers})`);
      cycles.push(cycle);
    }
    const draws = (await page.evaluate<unknown>(
      `performance.getEntriesByName('positions:redraw').filter((entry) => entry.detail?.markers > 0).map((entry) => entry.duration)`,
    )) as number[];
    return {
      markers,
      redraws,
      drawMs: summary(draws.slice(-redraws)),
      cycleMs: summary(cycles),
      firstLoadMs,
    };
  } finally {
    await browser.close();
    await api.stop();
    await tiles.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);

/** The markdown table of the figures, for the positions section of docs/benchmarks.md. */
export function mapRedrawTable(result: MapRedrawResult): string {
  return [
    '| map redraw (headless Chromium, SwiftShader) | markers | redraws | p50 ms | p95 ms | max ms |',
    '|---|---|---|---|---|---|',
    `| draw (marker layer: remove old group, build new) | ${result.markers} | ${result.redraws} | ${ms(result.drawMs.p50)} | ${ms(result.drawMs.p95)} | ${ms(result.drawMs.max)} |`,
    `| 'Actualizar' click → list fetched → painted | ${result.markers} | ${result.redraws} | ${ms(result.cycleMs.p50)} | ${ms(result.cycleMs.p95)} | ${ms(result.cycleMs.max)} |`,
    `| first load: open → every marker drawn | ${result.markers} | 1 | ${ms(result.firstLoadMs)} | | |`,
  ].join('\n');
}

/**
 * The map-redraw part of the positions section of docs/benchmarks.md: what is measured and the
 * table, or why it was not measured (no PWA build, no Chromium).
 */
export async function mapRedrawSection(): Promise<string> {
  if (!existsSync(path.join(PWA_DIST, 'index.html'))) return 'Map redraw: not measured (no PWA build: run `npm run build` first).';
  if (!existsSync(CHROMIUM_PATH)) return `Map redraw: not measured (no Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH).`;
  const result = await measureMapRedraw();
  return [
    `**Map redraw.** The built PWA served by the real API (SQLite) with ${result.markers.toLocaleString('en-US')} users sharing ` +
      "positions around Oruro's centre, opened in headless Chromium (WebGL through SwiftShader, 1366×768) as a supervisor; " +
      `'Actualizar' clicked ${result.redraws} times. *draw* is the marker layer's own work per redraw (remove the previous group of ` +
      'MapLibre DOM markers, build the new one; User Timing `positions:redraw`); *click → painted* adds fetching `listPosicion` and ' +
      'the frame that lays out and paints the markers. Live `actualizarConjunto` events are applied to the list at once and redrawn ' +
      'at most once a second, so 1,000 devices reporting every 10 s cost the viewer about one such draw per second.',
    '',
    mapRedrawTable(result),
  ].join('\n');
}

/** Run alone: `npx tsx scripts/bench/positions/map-redraw.ts` (after `npm run build`). */
if (import.meta.url === `file://${process.argv[1]}`) {
  mapRedrawSection().then(
    (section) => console.log(section),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
