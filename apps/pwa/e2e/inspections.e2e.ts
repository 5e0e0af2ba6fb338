import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import { ALL_BUENO, InspectionsPage } from './pages/inspections-page.ts';
import { toast } from './pages/toasts.ts';
import { apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { countCalls } from './support/complaints.ts';
import { coveredPoints } from './support/covered.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import {
  inspectionBody,
  inspectionsOnServer,
  postInspection,
  postInspectionOfKnownDay,
  uniqueCi,
  uniquePlaca,
  uniqueTag,
} from './support/inspections.ts';
import { settle, visible } from './support/wait.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

const { newPage } = connectBrowser();
const TEXT = INSPECTIONS_MSG.screen;
const SLOW = { timeout: 90_000 };

let inspector: LoginResponse;
let other: LoginResponse;
beforeAll(async () => {
  const a = await createTestUser('INSPECTOR', 'insa');
  const b = await createTestUser('INSPECTOR', 'insb');
  inspector = await apiLogin(a.user.name, a.password);
  other = await apiLogin(b.user.name, b.password);
});

describe('inspection screen /navegador/inspeccion', SLOW, () => {
  it('registers an inspection online: the dialog closes, the list shows it, the server has it once', async () => {
    const page = await newPage({ viewport: DESKTOP, session: inspector });
    const screen = new InspectionsPage(page);
    await screen.goto();
    expect(await screen.dateInput.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.filterInput.getAttribute('placeholder')).toBe('Search');
    const headers = await screen.table.locator('thead th').allInnerTexts();
    expect(headers).toEqual(['OP', 'FECHA', 'CEDULA', 'NOMBRE', 'PLACA', 'LINEA', 'TIPO', 'INSPECTOR', 'CALIFICACION', 'OBSERVACION']);

    const dialog = await screen.openRegister();
    for (const section of [TEXT.ownerSection, TEXT.vehicleSection, TEXT.inspectionSection]) {
      await visible(dialog.getByRole('heading', { name: section }));
    }
    await visible(dialog.getByRole('button', { name: MSG.actions.cancel }));
    expect(await screen.field('cedula').getAttribute('placeholder')).toBe('99999-XX');
    expect(await screen.field('placa').getAttribute('placeholder')).toBe('9999XXX');
    expect(await screen.field('seguro').inputValue()).toBe('SOAT');
    expect(await screen.field('calificacion').inputValue()).toBe('NO CUMPLE');

    const observacion = `FALTA EXTINTOR ${uniqueTag()}`;
    const placa = uniquePlaca();
    const cedula = uniqueCi();
    await screen.fill({
      cedula,
      nombre: 'rosa mamani',
      categoria: 'B',
      seguro: 'FOCAT',
      placa: placa.toLowerCase(),
      tipo: 'MINIBÚS',
      marca: 'toyota',
      modelo: 'hiace',
      linea: 'linea 102',
      checklist: { ...ALL_BUENO, luz: 'MALO' },
      calificacion: 'CUMPLE',
      observacion,
      radicatoria: 'ORURO',
    });
    expect(await screen.field('nombre').inputValue()).toBe('ROSA MAMANI');
    expect(await screen.field('placa').inputValue()).toBe(placa);
    expect(await screen.field('marca').inputValue()).toBe('TOYOTA');
    const posts = countCalls(page, 'inspection');
    await screen.submitRegister();

    await screen.registerDialog.waitFor({ state: 'detached' });
    await visible(toast(page, 'success', MSG.notices.created));
    const row = screen.row(observacion);
    await expect.poll(() => row.getAttribute('data-status')).toBe('synced');
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(2)).toEqual([cedula, 'ROSA MAMANI', placa, 'LINEA 102', 'MINIBÚS', inspector.user.nombre, 'CUMPLE', observacion]);
    expect(posts.count()).toBe(1);

    // The day the screen lists, which holds the new row: the server's list of that day has it too.
    const day = await screen.dateInput.inputValue();
    const stored = await inspectionsOnServer(observacion, day);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      calificacion: 'CUMPLE',
      luz: 'MALO',
      radicatoria: 'ORURO',
      propietario: { cedula, nombre: 'ROSA MAMANI', categoria: 'B', seguro: 'FOCAT' },
      vehicle: { placa, tipo: 'MINIBÚS', marca: 'TOYOTA', modelo: 'HIACE', linea: 'LINEA 102' },
      inspector: { id: inspector.user.id },
    });

    // Reopening resets the form, as the specification asks, and the suggestion lists hold what was typed.
    await screen.openRegister();
    expect(await screen.field('cedula').inputValue()).toBe('');
    expect(await screen.field('observacion').inputValue()).toBe('');
    expect(await screen.field('seguro').inputValue()).toBe('SOAT');
    expect(await screen.field('calificacion').inputValue()).toBe('NO CUMPLE');
    expect(await screen.field('ventanas').inputValue()).toBe('');
    const suggestions = await page
      .getByTestId('suggestions-linea')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(suggestions).toContain('LINEA 102');
    await screen.registerDialog.getByRole('button', { name: MSG.actions.cancel }).click();
    await screen.registerDialog.waitFor({ state: 'detached' });

    // The debounced filter.
    await screen.filter(observacion.toLowerCase());
    expect(await screen.rows.count()).toBe(1);
    await screen.filter(`${observacion} nada-coincide`);
    expect(await screen.rows.count()).toBe(0);
  });

  for (const missing of ['ventanas', 'puertas', 'ventilacion', 'luz', 'higiene', 'triangulo', 'calificacion'] as const) {
    it(`with ${missing} unset shows 'Faltan datos por completar' in red and queues nothing`, async () => {
      const page = await newPage({ viewport: PHONE, session: inspector });
      const screen = new InspectionsPage(page);
      await screen.goto();
      await screen.openRegister();
      const checklist: Record<string, string> = { ...ALL_BUENO };
      if (missing !== 'calificacion') checklist[missing] = '';
      await screen.fill({
        cedula: uniqueCi(),
        placa: uniquePlaca(),
        checklist,
        calificacion: missing === 'calificacion' ? '' : 'CUMPLE',
      } as never);
      const posts = countCalls(page, 'inspection');
      await screen.submitRegister();
      const notice = await visible(toast(page, 'error', 'Faltan datos por completar'));
      await visible(notice.locator('[data-icon="report-problem"]'));
      // Clear of the dialog's title and of its buttons pinned at the bottom of the phone's screen.
      await visible(screen.registerDialog);
      await settle(page);
      const dialog = screen.registerDialog;
      for (const part of [
        dialog.getByRole('heading', { name: TEXT.registerTitle }),
        dialog.getByRole('button', { name: TEXT.register, exact: true }),
        dialog.getByRole('button', { name: MSG.actions.cancel }),
      ]) {
        expect(await coveredPoints(part)).toEqual([]);
      }
      expect(await notice.isVisible()).toBe(true);
      expect(
        await page.evaluate(async () => {
          const open = indexedDB.open('reclamos-atm');
          const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
          const count = db.transaction('outbox').objectStore('outbox').count();
          return new Promise((resolve) => (count.onsuccess = () => resolve(count.result)));
        }),
      ).toBe(0);
      expect(posts.count()).toBe(0);
    });
  }

  it('looks up owner and vehicle from 4 characters: found fills, not found keeps the typed value', async () => {
    const known = inspectionBody({
      propietario: { cedula: uniqueCi(), nombre: 'JUANA COLQUE', categoria: 'C', seguro: 'FOCAT' },
      vehicle: { placa: uniquePlaca(), tipo: 'MICRO', marca: 'NISSAN', modelo: 'CIVILIAN', linea: 'LINEA 7' },
    });
    await postInspection(other.token, known);
    const page = await newPage({ viewport: DESKTOP, session: inspector });
    const screen = new InspectionsPage(page);
    await screen.goto();
    await screen.openRegister();
    const lookups = countCalls(page, `propietario/${known.propietario.cedula.slice(0, 3)}`);

    // Below the threshold: nothing asked, nothing filled. The placa typed next waits out the same
    // 300 ms after its own keystroke: once its lookup has answered, the 3-character cedula has
    // waited its 300 ms too, and a lookup of it would have been asked for before.
    await screen.field('nombre').fill('ESCRITO A MANO');
    await screen.field('cedula').fill(known.propietario.cedula.slice(0, 3));
    await screen.typeLookup('placa', known.vehicle.placa);
    expect(lookups.count()).toBe(0);
    expect(await screen.field('nombre').inputValue()).toBe('ESCRITO A MANO');

    // Found: the form fills.
    await expect.poll(() => screen.field('marca').inputValue()).toBe('NISSAN');
    expect(await screen.field('modelo').inputValue()).toBe('CIVILIAN');
    expect(await screen.field('linea').inputValue()).toBe('LINEA 7');
    expect(await screen.field('tipo').inputValue()).toBe('MICRO');
    await screen.typeLookup('cedula', known.propietario.cedula);
    await expect.poll(() => screen.field('nombre').inputValue()).toBe('JUANA COLQUE');
    expect(await screen.field('categoria').inputValue()).toBe('C');
    expect(await screen.field('seguro').inputValue()).toBe('FOCAT');

    // Not found: a fresh owner (seguro SOAT) keeps the typed cedula; a fresh vehicle the placa.
    const unknownCi = `${uniqueCi()}-1A`;
    await screen.typeLookup('cedula', unknownCi.toLowerCase());
    await expect.poll(() => screen.field('nombre').inputValue()).toBe('');
    expect(await screen.field('cedula').inputValue()).toBe(unknownCi);
    expect(await screen.field('seguro').inputValue()).toBe('SOAT');
    expect(await screen.field('categoria').inputValue()).toBe('');
    const unknownPlaca = uniquePlaca();
    await screen.typeLookup('placa', unknownPlaca);
    await expect.poll(() => screen.field('marca').inputValue()).toBe('');
    expect(await screen.field('placa').inputValue()).toBe(unknownPlaca);
  });

  it('edits an own inspection online: only nombre, observacion, radicatoria; cedula read-only', async () => {
    const mine = await postInspectionOfKnownDay(inspector.token);
    const page = await newPage({ viewport: DESKTOP, session: inspector });
    const screen = new InspectionsPage(page);
    await screen.goto();
    // The day it was registered on: the run may have crossed Bolivian midnight since.
    await screen.search(mine.day);
    const row = await visible(screen.row(mine.body.observacion!));
    await screen.editButton(row).click();
    const dialog = await visible(screen.editDialog);
    expect(await screen.field('cedula', dialog).getAttribute('readonly')).not.toBeNull();
    expect(await dialog.locator('select').count()).toBe(0);
    const observacion = `CORREGIDA ${uniqueTag()}`;
    await screen.field('nombre', dialog).fill('nuevo nombre');
    await screen.field('observacion', dialog).fill(observacion);
    await screen.field('radicatoria', dialog).fill('CARACOLLO');
    await dialog.getByRole('button', { name: TEXT.modify }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(toast(page, 'success', MSG.notices.updated));
    const edited = screen.row(observacion);
    await expect.poll(() => edited.getAttribute('data-status')).toBe('synced');
    expect(await edited.locator('td').nth(3).innerText()).toBe('NUEVO NOMBRE');
    const stored = await inspectionsOnServer(observacion, mine.day);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      radicatoria: 'CARACOLLO',
      propietario: { nombre: 'NUEVO NOMBRE', cedula: mine.body.propietario.cedula },
    });
  });

  it("another inspector's rows have print but no edit button", async () => {
    const theirs = await postInspectionOfKnownDay(other.token);
    const page = await newPage({ viewport: DESKTOP, session: inspector });
    const screen = new InspectionsPage(page);
    await screen.goto();
    await screen.search(theirs.day);
    const row = await visible(screen.row(theirs.body.observacion!));
    await visible(screen.printButton(row));
    expect(await screen.editButton(row).count()).toBe(0);
  });

  it('searches another day; a day without inspections says so', async () => {
    const page = await newPage({ viewport: DESKTOP, session: inspector });
    const screen = new InspectionsPage(page);
    await screen.goto();
    await screen.search('2020-01-15');
    expect(await screen.rows.count()).toBe(0);
    expect(await page.getByTestId('inspections-empty').innerText()).toBe(TEXT.empty);
  });
});
