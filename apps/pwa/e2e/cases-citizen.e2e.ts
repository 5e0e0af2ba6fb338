import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReportRow } from '@reclamos/shared-types/cases/schemas';
import { ComplaintPage } from './pages/complaint-page.ts';
import { toast } from './pages/toasts.ts';
import { TrackingPage } from './pages/tracking-page.ts';
import { connectBrowser } from './support/browser.ts';
import { CODE, delitoList, pageText, seedComplaint, setState } from './support/cases.ts';
import { citizenOfflineReady, countCalls, onServer, uniqueCedula } from './support/complaints.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { makeJpeg } from './support/photos.ts';
import { settle, visible, waitForPath } from './support/wait.ts';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const { newPage } = connectBrowser();
let photo: { path: string; bytes: Buffer };
beforeAll(async () => {
  photo = await makeJpeg();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});

const SLOW = { timeout: 120_000 };

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png` });
}

describe("the citizen's receipt code and state", SLOW, () => {
  it('queued offline, sent when back online: the phone shows the code to copy, then the state staff set, and its public page', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await citizenOfflineReady(page);
    const delito = (await delitoList())[0]!.detalle;

    await page.context().setOffline(true);
    const person = { cedula: uniqueCedula(), nombre: 'Lucía Mamani Torrez', telefono: '71112233' };
    const descripcion = `No paró en la parada del colegio (${crypto.randomUUID()})`;
    const direccion = 'Calle Junín esquina Soria Galvarro';
    await form.fill({ ...person, placa: '5678DEF', delito, descripcion, direccion });
    await form.attachPhoto(photo.path);
    await form.submit();
    const pending = await visible(form.rows('pending'));
    // No code while it waits on the phone: the server gives it.
    expect(await pending.getByTestId('receipt-code').count()).toBe(0);

    await page.context().setOffline(false);
    const sent = await visible(form.rows('synced').filter({ has: page.getByTestId('receipt-code') }));
    const codigo = (await sent.getByTestId('receipt-code').innerText()).replace(CASES_MSG.phone.code(''), '').trim();
    expect(codigo).toMatch(CODE);
    const [server] = (await onServer(descripcion)) as unknown as ReportRow[];
    expect(server?.codigo).toBe(codigo);
    // Its first state arrives right after the send.
    await visible(sent.getByTestId('case-state').locator('[data-estado="RECIBIDO"]'));

    await sent.getByRole('button', { name: CASES_MSG.phone.copy }).click();
    await visible(toast(page, 'success', CASES_MSG.phone.copied));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codigo);

    // Staff take it up and close it; the phone shows it the next time it is online with the page open.
    await setState(server!.id, { estado: 'EN REVISION' });
    const motivo = 'Se sancionó al operador de la línea.';
    await setState(server!.id, { estado: 'RESUELTO', motivo });
    await page.reload();
    await form.heading.waitFor();
    const row = form.rows('synced').filter({ hasText: codigo });
    await visible(row.getByTestId('case-state').locator('[data-estado="RESUELTO"]'));
    expect(await row.getByTestId('case-motivo').innerText()).toBe(motivo);
    await row.scrollIntoViewIfNeeded();
    await shoot(page, 'mis-reclamos-code-phone');
    await page.setViewportSize(DESKTOP);
    await row.scrollIntoViewIfNeeded();
    await shoot(page, 'mis-reclamos-code-desktop');
    await page.setViewportSize(PHONE);

    await row.getByRole('link', { name: CASES_MSG.phone.follow }).click();
    await waitForPath(page, `/seguimiento/${codigo}`);
    const tracking = new TrackingPage(page);
    await visible(tracking.result);
    expect(await tracking.result.getByRole('heading', { level: 2 }).innerText()).toBe(codigo);
    const states = await tracking.history
      .locator('[data-estado]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-estado')));
    expect(states).toEqual(['RECIBIDO', 'EN REVISION', 'RESUELTO']);
    expect(await tracking.result.innerText()).toContain(motivo);
    const text = await pageText(page);
    for (const personal of [person.cedula, person.nombre, person.telefono, descripcion, direccion, '5678DEF'])
      expect(text).not.toContain(personal);
    await shoot(page, 'seguimiento-phone');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'seguimiento-desktop');
  });

  it('/seguimiento: a typed code opens its page from any browser; an unknown or malformed code says so; nothing personal shows', async () => {
    const person = { cedula: uniqueCedula(), nombre: 'Mario Quispe Flores', telefono: '60099887' };
    const fields = {
      ...person,
      placa: '9012GHI',
      direccion: 'Av. Cívica frente al mercado',
      descripcion: `Cobró de más (${crypto.randomUUID()})`,
    };
    const { codigo } = await seedComplaint(fields, photo.bytes);
    const page = await newPage({ viewport: PHONE });
    const tracking = new TrackingPage(page);
    await tracking.goto();
    await tracking.lookUp(codigo.toLowerCase().replace('-', ' '));
    await waitForPath(page, `/seguimiento/${codigo}`);
    await visible(tracking.result);
    expect(await tracking.result.locator('[data-estado]').first().getAttribute('data-estado')).toBe('RECIBIDO');
    const text = await pageText(page);
    for (const personal of Object.values(fields)) expect(text).not.toContain(personal);
    expect(await page.locator('main img').count()).toBe(0);

    await tracking.lookUp('ZZZZ-ZZZZ');
    await visible(tracking.error.filter({ hasText: CASES_STAFF_MSG.server.codeNotFound }));
    const calls = countCalls(page, 'seguimiento/0000');
    await tracking.lookUp('0000');
    await visible(tracking.error.filter({ hasText: CASES_MSG.tracking.invalidCode }));
    expect(calls.count()).toBe(0);
  });
});
