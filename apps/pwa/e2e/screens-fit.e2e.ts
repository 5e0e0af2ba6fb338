import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { InspectionsPage } from './pages/inspections-page.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { SosBannerPage } from './pages/sos-page.ts';
import { UsersPage } from './pages/users-page.ts';
import type { FormularioResponse } from '@reclamos/shared-types/complaints/schemas';
import { adminLogin, apiCall, apiLogin, createTestUser, dayOfFecha, postComplaint, type TestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { setState } from './support/cases.ts';
import { nextAnswer } from './support/complaints.ts';
import { inspectionBody, postInspectionOfKnownDay, uniqueTag } from './support/inspections.ts';
import { makeJpeg } from './support/photos.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { tableFitFindings } from './support/table-checks.ts';
import { settle, visible } from './support/wait.ts';

const { newPage } = connectBrowser();

/** Longest owner name the schema allows, and an observacion like the demo's. */
const LONG_OWNER = 'MARÍA DEL CARMEN ÑAUPA QUISPE DE LA CRUZ VILLARROEL FERNÁNDEZ MAMANI CONDORI CHOQUE TICONA APAZA'.slice(0, 120);
const OBSERVACION = 'FALTA EXTINTOR VIGENTE Y BOTIQUÍN; ASIENTOS TRASEROS EN MAL ESTADO';

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await settle(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}fit-${name}.png` });
}

/** How far the document scrolls sideways and downwards beyond the window (0 when it fits). */
async function overflow(page: Page): Promise<{ x: number; y: number }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { x: root.scrollWidth - window.innerWidth, y: root.scrollHeight - window.innerHeight };
  });
}

/** The element is drawn inside the window's width (not off to the right). */
async function expectOnScreen(locator: Locator, width: number): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, await locator.innerText().catch(() => 'element')).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

describe('screens that fit', () => {
  let inspector: TestUser;
  let placa: string;
  let tag: string;
  let complaintPlaca: string;
  /** The Bolivian days the inspection and the complaint were registered on (the run may cross midnight). */
  let inspectionDay: string;
  let complaintDay: string;

  beforeAll(async () => {
    inspector = await createTestUser('INSPECTOR');
    const token = (await apiLogin(inspector.user.name, inspector.password)).token;
    tag = uniqueTag();
    ({ day: inspectionDay } = await postInspectionOfKnownDay(token, () => {
      const body = inspectionBody({ observacion: `${OBSERVACION} ${tag}`, calificacion: 'NO CUMPLE' });
      placa = body.vehicle.placa;
      return { ...body, propietario: { ...body.propietario, nombre: LONG_OWNER } };
    }));
    complaintPlaca = `${Date.now() % 10000}FIT`.slice(0, 7);
    const photo = await makeJpeg(320, 240);
    const sent = await postComplaint(
      {
        cedula: '7654321',
        nombre: LONG_OWNER,
        telefono: '76543210',
        placa: complaintPlaca,
        delito_id: '1',
        direccion: 'Plaza 10 de Febrero',
        descripcion: OBSERVACION,
      },
      photo.bytes,
    );
    expect(sent.status).toBe(201);
    complaintDay = dayOfFecha((sent.body as FormularioResponse).fecha);
  });

  it('at 360×640 the inspection list shows plate, owner, result and actions without sideways scrolling, and no date on each row', async () => {
    const page = await newPage({ viewport: PHONE, session: await apiLogin(inspector.user.name, inspector.password) });
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    await inspections.search(inspectionDay);
    const row = inspections.row(tag);
    await visible(row);
    expect((await overflow(page)).x).toBeLessThanOrEqual(0);
    await expectOnScreen(row.getByText(placa, { exact: true }), PHONE.width);
    await expectOnScreen(row.getByText(LONG_OWNER), PHONE.width);
    await expectOnScreen(row.getByText('NO CUMPLE', { exact: true }), PHONE.width);
    await expectOnScreen(inspections.editButton(row), PHONE.width);
    await expectOnScreen(inspections.printButton(row), PHONE.width);
    const day = inspectionDay.split('-').reverse().join('/');
    expect(await row.innerText()).not.toContain(day);
    await shoot(page, 'inspections-phone');
  });

  it('at 360×640 the report table shows plate, name and the row actions without sideways scrolling', async () => {
    const page = await newPage({ viewport: PHONE, session: await adminLogin() });
    const reports = new ReportsPage(page);
    await reports.goto(`ini=${complaintDay}&fin=${complaintDay}`);
    const row = reports.rows.filter({ hasText: complaintPlaca }).first();
    await visible(row);
    expect((await overflow(page)).x).toBeLessThanOrEqual(0);
    await expectOnScreen(row.getByText(complaintPlaca, { exact: true }), PHONE.width);
    await expectOnScreen(row.getByText(LONG_OWNER), PHONE.width);
    for (const button of await row.getByRole('button').all()) await expectOnScreen(button, PHONE.width);
    await shoot(page, 'reports-phone');
  });

  it('at 360×640 each user is a card: name, role, state and every button inside the window', async () => {
    const { user } = await createTestUser('INSPECTOR', 'fit');
    const page = await newPage({ viewport: PHONE, session: await adminLogin() });
    const users = new UsersPage(page);
    await users.goto();
    expect((await overflow(page)).x).toBeLessThanOrEqual(0);
    const row = users.row(user.name);
    await visible(row);
    await expectOnScreen(row.getByText(user.nombre, { exact: true }), PHONE.width);
    await expectOnScreen(row.getByText('INSPECTOR', { exact: true }), PHONE.width);
    await expectOnScreen(row.locator('[data-estado]'), PHONE.width);
    await expectOnScreen(users.statusButton(user.name), PHONE.width);
    for (const button of await row.getByRole('button').all()) await expectOnScreen(button, PHONE.width);
    // Nothing is cut by the table's frame either (a table wider than its frame scrolls inside it).
    expect(await tableFitFindings(page, 'usuarios')).toEqual([]);
    await shoot(page, 'users-phone');
  });

  it('at 1366×768 a long owner name keeps INSPECTOR, CALIFICACION and OBSERVACION on screen', async () => {
    const page = await newPage({ viewport: DESKTOP, session: await apiLogin(inspector.user.name, inspector.password) });
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    await inspections.search(inspectionDay);
    const row = inspections.row(tag);
    await visible(row);
    expect((await overflow(page)).x).toBeLessThanOrEqual(0);
    await expectOnScreen(row.getByText(inspector.user.nombre, { exact: true }), DESKTOP.width);
    await expectOnScreen(row.getByText('NO CUMPLE', { exact: true }), DESKTOP.width);
    const observacion = row.getByText(`${OBSERVACION} ${tag}`);
    await expectOnScreen(observacion, DESKTOP.width);
    // Not cut: the whole text is drawn (no clamp hides part of it).
    expect(await observacion.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await shoot(page, 'inspections-desktop');
  });

  it('at 1366×768 with the menu open the report and the inspection list keep every column in their frame, with the longest values', async () => {
    const admin = await adminLogin();
    // Account names are one long word: the assignee and the inspector are shown by them.
    const assignee = (await createTestUser('USUARIO', 'asignadolargo')).user;
    const long = await createTestUser('INSPECTOR', 'inspectorlargo');
    const placa = `${Date.now() % 100_000}`.padStart(5, '0') + '-LARG';
    const sent = await postComplaint(
      {
        cedula: '1'.repeat(15),
        nombre: LONG_OWNER,
        telefono: '7'.repeat(15),
        placa,
        delito_id: '1',
        direccion: 'Av. Cívica frente al mercado Fermín López',
        descripcion: OBSERVACION,
      },
      (await makeJpeg(320, 240)).bytes,
    );
    const complaint = sent.body as FormularioResponse;
    await setState(complaint.id, { estado: 'DERIVADO A INSPECCION' });
    await apiCall(`asignarReclamo/${complaint.id}`, { method: 'POST', token: admin.token, body: { usuarioId: assignee.id } });
    const token = (await apiLogin(long.user.name, long.password)).token;
    const { day } = await postInspectionOfKnownDay(token, () => {
      const body = inspectionBody({ observacion: `${OBSERVACION} ${uniqueTag()}`, calificacion: 'NO CUMPLE' });
      return {
        ...body,
        propietario: { ...body.propietario, cedula: '123456789012-1ABC', nombre: LONG_OWNER },
        vehicle: { ...body.vehicle, placa },
      };
    });

    const page = await newPage({ viewport: DESKTOP, session: admin });
    const reports = new ReportsPage(page);
    const complaintDay = dayOfFecha(complaint.fecha);
    await reports.goto(`ini=${complaintDay}&fin=${complaintDay}`);
    await visible(reports.row(complaint.id));
    expect(await tableFitFindings(page, 'reporte')).toEqual([]);
    await shoot(page, 'reports-longest-desktop');
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    await inspections.search(day);
    await visible(inspections.rows.filter({ hasText: placa }).first());
    expect(await tableFitFindings(page, 'inspeccion')).toEqual([]);
    await shoot(page, 'inspections-longest-desktop');
  });

  it('at 1366×768 an empty staff page is no taller than the window', async () => {
    const page = await newPage({ viewport: DESKTOP, session: await adminLogin() });
    const sosList = nextAnswer(page, 'sos');
    await page.goto('/navegador');
    await page.getByTestId('current-user').waitFor();
    // The empty page, once the open alerts' list has come and none is open (Principal lists them).
    await sosList;
    await new SosBannerPage(page).noneOpen();
    expect((await overflow(page)).y, 'principal').toBeLessThanOrEqual(0);
    const reports = new ReportsPage(page);
    await reports.goto();
    await reports.search({ ini: '2001-01-01', fin: '2001-01-01' });
    expect((await overflow(page)).y, 'reporte').toBeLessThanOrEqual(0);
    await shoot(page, 'reports-empty-desktop');
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    await inspections.search('2001-01-01');
    expect((await overflow(page)).y, 'inspeccion').toBeLessThanOrEqual(0);
    await shoot(page, 'inspections-empty-desktop');
  });
});
