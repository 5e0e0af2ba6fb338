import { describe, expect, it } from 'vitest';
import { AuditPage, ListasPage, PlatePage } from './pages/authority-pages.ts';
import { adminLogin } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { registeredVehicleWithInspection } from './support/inspections.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const { newPage } = connectBrowser();
const A = AUTHORITY_MSG;

/**
 * The authority's lists, audit trail and one plate's page, each opened once and looked at in
 * every size (screenshots, axe-core, no sideways scrolling).
 */
describe("the authority's list, audit and plate screens at every size", { timeout: 240_000 }, () => {
  it('lists with a merge, the audit trail, a plate’s page and the phone’s plate search', async () => {
    const session = await adminLogin();
    const placa = await registeredVehicleWithInspection(session.token);
    const page = await newPage({ viewport: DESKTOP, session });
    const pass = new ScreenPass(page);

    const listas = new ListasPage(page);
    await listas.goto();
    await listas.value('TOYOTA').getByText('TOYOTA').click();
    await pass.look('listas');
    await page.getByRole('button', { name: A.listas.merge }).click();
    await visible(page.getByRole('dialog', { name: A.listas.mergeTitle }));
    await pass.look('listas-fusionar');
    await page.keyboard.press('Escape');

    const audit = new AuditPage(page);
    await audit.goto();
    await pass.look('auditoria');

    await page.goto(`/navegador/placa/${placa}`);
    await new PlatePage(page).loaded(placa);
    await pass.look('placa');
    // The plate search is a button that opens a dialog on a phone (a field in the top bar above).
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: MSG.plateSearch.label }).click();
    await visible(page.getByRole('dialog', { name: MSG.plateSearch.label }));
    await pass.look('placa-buscar', { sizes: ['phone'], checkedSizes: ['phone'] });
    expect(pass.findings).toEqual([]);
  });
});
