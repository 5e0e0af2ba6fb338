import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { DelitoAdmin } from '@reclamos/shared-types/authority/schemas';
import { AuditPage } from './pages/authority-pages.ts';
import { LayoutPage } from './pages/layout-page.ts';
import { adminLogin, apiCall, apiLogin, boliviaToday, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { uniqueTag } from './support/inspections.ts';
import { visible, waitForPath } from './support/wait.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const { newPage } = connectBrowser();
const T = AUTHORITY_MSG.auditoria;

describe('Auditoría (principal administrator)', { timeout: 90_000 }, () => {
  it('filters the trail by user, object and action, shows what changed, and exports the filtered rows', async () => {
    const other = await createTestUser('ADMINISTRADOR', 'audit');
    const token = (await apiLogin(other.user.name, other.password)).token;
    const tag = uniqueTag();
    // The Bolivian day before the changes: the run may cross midnight before the filter below.
    const startedOn = boliviaToday();
    const created = await apiCall('delito', { method: 'POST', token, body: { detalle: `Infracción auditada ${tag}` } });
    expect(created.status).toBe(201);
    const { id } = created.body as DelitoAdmin;
    expect(
      (await apiCall(`delito/${id}`, { method: 'PUT', token, body: { detalle: `Infracción auditada y corregida ${tag}` } })).status,
    ).toBe(200);

    const page = await newPage({ session: await adminLogin() });
    const audit = new AuditPage(page);
    await audit.goto();
    await audit.form.getByRole('option', { name: `${other.user.nombre} (${other.user.name})` }).waitFor({ state: 'attached' });
    await audit.filter({ usuario: String(other.user.id), objeto: 'delito' });
    await expect.poll(() => audit.rows.count()).toBe(2);
    // Newest first: the rename, then the creation.
    const [renamed, added] = await audit.rows.all();
    expect(await renamed!.innerText()).toContain(AUTHORITY_MSG.auditActions.modificar!);
    expect(await added!.innerText()).toContain(AUTHORITY_MSG.auditActions.crear!);
    for (const row of [renamed!, added!]) {
      expect(await row.innerText()).toContain(other.user.nombre);
      expect(await row.innerText()).toContain(AUTHORITY_MSG.auditObjects.delito!);
      // Values as a person reads them: no JSON brackets or quotes, no raw UTC instants, flags as sí/no.
      expect(await row.innerText()).not.toMatch(/[[\]{}"]|\d{2}:\d{2}:\d{2}(\.\d+)?Z|\btrue\b|\bfalse\b/);
    }

    await audit.filter({ accion: 'modificar' });
    await expect.poll(() => audit.rows.count()).toBe(1);
    const row = audit.rows.first();
    expect(await row.innerText()).toContain(`detalle: Infracción auditada ${tag}`);
    expect(await row.innerText()).toContain(`detalle: Infracción auditada y corregida ${tag}`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: T.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(T.fileName('', ''));
    const workbook = new ExcelJS.Workbook();
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    // exceljs's types predate Node's generic Buffer: the bytes are what it wants.
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.getWorksheet(T.sheetName)!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      T.columns.fecha,
      T.columns.usuario,
      T.columns.accion,
      T.columns.objeto,
      T.columns.id,
      T.columns.antes,
      T.columns.despues,
    ]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(other.user.nombre);
    expect(sheet.getRow(2).getCell(5).value).toBe(String(id));
    expect(sheet.getRow(2).getCell(7).value).toBe(`detalle: Infracción auditada y corregida ${tag}`);

    // A range before any change: nothing; the days of the changes: the rows again.
    await audit.filter({ desde: '2001-01-01', hasta: '2001-01-31' });
    await visible(page.getByTestId('audit-empty').getByText(T.empty));
    await audit.filter({ desde: startedOn, hasta: boliviaToday() });
    await expect.poll(() => audit.rows.count()).toBe(1);
  });

  it('is not offered to another ADMINISTRADOR: no menu entry, the address sends them back', async () => {
    const other = await createTestUser('ADMINISTRADOR', 'noaud');
    const page = await newPage({ session: await apiLogin(other.user.name, other.password) });
    await page.goto('/navegador');
    const layout = new LayoutPage(page);
    expect(await layout.menuLabels()).not.toContain('Auditoría');
    expect(await layout.menuLabels()).toContain('Infracciones');
    await page.goto('/navegador/auditoria');
    await waitForPath(page, '/navegador');
  });
});
