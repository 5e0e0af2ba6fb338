import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ComplaintPage } from './pages/complaint-page.ts';
import { AuditPage, DelitosPage, ListasPage, VehiculosPage } from './pages/authority-pages.ts';
import { toast } from './pages/toasts.ts';
import { adminLogin, apiCall } from './support/api-client.ts';
import { uniqueCedula } from './support/complaints.ts';
import { makeJpeg } from './support/photos.ts';
import { connectBrowser } from './support/browser.ts';
import { uniqueTag } from './support/inspections.ts';
import { PHONE } from './support/environment.ts';
import { gone, visible } from './support/wait.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const { newPage } = connectBrowser();
const A = AUTHORITY_MSG;

/** The infractions the public form's dropdown offers now (its cached list, refreshed on open). */
function offered(page: Page): Promise<string[]> {
  return page.locator('select[name="delito_id"] option').allInnerTexts();
}

describe('Infracciones (ADMINISTRADOR)', { timeout: 90_000 }, () => {
  it('adds, renames, retires and reactivates an infraction; the public form follows on its next refresh', async () => {
    const adminPage = await newPage({ session: await adminLogin() });
    const admin = new DelitosPage(adminPage);
    const citizenPage = await newPage({ viewport: PHONE });
    const citizen = new ComplaintPage(citizenPage);
    const tag = uniqueTag();
    const detalle = `Música a volumen excesivo ${tag}`;
    const renamed = `Música o parlantes a volumen excesivo ${tag}`;

    await admin.goto();
    await admin.create(detalle);
    await visible(toast(adminPage, 'success', MSG.notices.created));
    const row = await visible(admin.row(detalle));
    expect(await row.getAttribute('data-activo')).toBe('true');
    expect(await row.innerText()).toContain(A.delitos.active);

    await citizen.goto();
    await citizen.waitForCatalogue();
    await expect.poll(() => offered(citizenPage)).toContain(detalle);

    // The same text again (other case, no accents) is refused by the server.
    await admin.create(detalle.toUpperCase().replace('Ú', 'U'));
    await visible(toast(adminPage, 'error', AUTHORITY_MSG.api.delitoDuplicate));
    await adminPage.keyboard.press('Escape');

    await admin.rename(detalle, renamed);
    await visible(admin.row(renamed));
    await citizenPage.reload();
    await citizen.waitForCatalogue();
    await expect.poll(() => offered(citizenPage)).toContain(renamed);
    expect(await offered(citizenPage)).not.toContain(detalle);

    await admin.toggleButton(renamed, 'retire').click();
    await visible(toast(adminPage, 'success', A.delitos.retiredNotice));
    await expect.poll(() => admin.row(renamed).getAttribute('data-activo')).toBe('false');
    expect(await admin.row(renamed).innerText()).toContain(A.delitos.retired);
    // The phone had it cached: its next refresh drops it.
    await citizenPage.reload();
    await citizen.waitForCatalogue();
    await expect.poll(() => offered(citizenPage)).not.toContain(renamed);
    const publicList = await apiCall('delito');
    expect((publicList.body as { detalle: string }[]).map((delito) => delito.detalle)).not.toContain(renamed);

    await admin.toggleButton(renamed, 'reactivate').click();
    await visible(toast(adminPage, 'success', A.delitos.reactivatedNotice));
    await citizenPage.reload();
    await citizen.waitForCatalogue();
    await expect.poll(() => offered(citizenPage)).toContain(renamed);
  });

  it("a complaint waiting on the phone keeps its infraction's name after the infraction is retired", async () => {
    const admin = await adminLogin();
    const detalle = `Pasajeros de pie en la ruta ${uniqueTag()}`;
    const created = await apiCall('delito', { method: 'POST', token: admin.token, body: { detalle } });
    expect(created.status).toBe(201);
    const page = await newPage({ viewport: PHONE });
    // The server cannot be reached for the complaint: it waits on the phone.
    await page.route('**/api/formulario', (route) => route.abort('connectionfailed'));
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await expect.poll(() => offered(page)).toContain(detalle);
    await form.fill({ cedula: uniqueCedula(), delito: detalle, descripcion: `Retirada después (${uniqueTag()})` });
    await form.attachPhoto((await makeJpeg(640, 480)).path);
    await form.submit();
    expect(await (await visible(form.rows('pending'))).innerText()).toContain(detalle);

    const id = (created.body as { id: number }).id;
    expect((await apiCall(`delito/${id}`, { method: 'PUT', token: admin.token, body: { activo: false } })).status).toBe(200);
    await page.reload();
    await form.waitForCatalogue();
    await expect.poll(() => offered(page)).not.toContain(detalle);
    const waiting = await visible(form.rows('pending'));
    expect(await waiting.innerText()).toContain(detalle);
    expect(await waiting.innerText()).not.toContain(`#${id}`);
  });

  it('refuses an empty description without calling the server', async () => {
    const page = await newPage({ session: await adminLogin() });
    const delitos = new DelitosPage(page);
    await delitos.goto();
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/delito') posts += 1;
    });
    await delitos.create('   ');
    await visible(toast(page, 'error', MSG.validation.required));
    await visible(delitos.dialog(A.delitos.createTitle));
    expect(posts).toBe(0);
  });
});

describe('Listas (ADMINISTRADOR)', { timeout: 60_000 }, () => {
  it('merges two misspelt brands into the right one; the registry follows', async () => {
    const admin = await adminLogin();
    const tag = uniqueTag();
    const right = `MARCA${tag}`;
    const wrong = [`MARKA${tag}`, `MARCA ${tag}X`];
    for (const [index, marca] of wrong.entries()) {
      const { status } = await apiCall('vehiculos', { method: 'POST', token: admin.token, body: { placa: `${tag}L${index}`, marca } });
      expect(status).toBe(201);
    }
    const page = await newPage({ session: admin });
    const listas = new ListasPage(page);
    await listas.goto();
    await listas.choose('marca');
    await listas.filter(tag);
    for (const value of wrong) await listas.value(value).getByText(value).click();
    await visible(page.getByText(A.listas.selected(2)));
    await page.getByRole('button', { name: A.listas.merge }).click();
    const dialog = await visible(page.getByRole('dialog', { name: A.listas.mergeTitle }));
    await dialog.getByLabel(A.listas.target).fill(right);
    expect(await dialog.getByTestId('merge-desde').innerText()).toBe(wrong.join(', '));
    await dialog.getByRole('button', { name: A.listas.merge }).click();
    await visible(toast(page, 'success', AUTHORITY_MSG.api.mergeDone(2, right)));
    await gone(dialog);
    await visible(listas.value(right));
    for (const value of wrong) await gone(listas.value(value));

    const vehiculos = new VehiculosPage(page);
    await vehiculos.goto();
    await vehiculos.search(tag);
    for (const index of [0, 1]) expect(await vehiculos.row(`${tag}L${index}`).innerText()).toContain(right);
  });
});

describe('the authority screens on a 360×640 phone', { timeout: 60_000 }, () => {
  it('need no sideways scrolling', async () => {
    const page = await newPage({ viewport: PHONE, session: await adminLogin() });
    const screens: [string, () => Promise<void>][] = [
      ['infracciones', () => new DelitosPage(page).goto()],
      ['vehiculos', () => new VehiculosPage(page).goto()],
      ['listas', () => new ListasPage(page).goto()],
      ['auditoria', () => new AuditPage(page).goto()],
    ];
    for (const [name, open] of screens) {
      await open();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
    }
  });
});
