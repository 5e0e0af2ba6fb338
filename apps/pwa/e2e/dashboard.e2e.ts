import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import { ComplaintPage } from './pages/complaint-page.ts';
import { InspectionsPage } from './pages/inspections-page.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { adminLogin, apiLogin, boliviaToday, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { delitoList, seedComplaint, setState } from './support/cases.ts';
import { uniqueCedula } from './support/complaints.ts';
import { inspectionBody, postInspectionOfKnownDay } from './support/inspections.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { makeJpeg } from './support/photos.ts';
import { visible, waitForPath } from './support/wait.ts';
import { DASHBOARD_MSG } from '@reclamos/shared-types/dashboard/messages';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const { newPage } = connectBrowser();
const TEXT = DASHBOARD_MSG;
const INSPECTIONS_TEXT = INSPECTIONS_MSG.screen;
let photo: { path: string; bytes: Buffer };
let admin: LoginResponse;
/** The Bolivian day the two complaints were received on (the counts below depend on it). */
let seededOn: string;
/** The Bolivian day the two inspections were registered on. */
let inspectedOn: string;

beforeAll(async () => {
  photo = await makeJpeg(640, 480);
  admin = await adminLogin();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // Something in every count: one open today, one closed this week.
  seededOn = boliviaToday();
  const open = await seedComplaint({ descripcion: 'Tablero: abierto' }, photo.bytes);
  const closed = await seedComplaint({ descripcion: 'Tablero: cerrado' }, photo.bytes);
  if (boliviaToday() !== seededOn) throw new Error('Bolivian midnight passed while seeding: run the file again');
  // One inspection of each grade, so both grade numbers count something.
  const inspector = await createTestUser('INSPECTOR', 'dashgr');
  const token = (await apiLogin(inspector.user.name, inspector.password)).token;
  inspectedOn = (await postInspectionOfKnownDay(token, () => inspectionBody({ calificacion: 'CUMPLE' }))).day;
  if ((await postInspectionOfKnownDay(token, () => inspectionBody({ calificacion: 'NO CUMPLE' }))).day !== inspectedOn) {
    throw new Error('Bolivian midnight passed while seeding: run the file again');
  }
  await setState(open.id, { estado: 'EN REVISION' });
  await setState(closed.id, { estado: 'RESUELTO', motivo: 'Atendido.' });
});

/** A tile's number, and the first day of the range its link opens (the day the server counted from). */
async function tileFrom(page: Page, testId: string, dayParam = 'ini'): Promise<[number, string]> {
  const tile = page.getByTestId(testId);
  const href = (await tile.getByRole('link').getAttribute('href')) ?? '';
  const from = new URL(href, 'http://tile').searchParams.get(dayParam) ?? '';
  return [Number(await tile.getAttribute('data-value')), from];
}

/** A list a Principal number opens: its path, and how many rows it shows once loaded. */
interface CountedList {
  path: string;
  rows: (page: Page) => Promise<number>;
}

const REPORT: CountedList = {
  path: '/navegador/reporte',
  rows: async (page) => {
    const report = new ReportsPage(page);
    await report.table.waitFor();
    await report.settled();
    return report.total();
  },
};

const INSPECTIONS: CountedList = {
  path: '/navegador/inspeccion',
  rows: async (page) => {
    const inspections = new InspectionsPage(page);
    await inspections.heading.waitFor();
    await inspections.settled();
    return Number(await page.getByTestId('inspections-count').getAttribute('data-shown'));
  },
};

/** A tile's number on Principal, then the number of rows of the list its link opens. */
async function tileAndList(page: Page, testId: string, list: CountedList): Promise<[number, number]> {
  await page.goto('/navegador');
  const tile = page.getByTestId(testId);
  await tile.waitFor();
  const shown = Number(await tile.getAttribute('data-value'));
  await tile.getByRole('link').click();
  await waitForPath(page, list.path);
  return [shown, await list.rows(page)];
}

describe('Principal: the role’s dashboard', { timeout: 120_000 }, () => {
  it('each complaint number opens the list it counts, with the same number of rows', async () => {
    const page = await newPage({ session: admin, viewport: DESKTOP });
    await page.goto('/navegador');
    await visible(page.getByTestId('stat-hoy'));
    await page.screenshot({ path: `${SCREENSHOT_DIR}principal-dashboard-desktop.png`, fullPage: true });
    for (const testId of ['stat-hoy', 'stat-semana', 'stat-abiertos', 'stat-vencidos', 'stat-cerrados', 'stat-cerrados-resuelto']) {
      // Other test files add complaints in parallel: read both again until they agree.
      await expect
        .poll(
          async () => {
            const [shown, listed] = await tileAndList(page, testId, REPORT);
            return shown === listed ? 'same' : `${testId}: ${shown} ≠ ${listed}`;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe('same');
    }
    await page.goto('/navegador');
    await visible(page.getByTestId('stat-hoy'));
    // A run may cross Bolivian midnight (or Monday's): the seeded pair counts only in ranges that still hold their day.
    const [today, todayFrom] = await tileFrom(page, 'stat-hoy');
    expect(todayFrom >= seededOn).toBe(true);
    if (todayFrom === seededOn) expect(today).toBeGreaterThanOrEqual(2);
    const [resolved, weekFrom] = await tileFrom(page, 'stat-cerrados-resuelto');
    if (weekFrom <= seededOn) expect(resolved).toBeGreaterThanOrEqual(1);
    const [open] = await tileFrom(page, 'stat-abiertos');
    expect(open).toBeGreaterThanOrEqual(1);
    // Open cases of any age; the week's closed cases by the day they were closed: the report says which.
    for (const [testId, scope] of [
      ['stat-abiertos', 'abiertos'],
      ['stat-cerrados', 'cierre'],
      ['stat-semana', 'llegada'],
    ] as const) {
      await page.goto('/navegador');
      await page.getByTestId(testId).getByRole('link').click();
      await waitForPath(page, REPORT.path);
      await expect.poll(() => page.locator('select[name="alcance"]').inputValue()).toBe(scope);
    }
    await page.goto('/navegador');
    await visible(page.getByTestId('stat-hoy'));
    // Today's inspections, CUMPLE and NO CUMPLE open the inspections list of that day and grade.
    for (const testId of ['stat-inspecciones', 'stat-cumple', 'stat-no-cumple']) {
      await expect
        .poll(
          async () => {
            const [shown, listed] = await tileAndList(page, testId, INSPECTIONS);
            return shown === listed ? 'same' : `${testId}: ${shown} ≠ ${listed}`;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe('same');
    }
    expect(new URL(page.url()).searchParams.get('calificacion')).toBe('NO CUMPLE');
    await page.goto('/navegador');
    await visible(page.getByTestId('stat-cumple'));
    for (const testId of ['stat-cumple', 'stat-no-cumple']) {
      const [graded, day] = await tileFrom(page, testId, 'fecha');
      if (day === inspectedOn) expect(graded).toBeGreaterThanOrEqual(1);
    }
    await page.getByTestId('stat-no-cumple').getByRole('link').click();
    await waitForPath(page, '/navegador/inspeccion');
    expect(await page.getByRole('combobox', { name: INSPECTIONS_TEXT.calificacionFilter }).inputValue()).toBe('NO CUMPLE');
  });

  it('an INSPECTOR sees today’s inspections, not the complaints; a CHOFER gets position sharing and the complaint form', async () => {
    const inspector = await createTestUser('INSPECTOR', 'dashin');
    const page = await newPage({ session: await apiLogin(inspector.user.name, inspector.password), viewport: PHONE });
    await page.goto('/navegador');
    await visible(page.getByTestId('stat-inspecciones'));
    expect(await page.getByTestId('stat-hoy').count()).toBe(0);
    expect(await page.getByTestId('stat-posiciones').count()).toBe(0);

    const chofer = await createTestUser('CHOFER', 'dashch');
    const driver = await newPage({ session: await apiLogin(chofer.user.name, chofer.password), viewport: PHONE });
    await driver.goto('/navegador');
    const card = await visible(driver.getByRole('region', { name: TEXT.chofer }));
    await visible(driver.getByRole('switch', { name: POSITIONS_MSG.sharing.label }));
    expect(await driver.locator('[data-testid^="stat-"]:not([data-testid^="stat-outbox"])').count()).toBe(0);
    await driver.screenshot({ path: `${SCREENSHOT_DIR}principal-chofer-phone.png` });
    await card.getByRole('link', { name: TEXT.reportInfraction }).click();
    await waitForPath(driver, '/reclamo');
  });

  it('without coverage shows the numbers this phone last received, saying when', async () => {
    const page = await newPage({ session: admin, viewport: PHONE });
    await page.goto('/navegador');
    const open = Number(await (await visible(page.getByTestId('stat-abiertos'))).getAttribute('data-value'));
    // Coverage gone: Principal opened again inside the app (no reload) cannot reach the server.
    await page.route('**/api/resumen', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('stat-abiertos').getByRole('link').click();
    await waitForPath(page, '/navegador/reporte');
    // The list really shown (not Principal kept on screen while its screen loads), then back.
    await new ReportsPage(page).table.waitFor();
    await page.goBack();
    await waitForPath(page, '/navegador');
    const note = await visible(page.getByRole('status').filter({ hasText: /cifras recibidas a las \d{2}:\d{2}/ }));
    expect(await note.innerText()).toMatch(/^Sin conexión/);
    expect(Number(await page.getByTestId('stat-abiertos').getAttribute('data-value'))).toBe(open);
    await page.screenshot({ path: `${SCREENSHOT_DIR}principal-offline-phone.png`, fullPage: true });

    // A phone that never received numbers says they come back with the signal.
    const inspector = await createTestUser('INSPECTOR', 'dashof');
    const other = await newPage({ session: await apiLogin(inspector.user.name, inspector.password), viewport: PHONE });
    await other.route('**/api/resumen', (route) => route.abort('internetdisconnected'));
    await other.goto('/navegador');
    await visible(other.getByRole('status').filter({ hasText: TEXT.offline }));
    expect(await other.getByTestId('stat-inspecciones').count()).toBe(0);
  });

  it('shows what waits on this phone, and links to it', async () => {
    const page = await newPage({ session: admin, viewport: PHONE });
    // The server cannot be reached for the complaint: it stays queued on the phone.
    await page.route('**/api/formulario', (route) => route.abort('connectionfailed'));
    const form = new ComplaintPage(page);
    await form.goto();
    await form.fill({ cedula: uniqueCedula(), delito: (await delitoList())[0]!.detalle, descripcion: 'Tablero: en cola' });
    await form.attachPhoto(photo.path);
    await form.submit();
    await visible(form.rows('pending'));
    await page.goto('/navegador');
    const tile = await visible(page.getByTestId('stat-outbox-complaints'));
    expect(await tile.getAttribute('data-value')).toBe('1');
    await page.screenshot({ path: `${SCREENSHOT_DIR}principal-dashboard-phone.png`, fullPage: true });
    await tile.getByRole('link').click();
    await waitForPath(page, '/reclamo');
  });
});
