import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PositionList } from '@reclamos/shared-types/positions/schemas';
import { LayoutPage } from './pages/layout-page.ts';
import { PositionMapPage } from './pages/position-map-page.ts';
import { SharingBar } from './pages/sharing-bar.ts';
import { adminLogin, apiCall, apiLogin, createTestUser, type TestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { waitForPath } from './support/wait.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const { newPage } = connectBrowser();
/** The map draws WebGL in software here (SwiftShader): its first frame takes seconds on a loaded runner. */
const MAP_TIMEOUT = { timeout: 60_000 };
// The map waits on sockets, tiles and a worker: on the shared 2-core machine 1 s polls are short.
const TEXT = POSITIONS_MSG.sharing;
const P1 = { latitude: -17.9662, longitude: -67.1151 };
const P2 = { latitude: -17.9712, longitude: -67.1085 };
const P3 = { latitude: -17.9701, longitude: -67.1102 };
const P4 = { latitude: -17.9689, longitude: -67.1123 };
/** The device paces its reports at one per 5.5 s: a move shows within this. */
const MOVE_TIMEOUT = { timeout: 15_000 };

async function supervisorMap(): Promise<PositionMapPage> {
  const map = new PositionMapPage(await newPage({ session: await adminLogin() }));
  await map.goto();
  return map;
}

async function fieldPhone(account: TestUser, geolocation = P1): Promise<{ page: Page; bar: SharingBar }> {
  const page = await newPage({ session: await apiLogin(account.user.name, account.password), viewport: PHONE, geolocation });
  await page.goto('/navegador');
  const bar = new SharingBar(page);
  await bar.switch.waitFor();
  return { page, bar };
}

/**
 * Records every fix the page's geolocation hands its watchers. The page has one geolocation
 * service: a new position reaches all its watchers at once, the app's among them, so the last one
 * recorded is one the app has been handed too.
 */
async function recordFixes(page: Page): Promise<() => Promise<[number, number] | undefined>> {
  await page.evaluate(() => {
    const fixes: [number, number][] = [];
    (window as unknown as { e2eFixes: typeof fixes }).e2eFixes = fixes;
    navigator.geolocation.watchPosition((position) => fixes.push([position.coords.latitude, position.coords.longitude]));
  });
  return () => page.evaluate(() => (window as unknown as { e2eFixes: [number, number][] }).e2eFixes.at(-1));
}

async function listed(userId: number): Promise<boolean> {
  const { body } = await apiCall('listPosicion', { token: (await adminLogin()).token });
  return (body as PositionList).some((record) => record.id === userId);
}

describe("'Compartir mi ubicación'", MAP_TIMEOUT, () => {
  it("a field user's switch shares the phone's position, seen live on a supervisor's map; off removes it", async () => {
    const inspector = await createTestUser('INSPECTOR', 'shrins');
    const id = inspector.user.id;
    const map = await supervisorMap();
    const { page, bar } = await fieldPhone(inspector);
    expect(await bar.isOn()).toBe(false);
    expect(await bar.state.innerText()).toBe(TEXT.off);
    expect(await map.marker(id).count()).toBe(0);

    await bar.switch.click();
    await expect.poll(() => bar.isOn()).toBe(true);
    await expect.poll(() => bar.state.innerText()).toBe(TEXT.on);
    // Headless Chromium may or may not grant a wake lock; either way the bar says what holds.
    await expect.poll(() => bar.wakeLock.innerText()).toMatch(new RegExp(`^(${TEXT.screenAwake}|${TEXT.keepOpen})$`));

    await expect.poll(() => map.coordinates(id)).toEqual([P1.latitude, P1.longitude]);
    expect(await map.label(id)).toBe(`${inspector.user.nombre} ${POSITIONS_MSG.map.seenAgo(0)}`);

    await page.context().setGeolocation(P2);
    await expect.poll(() => map.coordinates(id), MOVE_TIMEOUT).toEqual([P2.latitude, P2.longitude]);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}positions-sharing-phone.png` });
    await map.page.screenshot({ path: `${SCREENSHOT_DIR}positions-sharing-supervisor.png` });

    await bar.switch.click();
    await expect.poll(() => bar.isOn()).toBe(false);
    await expect.poll(() => map.marker(id).count()).toBe(0);
    expect(await listed(id)).toBe(false);
  });

  it('without connection keeps only the latest position and sends it when back', async () => {
    const inspector = await createTestUser('INSPECTOR', 'shroff');
    const id = inspector.user.id;
    const map = await supervisorMap();
    const page = await newPage({ session: await apiLogin(inspector.user.name, inspector.password), viewport: PHONE, geolocation: P1 });
    const sent: string[] = [];
    page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
    await page.goto('/navegador');
    const bar = new SharingBar(page);
    await bar.switch.click();
    await expect.poll(() => map.coordinates(id)).toEqual([P1.latitude, P1.longitude]);

    await page.context().setOffline(true);
    await expect.poll(() => bar.state.innerText()).toBe(TEXT.waitingNetwork);
    const sentBefore = sent.length;
    const lastFix = await recordFixes(page);
    for (const at of [P2, P3, P4]) {
      await page.context().setGeolocation(at);
      // The phone took this fix while offline before the next one comes.
      await expect.poll(lastFix).toEqual([at.latitude, at.longitude]);
    }
    expect(await map.coordinates(id)).toEqual([P1.latitude, P1.longitude]);

    await page.context().setOffline(false);
    await expect.poll(() => map.coordinates(id), MOVE_TIMEOUT).toEqual([P4.latitude, P4.longitude]);
    await expect.poll(() => bar.state.innerText()).toBe(TEXT.on);
    // Only the newest fix went out after the reconnect, not the ones taken offline.
    const reports = sent.slice(sentBefore).filter((payload) => payload.includes('"posicion"'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(String(P4.latitude));
  });

  it('resumes after the app is reopened, and signing out removes the marker', async () => {
    const driver = await createTestUser('CHOFER', 'shrcho');
    const id = driver.user.id;
    const map = await supervisorMap();
    const { page, bar } = await fieldPhone(driver);
    await bar.switch.click();
    await expect.poll(() => map.marker(id).count()).toBe(1);

    await page.reload();
    await bar.switch.waitFor();
    await expect.poll(() => bar.isOn()).toBe(true);
    await expect.poll(() => bar.state.innerText()).toBe(TEXT.on);
    expect(await map.marker(id).count()).toBe(1);

    await new LayoutPage(page).signOut();
    await waitForPath(page, '/login');
    await expect.poll(() => map.marker(id).count()).toBe(0);
    expect(await listed(id)).toBe(false);
  });

  it('says so and stays off when the browser refuses the location', async () => {
    const usuario = await createTestUser('USUARIO', 'shrusu');
    const page = await newPage({ session: await apiLogin(usuario.user.name, usuario.password), viewport: PHONE });
    await page.goto('/navegador');
    const bar = new SharingBar(page);
    await bar.switch.click();
    await expect.poll(() => bar.state.innerText()).toBe(TEXT.denied);
    expect(await bar.isOn()).toBe(false);
    expect(await listed(usuario.user.id)).toBe(false);
  });
});
