import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/messages-users';
import { AUTHORITY_SCREENS_MSG } from '@reclamos/shared-types/messages-authority-screens';
import { MSG_INSPECTIONS } from '@reclamos/shared-types/messages-inspections';
import { AuditPage, DelitosPage, ListasPage, PlatePage, VehiculosPage } from './pages/authority-pages.ts';
import { ComplaintPage } from './pages/complaint-page.ts';
import { InspectionsPage } from './pages/inspections-page.ts';
import { PositionMapPage } from './pages/position-map-page.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { UsersPage } from './pages/users-page.ts';
import { adminLogin, apiCall, apiLogin, createTestUser, dayOfFecha, type TestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { postInspectionOfKnownDay, uniquePlaca } from './support/inspections.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { visible } from './support/wait.ts';
import { seedComplaint } from './support/cases.ts';
import { makeJpeg } from './support/photos.ts';
import type { FormularioResponse } from '@reclamos/shared-types/schemas/complaints';

const { newPage } = connectBrowser();

/** Serious and critical WCAG 2.1 A/AA findings of axe-core on what the page shows now, as readable lines. */
async function axe(page: Page, screen: string): Promise<string[]> {
  await page.waitForTimeout(400); // dialog and drawer animations settle (axe would see half-faded colours)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${screen}: ${violation.id} ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`));
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('accessibility at %s size: no serious or critical axe-core finding', { timeout: 120_000 }, (_label, viewport) => {
  let inspector: TestUser;
  let uuid: string;
  let inspectionDay: string;
  /** A complaint with a receipt code: its public page and its case panel (issue 13). */
  let coded: FormularioResponse;
  const marker = `AXE${Date.now().toString(36).toUpperCase()}`;
  beforeAll(async () => {
    coded = await seedComplaint({ placa: '1234AXE', descripcion: `Accesibilidad ${marker}` }, (await makeJpeg(320, 240)).bytes);
    inspector = await createTestUser('INSPECTOR', 'axe');
    const token = (await apiLogin(inspector.user.name, inspector.password)).token;
    ({ uuid, day: inspectionDay } = await postInspectionOfKnownDay(token));
  });

  it('public screens: landing, login, complaint form (empty and refused), not found, verification, case tracking', async () => {
    const page = await newPage({ viewport });
    const found: string[] = [];
    await page.goto('/');
    await visible(page.getByRole('link', { name: MSG.landing.report }));
    found.push(...(await axe(page, 'landing')));
    await page.goto('/login');
    await visible(page.getByRole('button', { name: MSG.login.submit }));
    found.push(...(await axe(page, 'login')));
    // A visible focus ring: at least 2 px, on a field reached with the keyboard.
    await page.getByLabel(MSG.login.account, { exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    const complaint = new ComplaintPage(page);
    await complaint.goto();
    found.push(...(await axe(page, 'reclamo')));
    await complaint.submitButton.click();
    // An invalid submit moves focus to the first thing to correct: the photo, as the message says.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(MSG.complaintForm.uploadImage);
    found.push(...(await axe(page, 'reclamo refused')));
    // The notices' region has a Spanish name too.
    await page.getByRole('region', { name: MSG.ui.notices, includeHidden: true }).waitFor({ state: 'attached' });
    expect(await page.locator('[aria-label^="Notifications"]').count()).toBe(0);
    await page.goto('/nada');
    await visible(page.getByRole('heading', { name: MSG.notFound.title }));
    found.push(...(await axe(page, 'not found')));
    await page.goto(`/verificar/${uuid}`);
    await page.waitForLoadState('networkidle');
    found.push(...(await axe(page, 'verificar')));
    await page.goto(`/seguimiento/${coded.codigo}`);
    await visible(page.getByTestId('tracking-result'));
    found.push(...(await axe(page, 'seguimiento')));
    expect(found).toEqual([]);
  });

  it('staff screens and their dialogs', async () => {
    const page = await newPage({ viewport, session: await adminLogin() });
    const found: string[] = [];
    await page.goto('/navegador');
    await page.getByTestId('current-user').waitFor();
    found.push(...(await axe(page, 'principal')));

    const users = new UsersPage(page);
    await users.goto();
    found.push(...(await axe(page, 'usuarios')));
    await users.openCreate();
    found.push(...(await axe(page, 'nuevo usuario')));
    await page.keyboard.press('Escape');
    await users.rowButton('admin', USERS_MSG.edit).click();
    await visible(users.dialog(USERS_MSG.editTitle));
    found.push(...(await axe(page, 'modificar usuario')));
    await page.keyboard.press('Escape');
    await users.rowButton('admin', USERS_MSG.changePassword).click();
    await visible(users.dialog(USERS_MSG.passwordPrompt));
    found.push(...(await axe(page, 'cambiar password')));
    await page.keyboard.press('Escape');

    const reports = new ReportsPage(page);
    // The day `coded` was received on: the run may have crossed Bolivian midnight since.
    const codedDay = dayOfFecha(coded.fecha);
    await reports.goto(`ini=${codedDay}&fin=${codedDay}`);
    found.push(...(await axe(page, 'reporte')));
    await reports.filter(marker);
    await reports.selectBox(coded.id).check();
    await visible(reports.bulkBar);
    found.push(...(await axe(page, 'reporte, filas seleccionadas')));
    await reports.openCase(coded.id);
    found.push(...(await axe(page, 'panel del caso')));
    await page.keyboard.press('Escape');

    const inspections = new InspectionsPage(page);
    await inspections.goto();
    found.push(...(await axe(page, 'inspeccion')));
    // A hovered solid button keeps its contrast (axe reads the styles of the moment).
    await page.getByRole('button', { name: MSG_INSPECTIONS.screen.register, exact: true }).hover();
    found.push(...(await axe(page, 'inspeccion, REGISTRAR hovered')));
    await inspections.openRegister();
    found.push(...(await axe(page, 'registrar inspeccion')));
    await page.keyboard.press('Escape');

    const map = new PositionMapPage(page);
    await map.goto({ waitForLive: false });
    found.push(...(await axe(page, 'posicion')));
    // MapLibre's own names in Spanish (its 'locale' option), not 'Map', 'Zoom in', 'Zoom out'.
    for (const english of ['Map', 'Zoom in', 'Zoom out', 'Toggle attribution']) expect(await page.locator(`[aria-label="${english}"]`).count(), english).toBe(0);
    await visible(page.getByRole('button', { name: 'Acercar' }));
    expect(found).toEqual([]);
  });

  it("the authority's screens and their dialogs", async () => {
    const session = await adminLogin();
    const placa = uniquePlaca();
    await apiCall('vehiculos', { method: 'POST', token: session.token, body: { placa, tipo: 'MINIBUS', marca: 'TOYOTA', linea: 'LINEA 5', chofer: 'MARIO FLORES' } });
    const page = await newPage({ viewport, session });
    const A = AUTHORITY_SCREENS_MSG;
    const found: string[] = [];

    const delitos = new DelitosPage(page);
    await delitos.goto();
    found.push(...(await axe(page, 'infracciones')));
    await page.getByRole('button', { name: A.delitos.newDelito }).click();
    await visible(delitos.dialog(A.delitos.createTitle));
    found.push(...(await axe(page, 'nueva infraccion')));
    await page.keyboard.press('Escape');

    const vehiculos = new VehiculosPage(page);
    await vehiculos.goto();
    found.push(...(await axe(page, 'vehiculos')));
    await page.getByRole('button', { name: A.vehiculos.newVehiculo }).click();
    await visible(page.getByRole('dialog', { name: A.vehiculos.createTitle }));
    found.push(...(await axe(page, 'nuevo vehiculo')));
    await page.keyboard.press('Escape');
    await vehiculos.openImport();
    await vehiculos.chooseFile({ name: 'flota.csv', mimeType: 'text/csv', buffer: Buffer.from(`placa,marca\n${placa},NISSAN\nN3W2,TOYOTA\n,X\n`) });
    await vehiculos.importDialog.getByRole('button', { name: A.importar.review }).click();
    await visible(vehiculos.preview);
    found.push(...(await axe(page, 'importar vehiculos')));
    await page.keyboard.press('Escape');

    const listas = new ListasPage(page);
    await listas.goto();
    await listas.value('TOYOTA').getByText('TOYOTA').click();
    found.push(...(await axe(page, 'listas')));
    await page.getByRole('button', { name: A.listas.merge }).click();
    await visible(page.getByRole('dialog', { name: A.listas.mergeTitle }));
    found.push(...(await axe(page, 'fusionar')));
    await page.keyboard.press('Escape');

    const audit = new AuditPage(page);
    await audit.goto();
    found.push(...(await axe(page, 'auditoria')));

    await page.goto(`/navegador/placa/${placa}`);
    await new PlatePage(page).loaded(placa);
    found.push(...(await axe(page, 'placa')));
    if (viewport === PHONE) {
      await page.getByRole('button', { name: A.plateSearch.label }).click();
      await visible(page.getByRole('dialog', { name: A.plateSearch.label }));
      found.push(...(await axe(page, 'buscar placa')));
    }
    expect(found).toEqual([]);
  });

  it('the inspector: own inspection edit dialog', async () => {
    const page = await newPage({ viewport, session: await apiLogin(inspector.user.name, inspector.password) });
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    // The run may have crossed Bolivian midnight since the inspection was registered: open its day.
    await inspections.search(inspectionDay);
    // Other files register inspections of other inspectors that day too: this inspector's own row.
    const row = inspections.table.locator(`tbody tr[data-uuid="${uuid}"]`);
    await visible(row);
    await inspections.editButton(row).click();
    await visible(inspections.editDialog);
    expect(await axe(page, 'modificar inspeccion')).toEqual([]);
  });
});
