import { beforeAll, describe, expect, it } from 'vitest';
import type { FormularioResponse } from '@reclamos/shared-types/complaints/schemas';
import { ReportsPage } from './pages/reports-page.ts';
import { adminLogin, dayOfFecha } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { seedComplaint } from './support/cases.ts';
import { DESKTOP } from './support/environment.ts';
import { makeJpeg } from './support/photos.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';

const { newPage } = connectBrowser();

/**
 * The report, opened once and looked at in every size (screenshots, axe-core, no sideways
 * scrolling): its list, rows selected for a bulk change, a photo and a case's panel.
 */
describe('report screens at every size', { timeout: 240_000 }, () => {
  /** A complaint with a receipt code: the report's row and its case panel. */
  let coded: FormularioResponse;
  const marker = `SCR${Date.now().toString(36).toUpperCase()}`;
  beforeAll(async () => {
    coded = await seedComplaint({ placa: '1234SCR', descripcion: `Pantallas ${marker}` }, (await makeJpeg(320, 240)).bytes);
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
    await reports.goto('abiertos=1');
    await visible(page.getByTestId('report-open-scope'));
    await pass.look('reporte-abiertos');
    expect(pass.findings).toEqual([]);
  });
});
