import { mkdir } from 'node:fs/promises';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/messages-users';
import { AUTHORITY_SCREENS_MSG } from '@reclamos/shared-types/messages-authority-screens';
import { AuditPage, DelitosPage, ListasPage, PlatePage, VehiculosPage } from './pages/authority-pages.ts';
import { LayoutPage } from './pages/layout-page.ts';
import { UsersPage } from './pages/users-page.ts';
import { adminLogin, apiCall } from './support/api-client.ts';
import { inspectionBody, postInspection, uniquePlaca } from './support/inspections.ts';
import { connectBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { visible } from './support/wait.ts';

const { newPage } = connectBrowser();

/** Screenshots of the main screens for a person to look at (apps/pwa/e2e/screenshots/, ignored by git). */
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('screenshots at %s size', (label, viewport) => {
  const shoot = async (page: Page, name: string) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.waitForTimeout(350); // let dialog and drawer animations settle
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${label}.png`, fullPage: false });
  };

  it('landing, login, not found and case tracking', async () => {
    const page = await newPage({ viewport });
    await page.goto('/');
    await visible(page.getByRole('link', { name: MSG.landing.report }));
    await shoot(page, 'landing');
    await page.goto('/login');
    await visible(page.getByRole('button', { name: MSG.login.submit }));
    await shoot(page, 'login');
    await page.goto('/nada');
    await visible(page.getByRole('heading', { name: MSG.notFound.title }));
    await shoot(page, 'not-found');
    await page.goto('/seguimiento');
    await visible(page.getByRole('heading', { level: 1, name: MSG.cases.tracking.title }));
    await shoot(page, 'seguimiento-form');
  });

  it('principal, menu, users table and dialogs', async () => {
    const page = await newPage({ viewport, session: await adminLogin() });
    await page.goto('/navegador');
    const layout = new LayoutPage(page);
    await visible(layout.currentUser);
    await shoot(page, 'principal');
    if (label === 'phone') {
      await layout.toggleButton.click();
      await visible(layout.menu);
      await shoot(page, 'menu-open');
    }
    const users = new UsersPage(page);
    await users.goto();
    await shoot(page, 'users');
    await users.openCreate();
    await shoot(page, 'user-create');
    await page.keyboard.press('Escape');
    await users.rowButton('admin', USERS_MSG.edit).click();
    await visible(users.dialog(USERS_MSG.editTitle));
    await shoot(page, 'user-edit');
    await page.keyboard.press('Escape');
    await layout.openChangeOwnPassword();
    await visible(page.getByRole('dialog', { name: MSG.ownPassword.title }));
    await shoot(page, 'own-password');
  });

  it("the authority's screens: infractions, vehicles and the import's preview, lists, audit trail, a plate's page", async () => {
    const session = await adminLogin();
    const placa = uniquePlaca();
    await apiCall('vehiculos', { method: 'POST', token: session.token, body: { placa, tipo: 'MINIBUS', marca: 'TOYOTA', modelo: 'HIACE', linea: 'LINEA 5', numero: '12', carnet: '4455667', chofer: 'MARIO FLORES' } });
    const body = inspectionBody({ calificacion: 'NO CUMPLE', observacion: 'FALTA EXTINTOR VIGENTE' });
    await postInspection(session.token, { ...body, vehicle: { ...body.vehicle, placa } });
    const page = await newPage({ viewport, session });

    const delitos = new DelitosPage(page);
    await delitos.goto();
    await shoot(page, 'infracciones');
    await page.getByRole('button', { name: AUTHORITY_SCREENS_MSG.delitos.newDelito }).click();
    await visible(delitos.dialog(AUTHORITY_SCREENS_MSG.delitos.createTitle));
    await shoot(page, 'infraccion-nueva');
    await page.keyboard.press('Escape');

    const vehiculos = new VehiculosPage(page);
    await vehiculos.goto();
    await shoot(page, 'vehiculos');
    await vehiculos.openImport();
    const csv = ['placa,marca,linea,chofer', `${placa},NISSAN,LINEA 5,MARIO FLORES`, 'N3W1,TOYOTA,LINEA 2,ANA', ',TOYOTA,,'].join('\n');
    await vehiculos.chooseFile({ name: 'flota.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await vehiculos.importDialog.getByRole('button', { name: AUTHORITY_SCREENS_MSG.importar.review }).click();
    await visible(vehiculos.preview);
    await shoot(page, 'vehiculos-importar');
    await page.keyboard.press('Escape');

    const listas = new ListasPage(page);
    await listas.goto();
    await shoot(page, 'listas');

    const audit = new AuditPage(page);
    await audit.goto();
    await shoot(page, 'auditoria');

    await page.goto(`/navegador/placa/${placa}`);
    const plate = new PlatePage(page);
    await plate.loaded(placa);
    await shoot(page, 'placa');
    if (label === 'phone') {
      await page.getByRole('button', { name: AUTHORITY_SCREENS_MSG.plateSearch.label }).click();
      await visible(page.getByRole('searchbox', { name: AUTHORITY_SCREENS_MSG.plateSearch.label }));
      await shoot(page, 'placa-buscar');
    }
  });
});
