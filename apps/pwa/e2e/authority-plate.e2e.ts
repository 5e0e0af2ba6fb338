import type { FormularioResponse } from '@reclamos/shared-types/complaints/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import { InspectionsPage } from './pages/inspections-page.ts';
import { PlatePage } from './pages/authority-pages.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { toast } from './pages/toasts.ts';
import { adminLogin, apiCall, apiLogin, createTestUser, dayOfFecha, postComplaint } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { staffOfflineReady } from './support/complaints.ts';
import { inspectionBody, postInspectionOfKnownDay, uniquePlaca, uniqueTag } from './support/inspections.ts';
import { makeJpeg } from './support/photos.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { visible, waitForPath } from './support/wait.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const { newPage } = connectBrowser();
const P = AUTHORITY_MSG.plate;
const S = MSG.plateSearch;

let inspector: LoginResponse;
let placa: string;
let descripcion: string;
let codigo: string;
let observacion: string;
/** The Bolivian days the complaint and the inspection were registered on (the run may cross midnight). */
let complaintDay: string;
let inspectionDay: string;
const CEDULA = '4455667';

beforeAll(async () => {
  const created = await createTestUser('INSPECTOR', 'placa');
  inspector = await apiLogin(created.user.name, created.password);
  placa = uniquePlaca();
  const admin = await adminLogin();
  expect(
    (
      await apiCall('vehiculos', {
        method: 'POST',
        token: admin.token,
        body: { placa, tipo: 'MINIBUS', marca: 'TOYOTA', linea: 'LINEA 5', chofer: 'MARIO FLORES' },
      })
    ).status,
  ).toBe(201);
  descripcion = `NO RESPETÓ LA PARADA ${uniqueTag()}`;
  const photo = await makeJpeg(320, 240);
  const sent = await postComplaint(
    {
      cedula: CEDULA,
      nombre: 'CIUDADANA DE PRUEBA',
      telefono: '70000000',
      placa,
      delito_id: '1',
      direccion: 'Av. 6 de Agosto',
      descripcion,
    },
    photo.bytes,
  );
  expect(sent.status).toBe(201);
  codigo = (sent.body as FormularioResponse).codigo;
  complaintDay = dayOfFecha((sent.body as FormularioResponse).fecha);
  ({ day: inspectionDay } = await postInspectionOfKnownDay(inspector.token, () => {
    observacion = `REVISADA ${uniqueTag()}`;
    const body = inspectionBody({ observacion });
    return { ...body, vehicle: { ...body.vehicle, placa } };
  }));
});

describe("a plate's page", { timeout: 90_000 }, () => {
  it('opens from a report row: the registry row, the complaint and the inspection, without the citizen', async () => {
    const page = await newPage({ viewport: DESKTOP, session: await adminLogin() });
    const reports = new ReportsPage(page);
    await reports.goto(`ini=${complaintDay}&fin=${complaintDay}`);
    await reports.filter(descripcion);
    await reports.rows.first().getByRole('link', { name: placa, exact: true }).click();
    await waitForPath(page, `/navegador/placa/${placa}`);
    const plate = new PlatePage(page);
    await plate.loaded(placa);
    expect(await plate.registry.innerText()).toContain('MARIO FLORES');
    expect(await plate.registry.locator('[data-field="marca"]').innerText()).toBe('TOYOTA');
    const complaint = await visible(plate.complaints.locator('tbody tr').filter({ hasText: descripcion }));
    expect(await complaint.innerText()).not.toContain(CEDULA);
    // The case as staff see it: its receipt code and state.
    expect(await complaint.innerText()).toContain(codigo);
    expect(await complaint.locator('[data-estado="RECIBIDO"]').count()).toBe(1);
    await visible(plate.inspections.locator('tbody tr').filter({ hasText: observacion }));
    expect(await page.getByText(P.offline).count()).toBe(0);

    // On a desk the search is a field in the top bar; a malformed plate is refused there.
    await page.goto('/navegador');
    const field = page.getByRole('searchbox', { name: S.label });
    await field.fill('ABC 12');
    await field.press('Enter');
    await visible(toast(page, 'error', S.invalid));
    await field.fill(` ${placa.toLowerCase()} `);
    await field.press('Enter');
    await waitForPath(page, `/navegador/placa/${placa}`);
    await plate.loaded(placa);
  });

  it("is found from the top bar's search on a 360 px phone (lower case typed)", async () => {
    const { user, password } = await createTestUser('USUARIO', 'busca');
    const page = await newPage({ viewport: PHONE, session: await apiLogin(user.name, password) });
    await page.goto('/navegador');
    await page.getByRole('button', { name: S.label }).click();
    const field = page.getByRole('searchbox', { name: S.label });
    await field.fill(placa.toLowerCase());
    await field.press('Enter');
    await waitForPath(page, `/navegador/placa/${placa}`);
    const plate = new PlatePage(page);
    await plate.loaded(placa);
    await visible(plate.inspections.locator('tbody tr').filter({ hasText: observacion }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("shows an inspector the plate's complaints by date, infraction and state, without the complainant's words", async () => {
    const page = await newPage({ viewport: PHONE, session: inspector });
    await page.goto(`/navegador/placa/${placa}`);
    const plate = new PlatePage(page);
    await plate.loaded(placa);
    const complaint = await visible(plate.complaints.locator('tbody tr').first());
    expect(await complaint.locator('[data-estado="RECIBIDO"]').count()).toBe(1);
    const shown = await plate.complaints.innerText();
    for (const secret of [descripcion, 'Av. 6 de Agosto', codigo, CEDULA]) expect(shown).not.toContain(secret);
    expect(shown).not.toContain(P.complaintColumns.descripcion);
  });

  it('offline, shows an inspector what the phone already holds for the plate, marked as such', async () => {
    const page = await newPage({ viewport: PHONE, session: inspector, serviceWorkers: true });
    const registryDownloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/registro' && response.ok());
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    await registryDownloaded;
    await staffOfflineReady(page);
    // The phone keeps the day the screen read: the inspection's, even after a Bolivian midnight.
    await inspections.search(inspectionDay);
    const row = await visible(inspections.row(observacion));

    await page.context().setOffline(true);
    await row.getByRole('link', { name: placa, exact: true }).click();
    await waitForPath(page, `/navegador/placa/${placa}`);
    const plate = new PlatePage(page);
    await plate.loaded(placa);
    await visible(page.getByTestId('plate-offline'));
    expect(await page.locator('[data-source="phone"]').count()).toBe(1);
    // The phone's copy of the registry: tipo, marca, modelo and línea (not the driver).
    expect(await plate.registry.locator('[data-field="marca"]').innerText()).toBe('TOYOTA');
    expect(await plate.registry.innerText()).toContain(P.onPhone);
    const kept = await visible(plate.inspections.locator('tbody tr').filter({ hasText: observacion }));
    expect(await kept.getAttribute('data-on-phone')).toBe('true');
    expect(await kept.innerText()).toContain(P.onPhone);
    // A reload without coverage: the service worker serves the page, the phone still answers.
    await page.reload();
    await plate.loaded(placa);
    await visible(plate.inspections.locator('tbody tr').filter({ hasText: observacion }));
  });

  it('is not offered to a CHOFER: no search in the bar, the address sends them back', async () => {
    const { user, password } = await createTestUser('CHOFER', 'placa');
    const page = await newPage({ session: await apiLogin(user.name, password) });
    await page.goto(`/navegador/placa/${placa}`);
    await waitForPath(page, '/navegador');
    await page.getByTestId('current-user').waitFor();
    expect(await page.getByRole('search', { name: S.label }).count()).toBe(0);
  });
});
