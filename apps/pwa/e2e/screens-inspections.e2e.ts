import { beforeAll, describe, expect, it } from 'vitest';
import { InspectionsPage } from './pages/inspections-page.ts';
import { PositionMapPage } from './pages/position-map-page.ts';
import { adminLogin, apiLogin, createTestUser, type TestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { postInspectionOfKnownDay } from './support/inspections.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

const { newPage } = connectBrowser();

/**
 * The field screens, each opened once and looked at in every size (screenshots, axe-core, no
 * sideways scrolling): inspections with the registration dialog, the live map, and the
 * inspector's own edit dialog.
 */
describe('inspection and map screens at every size', { timeout: 240_000 }, () => {
  let inspector: TestUser;
  let uuid: string;
  let inspectionDay: string;
  beforeAll(async () => {
    inspector = await createTestUser('INSPECTOR', 'scr');
    const token = (await apiLogin(inspector.user.name, inspector.password)).token;
    ({ uuid, day: inspectionDay } = await postInspectionOfKnownDay(token));
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
    await page.getByRole('button', { name: INSPECTIONS_MSG.screen.register, exact: true }).hover();
    await pass.look('inspeccion-registrar-hover', { sizes: ['phone', 'desktop'] });
    await inspections.openRegister();
    await pass.look('inspeccion-registrar');
    await page.keyboard.press('Escape');

    const map = new PositionMapPage(page);
    await map.goto({ waitForLive: false });
    await pass.look('posicion');
    // Below 992 px the people list is a drawer over the map.
    await page.setViewportSize(PHONE);
    await map.peopleButton.click();
    await visible(map.peopleDrawer);
    await pass.look('posicion-personas', { sizes: ['phone', 'phone-landscape', 'tablet'], checkedSizes: ['phone', 'tablet'] });
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
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
