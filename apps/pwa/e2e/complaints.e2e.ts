import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ComplaintPage } from './pages/complaint-page.ts';
import { toast } from './pages/toasts.ts';
import { adminLogin } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { countCalls, onServer, serviceWorkerReady, uniqueCedula } from './support/complaints.ts';
import { PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { makeJpeg } from './support/photos.ts';
import { gone, visible } from './support/wait.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

const { newPage } = connectBrowser();
let photo: { path: string; bytes: Buffer };
beforeAll(async () => {
  photo = await makeJpeg();
});

/** Each test compresses a real photo in the page and waits for real answers: give them time. */
const SLOW = { timeout: 120_000 };

describe('complaint form /reclamo', SLOW, () => {
  it('sends a complaint with a real photo: Registado reclamo, form cleared, exactly one on the server', async () => {
    const page = await newPage({ viewport: PHONE });
    // The photo's compression (blob: image) and preview (data: image) run under the server's CSP.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const form = new ComplaintPage(page);
    await form.goto();
    const descripcion = `Cobró 3 Bs en vez de 1,50 (${crypto.randomUUID()})`;
    const cedula = uniqueCedula();
    await form.fill({
      cedula,
      nombre: 'rosa mamani',
      telefono: '70112233',
      placa: '2345 xyz',
      delito: 'Cobro indebido de pasaje',
      direccion: 'Calle Bolívar y 6 de Octubre',
      descripcion,
    });
    expect(await form.field('nombre').inputValue()).toBe('ROSA MAMANI');
    expect(await form.field('placa').inputValue()).toBe('2345XYZ');
    await form.attachPhoto(photo.path);
    const uploads = countCalls(page, 'formulario');
    await form.submit();

    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    await gone(form.photoReady);
    for (const name of ['cedula', 'nombre', 'telefono', 'placa', 'delito', 'direccion', 'descripcion'] as const) {
      expect(await form.field(name).inputValue(), name).toBe('');
    }
    const row = await visible(form.rows('synced'));
    expect(await row.innerText()).toMatch(/enviado a las \d{2}:\d{2}/);
    expect(await row.innerText()).toContain('Cobro indebido de pasaje');
    expect(uploads.count()).toBe(1);

    const stored = await onServer(descripcion);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      cedula,
      nombre: 'ROSA MAMANI',
      telefono: '70112233',
      placa: '2345XYZ',
      delito: 'Cobro indebido de pasaje',
      direccion: 'Calle Bolívar y 6 de Octubre',
      lat: null,
      lng: null,
    });
    expect(stored[0]?.imagen).toBeTruthy();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  it("uploads a phone's portrait photo (EXIF orientation 6) upright: the browser applies the orientation, compressorjs does not redo it", async () => {
    const page = await newPage({ viewport: PHONE });
    // A camera stores a portrait shot as landscape pixels with orientation 6 (turn 90° clockwise).
    const landscape = await makeJpeg(2400, 1800, 'retrato.jpg');
    await writeFile(landscape.path, await sharp(landscape.bytes).withMetadata({ orientation: 6 }).jpeg({ quality: 92 }).toBuffer());
    const form = new ComplaintPage(page);
    await form.goto();
    const descripcion = `Foto vertical (${crypto.randomUUID()})`;
    await form.fill({ placa: '1234ORI', delito: 'Cobro indebido de pasaje', direccion: 'Plaza 10 de Febrero', descripcion });
    await form.attachPhoto(landscape.path);
    await form.submit();
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));

    // The compressed photo carries no EXIF, so the staff view serves its pixels as they were sent:
    // upright only if the browser turned them before compressing.
    const [stored] = await onServer(descripcion);
    const admin = await adminLogin();
    const response = await fetch(new URL(`/api/images/${stored?.imagen ?? ''}`, inject('baseURL')), {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: served.width, height: served.height }).toEqual({ width: 1440, height: 1920 });
  });

  it("refuses to send without a photo ('Debe subir imagen/foto.') or an infraction ('Debe seleccionar Infraccion.')", async () => {
    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    const uploads = countCalls(page, 'formulario');

    await form.submit();
    await visible(toast(page, 'error', COMPLAINTS_MSG.server.photoRequired));
    await visible(page.getByText(COMPLAINTS_MSG.server.photoFieldRequired, { exact: true }));

    await form.attachPhoto(photo.path);
    await gone(page.getByText(COMPLAINTS_MSG.server.photoFieldRequired, { exact: true }));
    await form.submit();
    await visible(toast(page, 'error', COMPLAINTS_MSG.server.delitoRequired));

    expect(uploads.count()).toBe(0);
    expect(await form.rows().count()).toBe(0);
    await visible(page.getByText(COMPLAINTS_MSG.outbox.empty));
  });

  it('without coverage keeps the complaint on the phone (also across an offline reload) and sends it once when back online', async () => {
    const page = await newPage({ viewport: PHONE, serviceWorkers: true });
    const form = new ComplaintPage(page);
    await form.goto();
    await serviceWorkerReady(page);
    await form.waitForCatalogue();

    await page.context().setOffline(true);
    const descripcion = `Desvío por la calle Pagador (${crypto.randomUUID()})`;
    await form.fill({ cedula: uniqueCedula(), nombre: 'Pedro Choque', placa: '3456ABC', delito: 'Desvío de ruta', descripcion });
    await form.attachPhoto(photo.path);
    await form.submit();
    // The receipt where the person pressed 'Enviar' says it is kept on the phone.
    await visible(form.receipt.getByText(COMPLAINTS_MSG.form.keptOffline));
    expect(await form.field('descripcion').inputValue()).toBe('');
    const pending = await visible(form.rows('pending'));
    await form.panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}complaint-pending-phone.png` });
    expect(await pending.innerText()).toContain(COMPLAINTS_MSG.outbox.pending);
    expect(await form.waitingBadge.innerText()).toBe(COMPLAINTS_MSG.outbox.waiting(1));

    await page.reload();
    await form.heading.waitFor();
    await visible(form.rows('pending'));
    expect(await form.rows('pending').innerText()).toContain('Desvío de ruta');
    expect(await onServer(descripcion)).toHaveLength(0);

    await page.context().setOffline(false);
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    const sent = await visible(form.rows('synced'));
    expect(await sent.innerText()).toMatch(/enviado a las \d{2}:\d{2}/);
    await gone(form.waitingBadge);
    expect(await onServer(descripcion)).toHaveLength(1);

    // Nothing is sent twice: a reload online finds nothing left to send.
    await page.reload();
    await visible(form.rows('synced'));
    expect(await form.rows('pending').count()).toBe(0);
    expect(await onServer(descripcion)).toHaveLength(1);
  });
});

describe('complaint form: refused by the server', SLOW, () => {
  /** A catalogue cached before an infraction was removed: the server refuses its old id. */
  async function staleInfraction(page: Page, label: string): Promise<void> {
    await page.evaluate((text) => {
      const option = [...document.querySelectorAll<HTMLOptionElement>('select[name="delito_id"] option')].find((o) => o.text === text);
      if (option) option.value = '999999';
    }, label);
  }

  it('shows the message in red, keeps it on the phone, and lets the person correct and resend it', async () => {
    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await staleInfraction(page, 'Sobrecarga de pasajeros');
    const descripcion = `Iba con gente colgada de la puerta (${crypto.randomUUID()})`;
    await form.fill({ cedula: uniqueCedula(), placa: '4567DEF', delito: 'Sobrecarga de pasajeros', descripcion });
    await form.attachPhoto(photo.path);
    await form.submit();

    await visible(toast(page, 'error', COMPLAINTS_MSG.server.delitoRequired));
    const rejected = await visible(form.rows('rejected'));
    expect(await rejected.innerText()).toContain(COMPLAINTS_MSG.server.delitoRequired);
    // The form keeps what was typed, now as the correction of the refused complaint.
    await visible(page.getByTestId('correcting'));
    expect(await form.field('descripcion').inputValue()).toBe(descripcion);
    await visible(form.photoReady);
    await page.screenshot({ path: `${SCREENSHOT_DIR}complaint-rejected-phone.png`, fullPage: true });

    await form.field('delito').selectOption({ label: 'Negarse a llevar pasajeros' });
    await form.submit();
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    await gone(form.rows('rejected'));
    await visible(form.rows('synced'));
    const stored = await onServer(descripcion);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.delito).toBe('Negarse a llevar pasajeros');
  });

  it('lets the person discard a refused complaint, after confirming', async () => {
    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await staleInfraction(page, 'Música a volumen excesivo');
    await form.fill({ delito: 'Música a volumen excesivo', descripcion: crypto.randomUUID() });
    await form.attachPhoto(photo.path);
    await form.submit();
    const rejected = await visible(form.rows('rejected'));

    // Correcting it from the panel loads it back into a fresh form.
    await page.getByRole('button', { name: COMPLAINTS_MSG.form.cancelCorrection }).click();
    await gone(page.getByTestId('correcting'));
    await rejected.getByRole('button', { name: COMPLAINTS_MSG.outbox.correctAndResend }).click();
    await visible(page.getByTestId('correcting'));
    await visible(form.photoReady);

    await rejected.getByRole('button', { name: COMPLAINTS_MSG.outbox.discard }).click();
    await rejected.getByRole('button', { name: COMPLAINTS_MSG.outbox.confirmDiscardYes }).click();
    await visible(toast(page, 'success', COMPLAINTS_MSG.outbox.discarded));
    await gone(form.rows('rejected'));
    await gone(page.getByTestId('correcting'));
    await visible(page.getByText(COMPLAINTS_MSG.outbox.empty));
  });
});
