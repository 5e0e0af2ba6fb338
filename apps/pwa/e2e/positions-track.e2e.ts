import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, adminLogin, boliviaToday, createTestUser, type TestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { openInApp } from './support/navigate.ts';
import { DESKTOP, SCREENSHOT_DIR, SIZES } from './support/environment.ts';
import { visible } from './support/wait.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const { newPage } = connectBrowser();
const TEXT = POSITIONS_MSG.trackScreen;
const R = 6_371_008.8;
const ORIGIN = { lat: -17.9689, lng: -67.1129 };
const offset = (north: number, east: number) => ({
  lat: ORIGIN.lat + (north / R) * (180 / Math.PI),
  lng: ORIGIN.lng + (east / (R * Math.cos((ORIGIN.lat * Math.PI) / 180))) * (180 / Math.PI),
});

/**
 * A supervisor replays yesterday of one inspector: still 08:00–08:20, walks east to 08:30, silent
 * until 08:40, walks on to 08:50, still until 09:10 (Oruro time). The rows go straight into the
 * server's SQLite file, as the phone's reports would have left them.
 */
describe('the day track screen', { timeout: 180_000 }, () => {
  let inspector: TestUser;
  const day = addDays(boliviaToday(), -1);
  const at = (hhmm: string) => Date.parse(`${day}T${hhmm}:00-04:00`);

  beforeAll(async () => {
    inspector = await createTestUser('INSPECTOR', 'recorrido');
    const db = new Database(inject('databaseFile'));
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare('insert into position_history (user_id, recorded_at, lat, lng, accuracy) values (?, ?, ?, ?, ?)');
    const row = (t: number, p: { lat: number; lng: number }) => insert.run(inspector.user.id, t, p.lat, p.lng, 8);
    db.transaction(() => {
      for (let t = at('08:00'), i = 0; t < at('08:20'); t += 15_000, i += 1) row(t, offset(4 * Math.sin(i), 4 * Math.cos(i)));
      for (let t = at('08:20'), m = 0; t <= at('08:30'); t += 15_000, m += 20) row(t, offset(0, m));
      for (let t = at('08:40'), m = 1200; t < at('08:50'); t += 15_000, m += 10) row(t, offset(0, m));
      for (let t = at('08:50'); t <= at('09:10'); t += 15_000) row(t, offset(0, 1600));
    })();
    db.close();
  });

  async function openTrack(): Promise<Page> {
    const page = await newPage({ viewport: DESKTOP, session: await adminLogin() });
    await openInApp(page, '/navegador/posicion/recorrido');
    const select = page.getByLabel(TEXT.person);
    await page.waitForFunction((id) => Boolean(document.querySelector(`select[name="persona"] option[value="${id}"]`)), inspector.user.id);
    await select.selectOption(String(inspector.user.id));
    await page.getByLabel(TEXT.day).fill(day);
    await page.getByRole('button', { name: TEXT.show }).click();
    await visible(page.getByTestId('track-summary'));
    return page;
  }

  it('shows the path with its stops, gap and distance, and plays it back', async () => {
    const page = await openTrack();
    const stops = page.getByTestId('track-stops').locator('li');
    expect(await stops.allInnerTexts()).toEqual([
      expect.stringMatching(/^08:00 – 08:2\d \(2\d min\)$/),
      expect.stringMatching(/^08:4\d – 09:10 \(2\d min\)$/),
    ]);
    expect(await page.getByTestId('track-gaps').locator('li').allInnerTexts()).toEqual([TEXT.gap('08:30', '08:40', 10)]);
    expect(await page.getByTestId('track-distance').innerText()).toMatch(/Distancia recorrida: 1,[56]\d km/);
    const map = await page.getByTestId('track-map').boundingBox();
    expect(map?.height ?? 0).toBeGreaterThan(300);

    const clock = page.getByTestId('track-clock');
    expect(await clock.innerText()).toBe(TEXT.at('08:00'));
    await page.getByLabel(TEXT.speed).selectOption('20');
    await page.getByRole('button', { name: TEXT.play }).click();
    await page.waitForFunction((start) => document.querySelector('[data-testid="track-clock"]')?.textContent !== start, TEXT.at('08:00'), {
      timeout: 20_000,
    });
    await visible(page.getByRole('button', { name: TEXT.pause }));
    await page.getByRole('button', { name: TEXT.pause }).click();
    // The slider moves the clock too: its last position is 09:10.
    const slider = page.getByLabel(TEXT.slider);
    await slider.fill(await slider.getAttribute('max').then((max) => max ?? '0'));
    expect(await clock.innerText()).toBe(TEXT.at('09:10'));
  });

  it('answers who was near a point tapped on the map', async () => {
    const page = await openTrack();
    const canvas = page.locator('[data-testid="track-map"] canvas');
    await visible(canvas);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no map canvas');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await visible(page.getByTestId('near-point'));
    await page.getByLabel(TEXT.nearRadius).fill('5000');
    await page.getByRole('button', { name: TEXT.nearSearch }).click();
    const found = await visible(page.getByTestId('nearby-list'));
    expect(await found.innerText()).toContain(inspector.user.nombre);
  });

  it('prints the route with its stops as a PDF', async () => {
    const page = await openTrack();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: TEXT.pdf }).click()]);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    const pdf = path.join(SCREENSHOT_DIR, 'track.pdf');
    await download.saveAs(pdf);
    expect(download.suggestedFilename()).toBe(`recorrido-${inspector.user.id}-${day}.pdf`);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    expect(text).toContain(TEXT.pdfTitle);
    expect(text).toContain(inspector.user.nombre);
    expect(text).toMatch(/1\. 08:00 – 08:2\d/);
    expect(text).toContain(TEXT.gap('08:30', '08:40', 10));
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, path.join(SCREENSHOT_DIR, 'track-pdf')]);
  });

  it('passes axe and the layout checks at every size, with a track shown and a map with real height', async () => {
    const page = await openTrack();
    const pass = new ScreenPass(page);
    await pass.look('posicion-recorrido', {
      // The map beside or above the panel keeps real height at every size (it was once 0 px below 1024 px).
      atEachSize: async (size) => {
        const viewport = SIZES[size];
        const map = await page.getByTestId('track-map').boundingBox();
        const findings: string[] = [];
        if ((map?.height ?? 0) < Math.min(240, viewport.height * 0.5)) findings.push(`${size}: the map is ${map?.height ?? 0} px high`);
        if ((map?.width ?? 0) <= viewport.width * 0.45) findings.push(`${size}: the map is ${map?.width ?? 0} px wide`);
        return findings;
      },
    });
    expect(pass.findings).toEqual([]);
  });
});
