import { mkdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import { ReportsPage } from './pages/reports-page.ts';
import { toast } from './pages/toasts.ts';
import { adminLogin, apiCall, apiLogin, createTestUser, dayOfFecha, uniqueName } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { caseOf, seedComplaint, setState } from './support/cases.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { makeJpeg } from './support/photos.ts';
import { settle, visible } from './support/wait.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const { newPage } = connectBrowser();
const DAY = 24 * 3600_000;
const C = CASES_STAFF_MSG;

let photo: Buffer;
let admin: LoginResponse;
beforeAll(async () => {
  photo = (await makeJpeg(320, 240)).bytes;
  admin = await adminLogin();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});

/**
 * Complaints of one test: a marker in each descripcion finds them among other files' rows. `day` is
 * the Bolivian day the server stamped on those received now (not given a `fecha`); if Bolivian
 * midnight fell between them, a new set with a new marker is seeded, all on one day.
 */
async function seedMany(count: number, extra: (index: number) => Record<string, string> = () => ({})) {
  for (;;) {
    const marker = uniqueName('caso').toUpperCase();
    const placa = `D${Date.now().toString().slice(-6)}${count}`;
    const seeded = [];
    for (let index = 0; index < count; index += 1) {
      seeded.push(
        await seedComplaint({ nombre: `VECINO ${index}`, placa, descripcion: `${marker} número ${index}`, ...extra(index) }, photo),
      );
    }
    const days = new Set(seeded.filter((_, index) => !('fecha' in extra(index))).map((complaint) => dayOfFecha(complaint.fecha)));
    const [day, ...others] = [...days];
    if (day === undefined) throw new Error('seedMany needs one complaint received now (without a fecha)');
    if (others.length === 0) return { marker, placa, seeded, day };
  }
}

/** The report on `day` (or on the range in `search`), filtered to one test's marker. */
async function openReport(
  marker: string,
  day: string,
  options: { viewport?: { width: number; height: number }; search?: string } = {},
): Promise<{ page: Page; report: ReportsPage }> {
  const page = await newPage({ session: admin, viewport: options.viewport ?? DESKTOP });
  const report = new ReportsPage(page);
  await report.goto(options.search ?? `ini=${day}&fin=${day}`);
  await report.filter(marker);
  return { page, report };
}

describe('report screen: each complaint is a case', { timeout: 120_000 }, () => {
  it('shows ESTADO and CODIGO; the side panel changes the state, takes the case, keeps a note, links and merges a duplicate', async () => {
    const { marker, seeded, day } = await seedMany(2);
    const [a, b] = seeded as [(typeof seeded)[0], (typeof seeded)[0]];
    const { page, report } = await openReport(marker, day);
    await expect.poll(() => report.rowIds()).toEqual([b.id, a.id]);
    expect(await report.estadoOf(a.id)).toBe('RECIBIDO');
    expect(await report.row(a.id).getByRole('cell').last().innerText()).toBe(a.codigo);

    let panel = await report.openCase(a.id);
    expect(new URL(page.url()).searchParams.get('caso')).toBe(String(a.id));
    expect(await panel.getByTestId('case-code').innerText()).toBe(a.codigo);
    // The photo's seal, as the server took it on arrival.
    const sealed = (await caseOf(a.id)).fotoSha256;
    expect(sealed).toMatch(/^[0-9a-f]{64}$/);
    expect(await panel.getByTestId('case-photo-seal').innerText()).toBe(sealed);

    // A state change shows in the panel and in the table's row at once.
    await panel.getByRole('combobox', { name: C.panel.newState }).selectOption('EN REVISION');
    await panel.getByRole('button', { name: C.panel.applyState }).click();
    await visible(toast(page, 'success', C.panel.stateChanged));
    await expect.poll(() => report.estadoOf(a.id)).toBe('EN REVISION');

    await panel.getByRole('button', { name: C.panel.takeIt }).click();
    await visible(panel.getByTestId('case-assignee').filter({ hasText: C.panel.assignedTo(admin.user.nombre) }));

    const nota = `Llamar al operador de la línea (${marker})`;
    await panel.getByRole('textbox', { name: C.panel.newNote }).fill(nota);
    await panel.getByRole('button', { name: C.panel.addNote }).click();
    await visible(panel.getByTestId('case-notes').filter({ hasText: nota }));
    const stored = await caseOf(a.id);
    expect(stored.notas.map((note) => note.texto)).toEqual([nota]);
    expect(stored.asignado?.id).toBe(admin.user.id);
    expect(stored.historial.map((change) => change.estado)).toEqual(['RECIBIDO', 'EN REVISION']);

    // The same plate the same day: each links to the other's panel.
    await panel
      .getByTestId('case-duplicates')
      .getByRole('link', { name: C.panel.openOther(b.id) })
      .click();
    panel = await report.casePanel(b.id);
    expect(new URL(page.url()).searchParams.get('caso')).toBe(String(b.id));
    await settle(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}case-panel-desktop.png` });

    // Merge b into a: the duplicate's button prepares the state form.
    await panel.locator(`[data-duplicate-id="${a.id}"]`).getByRole('button', { name: C.panel.markDuplicate }).click();
    expect(await panel.getByRole('combobox', { name: C.panel.newState }).inputValue()).toBe('DUPLICADO');
    expect(await panel.getByRole('textbox', { name: C.panel.duplicadoDe }).inputValue()).toBe(String(a.id));
    await panel.getByRole('textbox', { name: C.panel.motivo }).fill(`Ya reportado como reclamo N° ${a.id}.`);
    await panel.getByRole('button', { name: C.panel.applyState }).click();
    await visible(panel.getByTestId('case-state').and(page.locator('[data-estado="DUPLICADO"]')));
    await expect.poll(() => report.estadoOf(b.id)).toBe('DUPLICADO');
    const merged = await caseOf(b.id);
    expect(merged.duplicadoDe).toBe(a.id);
    expect(merged.historial.at(-1)).toMatchObject({ desde: 'RECIBIDO', estado: 'DUPLICADO', usuario: { id: admin.user.id } });
    // A closed case offers no state change to whom may reopen it: only EN REVISION.
    expect(await panel.getByRole('combobox', { name: C.panel.newState }).locator('option').allInnerTexts()).toEqual(['—', 'EN REVISION']);
  });

  it('moves several selected rows to one state at once; closing them needs a reason', async () => {
    const { marker, seeded, day } = await seedMany(3);
    const ids = seeded.map((complaint) => complaint.id);
    const { page, report } = await openReport(marker, day);
    await expect.poll(() => report.rows.count()).toBe(3);
    await report.selectBox(ids[0]!).check();
    await report.selectBox(ids[2]!).check();
    await visible(report.bulkBar.filter({ hasText: C.report.selected(2) }));
    await report.bulkMove('DERIVADO A INSPECCION');
    await visible(toast(page, 'success', C.report.bulkDone(2, 2)));
    await expect
      .poll(() => Promise.all(ids.map((id) => report.estadoOf(id))))
      .toEqual(['DERIVADO A INSPECCION', 'RECIBIDO', 'DERIVADO A INSPECCION']);

    await page.getByRole('button', { name: C.report.selectAll }).click();
    await visible(report.bulkBar.filter({ hasText: C.report.selected(3) }));
    await report.bulkMove('RESUELTO', '');
    await visible(toast(page, 'error', C.report.motivoNeeded));
    const motivo = 'Se notificó a la empresa.';
    await report.bulkMove('RESUELTO', motivo);
    await visible(toast(page, 'success', C.report.bulkDone(3, 3)));
    await expect.poll(() => Promise.all(ids.map((id) => report.estadoOf(id)))).toEqual(['RESUELTO', 'RESUELTO', 'RESUELTO']);
    for (const id of ids) expect((await caseOf(id)).motivo).toBe(motivo);
  });

  it('filters by state, assignee and overdue (kept in the address); the XLSX carries code, state, assignee and reason', async () => {
    const old = Date.now() - 12 * DAY;
    const { marker, seeded, day } = await seedMany(3, (index): Record<string, string> =>
      index === 2 ? { fecha: new Date(old).toISOString() } : {},
    );
    const [fresh, reviewed, overdue] = seeded as [(typeof seeded)[0], (typeof seeded)[0], (typeof seeded)[0]];
    await setState(reviewed.id, { estado: 'EN REVISION' });
    await apiCall(`asignarReclamo/${reviewed.id}`, { method: 'POST', token: admin.token, body: { usuarioId: admin.user.id } });
    await setState(fresh.id, { estado: 'NO PROCEDE', motivo: 'La placa no es de transporte público.' });

    const { page, report } = await openReport(marker, day, { search: `ini=${dayOfFecha(new Date(old).toISOString())}&fin=${day}` });
    await expect.poll(() => report.rowIds()).toEqual([reviewed.id, fresh.id, overdue.id]);
    await visible(report.row(overdue.id).getByTestId('overdue'));

    await report.estadoFilter.selectOption('EN REVISION');
    await report.settled();
    await expect.poll(() => report.rowIds()).toEqual([reviewed.id]);
    expect(new URL(page.url()).searchParams.getAll('estado')).toEqual(['EN REVISION']);

    await report.estadoFilter.selectOption('');
    await report.asignadoFilter.selectOption({ label: C.report.mine });
    await report.settled();
    await expect.poll(() => report.rowIds()).toEqual([reviewed.id]);
    await report.asignadoFilter.selectOption({ label: C.report.unassigned });
    await report.settled();
    await expect.poll(() => report.rowIds()).toEqual([fresh.id, overdue.id]);

    await report.asignadoFilter.selectOption({ label: C.report.anyAsignado });
    await report.vencidoFilter.check();
    await report.settled();
    await expect.poll(() => report.rowIds()).toEqual([overdue.id]);

    // The address holds the search: a reload (or a shared link) shows the same list.
    await page.reload();
    await report.table.waitFor();
    await report.settled();
    await report.filter(marker);
    await expect.poll(() => report.rowIds()).toEqual([overdue.id]);
    expect(await report.vencidoFilter.isChecked()).toBe(true);

    await report.vencidoFilter.uncheck();
    await report.settled();
    await report.filter(marker);
    await expect.poll(() => report.rows.count()).toBe(3);
    const [download] = await Promise.all([page.waitForEvent('download'), report.exportButton.click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0]!;
    // Columns 10–13 follow the spec's nine (N° … DESCRIPCION); an empty cell reads as ''.
    const cells = (row: number) => [10, 11, 12, 13].map((column) => sheet.getRow(row).getCell(column).value ?? '');
    expect(cells(1)).toEqual(['CODIGO', 'ESTADO', 'ASIGNADO', 'MOTIVO DE CIERRE']);
    const byId = new Map([2, 3, 4].map((row) => [sheet.getRow(row).getCell(1).value, cells(row)]));
    expect(byId.get(reviewed.id)).toEqual([reviewed.codigo, 'EN REVISION', admin.user.nombre, '']);
    expect(byId.get(fresh.id)).toEqual([fresh.codigo, 'NO PROCEDE', '', 'La placa no es de transporte público.']);
  });

  it('a closed case: a USUARIO may not reopen it; an ADMINISTRADOR reopens it to EN REVISION', async () => {
    const { marker, seeded, day } = await seedMany(1);
    const id = seeded[0]!.id;
    await setState(id, { estado: 'NO PROCEDE', motivo: 'Sin datos suficientes.' });
    const usuario = await createTestUser('USUARIO', 'reopen');
    const staffPage = await newPage({ session: await apiLogin(usuario.user.name, usuario.password), viewport: DESKTOP });
    const staffReport = new ReportsPage(staffPage);
    await staffReport.goto(`ini=${day}&fin=${day}`);
    await staffReport.filter(marker);
    const closed = await staffReport.openCase(id);
    await visible(closed.getByText(C.panel.reopenAdminOnly));
    expect(await closed.getByRole('combobox', { name: C.panel.newState }).count()).toBe(0);

    const { page, report } = await openReport(marker, day);
    const panel = await report.openCase(id);
    await panel.getByRole('combobox', { name: C.panel.newState }).selectOption('EN REVISION');
    await panel.getByRole('button', { name: C.panel.applyState }).click();
    await visible(toast(page, 'success', C.panel.stateChanged));
    await expect.poll(() => report.estadoOf(id)).toBe('EN REVISION');
    expect((await caseOf(id)).historial.map((change) => change.estado)).toEqual(['RECIBIDO', 'NO PROCEDE', 'EN REVISION']);
  });

  it('on a 360 px phone: rows stay cards with their state, and the side panel fills the screen', async () => {
    const { marker, seeded, day } = await seedMany(2);
    const { page, report } = await openReport(marker, day, { viewport: PHONE });
    await expect.poll(() => report.rows.count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await visible(report.row(seeded[0]!.id).locator('[data-estado="RECIBIDO"]'));
    await report.row(seeded[1]!.id).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}report-cases-phone.png` });
    const panel = await report.openCase(seeded[0]!.id);
    const box = await panel.boundingBox();
    expect(Math.round(box?.width ?? Infinity)).toBeLessThanOrEqual(360);
    await settle(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}case-panel-phone.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
