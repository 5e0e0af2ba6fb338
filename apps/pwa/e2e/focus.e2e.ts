import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ComplaintPage } from './pages/complaint-page.ts';
import { toast } from './pages/toasts.ts';
import { UsersPage } from './pages/users-page.ts';
import { adminLogin } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { uniqueCedula } from './support/complaints.ts';
import { PHONE } from './support/environment.ts';
import { makeJpeg } from './support/photos.ts';
import { visible } from './support/wait.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

const { newPage } = connectBrowser();
let photo: { path: string };
beforeAll(async () => {
  photo = await makeJpeg(1200, 900);
});

/** What has the keyboard focus: its test id, its name or its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    return element.dataset.testid ?? element.getAttribute('name') ?? element.textContent?.trim() ?? element.tagName;
  });

describe('focus after each asynchronous step', { timeout: 120_000 }, () => {
  it("complaint form: 'Usar mi ubicación', the compressed photo and the send each leave focus somewhere sensible", async () => {
    const page = await newPage({ viewport: PHONE, geolocation: { latitude: -17.9689, longitude: -67.1129, accuracy: 12 } });
    const form = new ComplaintPage(page);
    await form.goto();
    await form.fill({
      cedula: uniqueCedula(),
      nombre: 'ana',
      delito: 'Cobro indebido de pasaje',
      descripcion: `foco ${crypto.randomUUID()}`,
    });

    await page.getByRole('button', { name: COMPLAINTS_MSG.form.useLocation }).click();
    await visible(page.getByTestId('location-attached'));
    await expect.poll(() => focused(page)).toBe('location-attached');

    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-photo-pick]').click(); // the button, not the hidden file input of the same name
    await (await chooser).setFiles(photo.path);
    await form.photoReady.waitFor({ state: 'visible', timeout: 45_000 });
    await expect.poll(() => focused(page)).toBe('photo-ready');

    await form.submitButton.click();
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    // The receipt of the complaint just sent, with its code, takes the focus (the form is cleared).
    await expect.poll(() => focused(page)).toBe('complaint-receipt');
  });

  it('a dialog refusing empty fields moves focus to the first of them', async () => {
    const page = await newPage({ session: await adminLogin() });
    const users = new UsersPage(page);
    await users.goto();
    const dialog = await users.openCreate();
    await dialog.getByLabel(USERS_MSG.fields.nombre, { exact: true }).fill('Con Nombre');
    await dialog.getByRole('button', { name: MSG.actions.save }).click();
    await visible(toast(page, 'error', MSG.validation.required));
    await expect.poll(() => focused(page)).toBe('name');
  });
});
