import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { VehiculoPage } from '@reclamos/shared-types/authority/schemas';
import { VehiculosPage } from './pages/authority-pages.ts';
import { toast } from './pages/toasts.ts';
import { adminLogin, apiCall, apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { uniqueTag } from './support/inspections.ts';
import { gone, visible } from './support/wait.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const { newPage } = connectBrowser();
const A = AUTHORITY_MSG;
const I = A.importar;
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The registry rows whose plate starts with `prefix`, as the server holds them now. */
async function registry(prefix: string) {
  const admin = await adminLogin();
  const { status, body } = await apiCall(`vehiculos?q=${encodeURIComponent(prefix)}`, { token: admin.token });
  expect(status).toBe(200);
  return new Map((body as VehiculoPage).items.map((vehiculo) => [vehiculo.placa, vehiculo]));
}

async function signedInAsUsuario() {
  const { user, password } = await createTestUser('USUARIO', 'veh');
  return newPage({ session: await apiLogin(user.name, password) });
}

describe('Vehículos (ADMINISTRADOR, USUARIO)', { timeout: 90_000 }, () => {
  it('adds a vehicle and corrects it, searching by plate', async () => {
    const page = await signedInAsUsuario();
    const vehiculos = new VehiculosPage(page);
    const placa = `${uniqueTag()}A`;
    await vehiculos.goto();
    await page.getByRole('button', { name: A.vehiculos.newVehiculo }).click();
    let dialog = await visible(page.getByRole('dialog', { name: A.vehiculos.createTitle }));
    // The list's spellings are offered while typing the brand.
    const brands = await dialog.getByLabel(A.vehiculos.fields.marca).getAttribute('list');
    await dialog.locator(`datalist[id="${brands}"] option[value="TOYOTA"]`).waitFor({ state: 'attached' });
    await dialog.getByLabel(A.vehiculos.fields.placa).fill(placa.toLowerCase());
    await dialog.getByLabel(A.vehiculos.fields.marca).fill('toyota');
    await dialog.getByLabel(A.vehiculos.fields.chofer).fill('Juan Pérez');
    await dialog.getByRole('button', { name: MSG.actions.save }).click();
    await visible(toast(page, 'success', MSG.notices.created));
    await gone(dialog);

    await vehiculos.search(placa);
    const row = await visible(vehiculos.row(placa));
    expect(await row.innerText()).toContain('TOYOTA');
    await row.getByRole('button', { name: A.vehiculos.edit(placa) }).click();
    dialog = await visible(page.getByRole('dialog', { name: A.vehiculos.editTitle(placa) }));
    expect(await dialog.getByLabel(A.vehiculos.fields.placa).isDisabled()).toBe(true);
    await dialog.getByLabel(A.vehiculos.fields.linea).fill('Linea 12');
    await dialog.getByRole('button', { name: MSG.actions.save }).click();
    await visible(toast(page, 'success', MSG.notices.updated));
    await expect.poll(() => vehiculos.row(placa).innerText()).toContain('LINEA 12');
    expect((await registry(placa)).get(placa)).toMatchObject({ marca: 'TOYOTA', linea: 'LINEA 12', chofer: 'JUAN PÉREZ' });
  });

  it('imports a CSV after showing what each row will do, and changes nothing before "Aplicar"', async () => {
    const admin = await adminLogin();
    const tag = uniqueTag();
    const known = `${tag}U`;
    const fresh = `${tag}N`;
    expect(
      (
        await apiCall('vehiculos', {
          method: 'POST',
          token: admin.token,
          body: { placa: known, marca: 'TOYOTA', linea: 'LINEA 1', chofer: 'ANA' },
        })
      ).status,
    ).toBe(201);
    const csv = [
      'placa,tipo,marca,linea,chofer',
      `${fresh},MINIBUS,NISSAN,LINEA 7,PEDRO MAMANI`,
      `${known},,,LINEA 9,`,
      ',MINIBUS,,,',
      `${fresh},MICRO,,,`,
    ].join('\n');

    const page = await newPage({ session: admin });
    const vehiculos = new VehiculosPage(page);
    await vehiculos.goto();
    const dialog = await vehiculos.openImport();
    // The help names the columns the file may have.
    const help = await dialog.getByTestId('import-help').innerText();
    for (const column of ['placa', 'tipo', 'marca', 'modelo', 'linea', 'numero', 'carnet', 'chofer']) expect(help).toContain(column);

    await vehiculos.chooseFile({ name: 'flota.csv', mimeType: CSV, buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: I.review }).click();
    await visible(vehiculos.preview);
    const summary = (accion: string) => vehiculos.preview.locator(`[data-summary="${accion}"]`).innerText();
    expect(await summary('crear')).toBe(`${I.summary.crear}: 1`);
    expect(await summary('actualizar')).toBe(`${I.summary.actualizar}: 1`);
    expect(await summary('rechazada')).toBe(`${I.summary.rechazadas}: 2`);
    expect(await vehiculos.previewRow(2).getAttribute('data-accion')).toBe('crear');
    expect(await vehiculos.previewRow(3).getAttribute('data-accion')).toBe('actualizar');
    expect(await vehiculos.previewRow(3).innerText()).toContain('LINEA 1 → LINEA 9');
    expect(await vehiculos.previewRow(4).innerText()).toContain(AUTHORITY_MSG.api.rowPlacaMissing);
    expect(await vehiculos.previewRow(5).getAttribute('data-accion')).toBe('rechazada');
    await visible(dialog.getByText(I.rejectedSkipped));
    // The dry run changed nothing.
    let rows = await registry(tag);
    expect(rows.has(fresh)).toBe(false);
    expect(rows.get(known)?.linea).toBe('LINEA 1');

    await dialog.getByRole('button', { name: I.apply(2) }).click();
    await visible(toast(page, 'success', I.applied(1, 1)));
    await gone(dialog);
    rows = await registry(tag);
    expect(rows.get(fresh)).toMatchObject({ tipo: 'MINIBUS', marca: 'NISSAN', linea: 'LINEA 7', chofer: 'PEDRO MAMANI' });
    expect(rows.get(known)).toMatchObject({ marca: 'TOYOTA', linea: 'LINEA 9', chofer: 'ANA' });
    await vehiculos.search(tag);
    await visible(vehiculos.row(fresh));
  });

  it('imports an XLSX with its columns in another order, and shows the refusal of a file with an unknown column', async () => {
    const admin = await adminLogin();
    const tag = uniqueTag();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Flota');
    sheet.addRow(['Chofer', 'Línea', 'PLACA', 'Número']);
    sheet.addRow(['rosa quispe', 'linea 2', `${tag}X`, '14']);
    sheet.addRow(['luis condori', 'linea 2', `${tag}Y`, '15']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

    const page = await newPage({ session: admin });
    const vehiculos = new VehiculosPage(page);
    await vehiculos.goto();
    const dialog = await vehiculos.openImport();

    await vehiculos.chooseFile({ name: 'mal.csv', mimeType: CSV, buffer: Buffer.from(`placa,color\n${tag}Z,ROJO\n`) });
    await dialog.getByRole('button', { name: I.review }).click();
    await visible(dialog.getByTestId('import-error').getByText(AUTHORITY_MSG.api.importUnknownColumns(['color'])));
    await visible(toast(page, 'error', AUTHORITY_MSG.api.importUnknownColumns(['color'])));

    await vehiculos.chooseFile({ name: 'flota.xlsx', mimeType: XLSX, buffer: xlsx });
    expect(await dialog.getByTestId('import-error').count()).toBe(0);
    await dialog.getByRole('button', { name: I.review }).click();
    await visible(vehiculos.preview);
    expect(await vehiculos.previewRow(2).getAttribute('data-accion')).toBe('crear');
    expect(await vehiculos.previewRow(3).getAttribute('data-accion')).toBe('crear');
    await dialog.getByRole('button', { name: I.apply(2) }).click();
    await visible(toast(page, 'success', I.applied(2, 0)));
    const rows = await registry(tag);
    expect(rows.get(`${tag}X`)).toMatchObject({ chofer: 'ROSA QUISPE', linea: 'LINEA 2', numero: '14' });
    expect(rows.get(`${tag}Y`)).toMatchObject({ chofer: 'LUIS CONDORI', numero: '15' });
    expect(rows.has(`${tag}Z`)).toBe(false);
  });
});
