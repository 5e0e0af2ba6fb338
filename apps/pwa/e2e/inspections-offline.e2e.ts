import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import { ALL_BUENO, InspectionsPage } from './pages/inspections-page.ts';
import { toast } from './pages/toasts.ts';
import { apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { staffOfflineReady } from './support/complaints.ts';
import { PHONE } from './support/environment.ts';
import { inspectionBody, inspectionsOnServer, postInspection, uniqueCi, uniquePlaca, uniqueTag } from './support/inspections.ts';
import { visible } from './support/wait.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

const { newPage } = connectBrowser();
const TEXT = INSPECTIONS_MSG.screen;

let inspector: LoginResponse;
beforeAll(async () => {
  const a = await createTestUser('INSPECTOR', 'insoff');
  inspector = await apiLogin(a.user.name, a.password);
});

/**
 * A reloaded screen opens Bolivian today; after a midnight since the row was made it opens the
 * row's day again (with or without coverage the screen reads that day from the phone).
 */
async function showDay(screen: InspectionsPage, day: string): Promise<void> {
  if ((await screen.dateInput.inputValue()) !== day) await screen.search(day);
}

describe('inspections without coverage', { timeout: 120_000 }, () => {
  it('registers offline, survives a reload, prints the sheet offline, edits the pending one, and reaches the server once', async () => {
    const page = await newPage({ viewport: PHONE, session: inspector, serviceWorkers: true });
    const screen = new InspectionsPage(page);
    await screen.goto();
    await staffOfflineReady(page);

    await page.context().setOffline(true);
    const observacion = `SIN COBERTURA ${uniqueTag()}`;
    const placa = uniquePlaca();
    const cedula = uniqueCi();
    await screen.openRegister();
    await screen.fill({
      cedula,
      nombre: 'pedro choque',
      placa,
      marca: 'nissan',
      linea: 'linea 3',
      checklist: { ...ALL_BUENO, higiene: 'NO TIENE' },
      calificacion: 'NO CUMPLE',
      observacion,
      radicatoria: 'ORURO',
    });
    await screen.submitRegister();
    await screen.registerDialog.waitFor({ state: 'detached' });
    await visible(toast(page, 'info', TEXT.keptOffline));
    const row = await visible(screen.row(observacion));
    // The screen lists one Bolivian day, and the row kept the day the phone stamped on it.
    const day = await screen.dateInput.inputValue();
    expect(await row.getAttribute('data-status')).toBe('pending');
    expect(await row.innerText()).toContain(TEXT.pending);

    // A reload without coverage: the service worker serves the app, the phone keeps the row.
    await page.reload();
    await screen.heading.waitFor();
    await visible(page.getByTestId('inspections-offline'));
    await showDay(screen, day);
    await visible(screen.row(observacion));
    expect(await screen.row(observacion).getAttribute('data-status')).toBe('pending');
    expect(await inspectionsOnServer(observacion, day)).toHaveLength(0);

    // The control sheet, drawn offline from what the phone holds.
    const download = page.waitForEvent('download');
    await screen.printButton(screen.row(observacion)).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^ficha_${placa}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const pdf = path.join(mkdtempSync(path.join(tmpdir(), 'ficha-')), file.suggestedFilename());
    await file.saveAs(pdf);
    expect(statSync(pdf).size).toBeLessThan(150 * 1024);
    expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/Pages:\s+1\n[\s\S]*Page size:\s+595\.28 x 841\.89/);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    for (const expected of [
      'FICHA DE CONTROL DE SEGURIDAD Y CALIDAD',
      'DE SERVICIO',
      cedula,
      'PEDRO CHOQUE',
      placa,
      'NISSAN',
      'LINEA 3',
      'NO TIENE',
      'NO CUMPLE',
      observacion,
      'FIRMA INSPECTOR',
      'FIRMA PROPIETARIO',
      inspector.user.nombre,
      INSPECTIONS_MSG.sheet.pendingSync,
    ]) {
      expect(text, expected).toContain(expected);
    }
    const uuid = await screen.row(observacion).getAttribute('data-uuid');
    expect(text.replace(/\s+/g, '')).toContain(`/verificar/${uuid}`);

    // An edit of the still-pending create, offline too.
    await screen.editButton(screen.row(observacion)).click();
    const dialog = await visible(screen.editDialog);
    const edited = `${observacion} CORREGIDA`;
    await screen.field('observacion', dialog).fill(edited);
    await dialog.getByRole('button', { name: TEXT.modify }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(toast(page, 'info', TEXT.editKeptOffline));
    expect(await screen.row(edited).getAttribute('data-status')).toBe('pending');

    // Coverage returns: the create, then the edit; exactly one inspection on the server.
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => screen.row(edited).getAttribute('data-status'), { timeout: 30_000 }).toBe('synced');
    await expect.poll(async () => (await inspectionsOnServer(edited, day)).length, { timeout: 15_000 }).toBe(1);
    const stored = await inspectionsOnServer(edited, day);
    expect(stored[0]).toMatchObject({ uuid, higiene: 'NO TIENE', propietario: { cedula, nombre: 'PEDRO CHOQUE' } });
    expect(await inspectionsOnServer(observacion, day)).toHaveLength(0);

    // Nothing goes twice: a reload finds nothing left to send.
    await page.reload();
    await screen.settled();
    await showDay(screen, day);
    expect(await screen.row(edited).getAttribute('data-status')).toBe('synced');
    expect(await inspectionsOnServer(edited, day)).toHaveLength(1);
  });

  it('edits an own, already synced inspection offline; it reaches the server when coverage returns', async () => {
    const page = await newPage({ viewport: PHONE, session: inspector, serviceWorkers: true });
    const screen = new InspectionsPage(page);
    await screen.goto();
    await staffOfflineReady(page);
    const observacion = `EN LINEA ${uniqueTag()}`;
    await screen.openRegister();
    await screen.fill({ cedula: uniqueCi(), placa: uniquePlaca(), checklist: ALL_BUENO, calificacion: 'CUMPLE', observacion });
    await screen.submitRegister();
    await expect.poll(() => screen.row(observacion).getAttribute('data-status')).toBe('synced');
    const day = await screen.dateInput.inputValue();

    await page.context().setOffline(true);
    await screen.editButton(screen.row(observacion)).click();
    const dialog = await visible(screen.editDialog);
    await screen.field('radicatoria', dialog).fill('HUANUNI');
    await screen.field('observacion', dialog).fill(`${observacion} EDITADA`);
    await dialog.getByRole('button', { name: TEXT.modify }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await screen.row(`${observacion} EDITADA`).getAttribute('data-status')).toBe('pending');
    expect(await inspectionsOnServer(`${observacion} EDITADA`, day)).toHaveLength(0);

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => screen.row(`${observacion} EDITADA`).getAttribute('data-status'), { timeout: 30_000 }).toBe('synced');
    const stored = await inspectionsOnServer(`${observacion} EDITADA`, day);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.radicatoria).toBe('HUANUNI');
  });

  it('looks owners and vehicles up on the phone without coverage, from the registry downloaded at sign-in', async () => {
    const known = inspectionBody({
      propietario: { cedula: uniqueCi(), nombre: 'MARIA CONDORI', categoria: 'A', seguro: 'FOCAT' },
      vehicle: { placa: uniquePlaca(), tipo: 'TRUFI', marca: 'MITSUBISHI', modelo: 'L300', linea: 'LINEA 9' },
    });
    await postInspection(inspector.token, known);
    const page = await newPage({ viewport: PHONE, session: inspector, serviceWorkers: true });
    const screen = new InspectionsPage(page);
    await screen.goto();
    await staffOfflineReady(page);
    const onPhone = (cedula: string) =>
      page.evaluate(async (key) => {
        const open = indexedDB.open('reclamos-atm');
        const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
        const request = db.transaction('propietarios').objectStore('propietarios').get(key);
        const row: unknown = await new Promise((resolve) => (request.onsuccess = () => resolve(request.result)));
        db.close();
        return row !== undefined;
      }, cedula);
    await expect.poll(() => onPhone(known.propietario.cedula)).toBe(true);

    await page.context().setOffline(true);
    await screen.openRegister();
    await screen.typeLookup('cedula', known.propietario.cedula);
    await expect.poll(() => screen.field('nombre').inputValue()).toBe('MARIA CONDORI');
    expect(await screen.field('seguro').inputValue()).toBe('FOCAT');
    await screen.typeLookup('placa', known.vehicle.placa);
    await expect.poll(() => screen.field('marca').inputValue()).toBe('MITSUBISHI');
    expect(await screen.field('linea').inputValue()).toBe('LINEA 9');
    // Unknown on the phone too: the typed value stays, a fresh record.
    const unknown = uniqueCi();
    await screen.typeLookup('cedula', unknown);
    await expect.poll(() => screen.field('nombre').inputValue()).toBe('');
    expect(await screen.field('cedula').inputValue()).toBe(unknown);
    expect(await screen.field('seguro').inputValue()).toBe('SOAT');
  });
});
