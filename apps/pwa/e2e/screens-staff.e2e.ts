import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@reclamos/shared-types/messages';
import { MSG_INSPECTIONS } from '@reclamos/shared-types/messages-inspections';
import { USERS_MSG } from '@reclamos/shared-types/messages-users';
import type { FormularioResponse } from '@reclamos/shared-types/schemas/complaints';
import { InspectionsPage } from './pages/inspections-page.ts';
import { LayoutPage } from './pages/layout-page.ts';
import { PositionMapPage } from './pages/position-map-page.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { UsersPage } from './pages/users-page.ts';
import { adminLogin, apiLogin, createTestUser, dayOfFecha, type TestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { seedComplaint } from './support/cases.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { postInspectionOfKnownDay } from './support/inspections.ts';
import { makeJpeg } from './support/photos.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';

const { newPage } = connectBrowser();

/**
 * The staff's screens and dialogs, each opened once and looked at in every size (screenshots,
 * axe-core, no sideways scrolling): Principal, the phone menu, users and its dialogs, one's own
 * password, the report with selected rows and a case's panel, inspections with the registration
 * dialog, the live map; and the inspector's own edit dialog.
 */
describe('staff screens at every size', { timeout: 240_000 }, () => {
  let inspector: TestUser;
  let uuid: string;
  let inspectionDay: string;
  /** A complaint with a receipt code: the report's row and its case panel. */
  let coded: FormularioResponse;
  const marker = `SCR${Date.now().toString(36).toUpperCase()}`;
  beforeAll(async () => {
    coded = await seedComplaint({ placa: '1234SCR', descripcion: `Pantallas ${marker}` }, (await makeJpeg(320, 240)).bytes);
    inspector = await createTestUser('INSPECTOR', 'scr');
    const token = (await apiLogin(inspector.user.name, inspector.password)).token;
    ({ uuid, day: inspectionDay } = await postInspectionOfKnownDay(token));
  });

  it('Principal, the menu, users and its dialogs, one’s own password', async () => {
    const page = await newPage({ viewport: DESKTOP, session: await adminLogin() });
    const pass = new ScreenPass(page);
    const layout = new LayoutPage(page);
    await page.goto('/navegador');
    await visible(layout.currentUser);
    await pass.look('principal');
    await page.setViewportSize(PHONE);
    await layout.toggleButton.click();
    await visible(layout.menu);
    await pass.look('menu-open', { sizes: ['phone'], checkedSizes: ['phone'] });
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);

    const users = new UsersPage(page);
    await users.goto();
    await pass.look('usuarios');
    await users.openCreate();
    await pass.look('usuario-nuevo');
    await page.keyboard.press('Escape');
    await users.rowButton('admin', USERS_MSG.edit).click();
    await visible(users.dialog(USERS_MSG.editTitle));
    await pass.look('usuario-modificar');
    await page.keyboard.press('Escape');
    await users.rowButton('admin', USERS_MSG.changePassword).click();
    await visible(users.dialog(USERS_MSG.passwordPrompt));
    await pass.look('usuario-password');
    await page.keyboard.press('Escape');
    await layout.openChangeOwnPassword();
    await visible(page.getByRole('dialog', { name: MSG.ownPassword.title }));
    await pass.look('mi-password');
    expect(pass.findings).toEqual([]);
  });

  it('the report, rows selected, a case’s panel and a photo', async () => {
    const page = await newPage({ viewport: DESKTOP, session: await adminLogin() });
    const pass = new ScreenPass(page);
    const reports = new ReportsPage(page);
    // The day `coded` was received on: the run may have crossed Bolivian midnight since.
    const codedDay = dayOfFecha(coded.fecha);
    await reports.goto(`ini=${codedDay}&fin=${codedDay}`);
    await pass.look('reporte');
    await reports.filter(marker);
    await reports.selectBox(coded.id).check();
    await visible(reports.bulkBar);
    await pass.look('reporte-seleccion');
    await reports.selectBox(coded.id).uncheck();
    await reports.viewImageButton(coded.id).click();
    await reports.loadedPhoto(coded.id);
    await pass.look('reporte-foto', { checkedSizes: [] });
    await page.keyboard.press('Escape');
    await reports.openCase(coded.id);
    await pass.look('reporte-caso');
    expect(pass.findings).toEqual([]);
  });

  it('inspections with the registration dialog, and the live map', async () => {
    const page = await newPage({ viewport: DESKTOP, session: await adminLogin() });
    const pass = new ScreenPass(page);
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    await inspections.search(inspectionDay);
    await visible(inspections.rows.first());
    await pass.look('inspeccion');
    // A hovered solid button keeps its contrast (axe reads the styles of the moment).
    await page.getByRole('button', { name: MSG_INSPECTIONS.screen.register, exact: true }).hover();
    await pass.look('inspeccion-registrar-hover', { sizes: ['phone', 'desktop'] });
    await inspections.openRegister();
    await pass.look('inspeccion-registrar');
    await page.keyboard.press('Escape');

    const map = new PositionMapPage(page);
    await map.goto({ waitForLive: false });
    await pass.look('posicion');
    // MapLibre's own names in Spanish (its 'locale' option), not 'Map', 'Zoom in', 'Zoom out'.
    for (const english of ['Map', 'Zoom in', 'Zoom out', 'Toggle attribution']) {
      expect(await page.locator(`[aria-label="${english}"]`).count(), english).toBe(0);
    }
    await visible(page.getByRole('button', { name: 'Acercar' }));
    expect(pass.findings).toEqual([]);
  });

  it('the inspector: the own inspection’s edit dialog', async () => {
    const page = await newPage({ viewport: DESKTOP, session: await apiLogin(inspector.user.name, inspector.password) });
    const pass = new ScreenPass(page);
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    // The run may have crossed Bolivian midnight since the inspection was registered: open its day.
    await inspections.search(inspectionDay);
    // Other files register inspections of other inspectors that day too: this inspector's own row.
    const row = inspections.table.locator(`tbody tr[data-uuid="${uuid}"]`);
    await visible(row);
    await inspections.editButton(row).click();
    await visible(inspections.editDialog);
    await pass.look('inspeccion-modificar');
    expect(pass.findings).toEqual([]);
  });
});
