import { describe, expect, it } from 'vitest';
import { DelitosPage, VehiculosPage } from './pages/authority-pages.ts';
import { adminLogin } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { DESKTOP } from './support/environment.ts';
import { registeredVehicleWithInspection } from './support/inspections.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const { newPage } = connectBrowser();
const A = AUTHORITY_MSG;

/**
 * The authority's catalogues, each opened once and looked at in every size (screenshots,
 * axe-core, no sideways scrolling): infractions and vehicles with the import's preview.
 */
describe("the authority's catalogue screens at every size", { timeout: 240_000 }, () => {
  it('infractions, vehicles and the import’s preview', async () => {
    const session = await adminLogin();
    const placa = await registeredVehicleWithInspection(session.token);
    const page = await newPage({ viewport: DESKTOP, session });
    const pass = new ScreenPass(page);

    const delitos = new DelitosPage(page);
    await delitos.goto();
    await pass.look('infracciones');
    await page.getByRole('button', { name: A.delitos.newDelito }).click();
    await visible(delitos.dialog(A.delitos.createTitle));
    await pass.look('infraccion-nueva');
    await page.keyboard.press('Escape');

    const vehiculos = new VehiculosPage(page);
    await vehiculos.goto();
    await pass.look('vehiculos');
    await page.getByRole('button', { name: A.vehiculos.newVehiculo }).click();
    await visible(page.getByRole('dialog', { name: A.vehiculos.createTitle }));
    await pass.look('vehiculo-nuevo');
    await page.keyboard.press('Escape');
    await vehiculos.openImport();
    const csv = ['placa,marca,linea,chofer', `${placa},NISSAN,LINEA 5,MARIO FLORES`, 'N3W1,TOYOTA,LINEA 2,ANA', ',TOYOTA,,'].join('\n');
    await vehiculos.chooseFile({ name: 'flota.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await vehiculos.importDialog.getByRole('button', { name: A.importar.review }).click();
    await visible(vehiculos.preview);
    await pass.look('vehiculos-importar');
    await page.keyboard.press('Escape');

    expect(pass.findings).toEqual([]);
  });
});
