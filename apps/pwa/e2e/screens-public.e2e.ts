import { beforeAll, describe, expect, it } from 'vitest';
import type { FormularioResponse } from '@reclamos/shared-types/complaints/schemas';
import { ComplaintPage } from './pages/complaint-page.ts';
import { TrackingPage } from './pages/tracking-page.ts';
import { apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { seedComplaint } from './support/cases.ts';
import { uniqueCedula } from './support/complaints.ts';
import { PHONE, SIZES, type SizeName } from './support/environment.ts';
import { postInspectionOfKnownDay } from './support/inspections.ts';
import { makeJpeg } from './support/photos.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

const { newPage } = connectBrowser();

/**
 * The citizen's screens, each loaded once and looked at in every size (screenshots for a person
 * to open, axe-core, no sideways scrolling): landing, login, the complaint form empty, refused,
 * filled and sent (its receipt), not found, a control sheet's verification and a case's public page.
 */
describe('public screens at every size', { timeout: 180_000 }, () => {
  let coded: FormularioResponse;
  let uuid: string;
  let photo: { path: string; bytes: Buffer };
  beforeAll(async () => {
    photo = await makeJpeg(640, 480);
    coded = await seedComplaint({ placa: '1234PUB', descripcion: 'Pantallas públicas' }, photo.bytes);
    const inspector = await createTestUser('INSPECTOR', 'pub');
    ({ uuid } = await postInspectionOfKnownDay((await apiLogin(inspector.user.name, inspector.password)).token));
  });

  it('landing, login (with a visible focus ring), not found, verification and case tracking', async () => {
    const page = await newPage({ viewport: PHONE });
    const pass = new ScreenPass(page);
    await page.goto('/');
    await visible(page.getByRole('link', { name: MSG.landing.report }));
    await pass.look('landing');

    await page.goto('/login');
    await visible(page.getByRole('button', { name: AUTH_MSG.login.submit }));
    await pass.look('login');
    // A visible focus ring: at least 2 px, on a field reached with the keyboard.
    await page.getByLabel(AUTH_MSG.login.account, { exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    await page.goto('/nada');
    await visible(page.getByRole('heading', { name: MSG.notFound.title }));
    await pass.look('not-found');

    await page.goto(`/verificar/${uuid}`);
    await visible(page.getByTestId('verify-found'));
    await pass.look('verificar');

    const tracking = new TrackingPage(page);
    await tracking.goto();
    await pass.look('seguimiento-form');
    await tracking.goto(coded.codigo);
    await visible(tracking.result);
    await pass.look('seguimiento');
    expect(pass.findings).toEqual([]);
  });

  it('the complaint form: empty, refused (focus on the photo), filled with its photo, and sent (its receipt)', async () => {
    const page = await newPage({ viewport: PHONE });
    const pass = new ScreenPass(page);
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await pass.look('reclamo');

    await form.submitButton.click();
    // An invalid submit moves focus to the first thing to correct: the photo, as the message says.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(COMPLAINTS_MSG.form.uploadImage);
    await pass.look('reclamo-refused');
    // The notices' region has a Spanish name too.
    await page.getByRole('region', { name: MSG.notices.region, includeHidden: true }).waitFor({ state: 'attached' });
    expect(await page.locator('[aria-label^="Notifications"]').count()).toBe(0);

    await form.fill({
      cedula: uniqueCedula(),
      nombre: 'Ana Quispe',
      telefono: '70123456',
      placa: '1234ABC',
      delito: 'Cobro indebido de pasaje',
      direccion: 'Av. Tacna',
      descripcion: 'El chofer insultó a una señora.',
    });
    await form.attachPhoto(photo.path);
    await page.evaluate(() => window.scrollTo(0, 0));
    await pass.look('reclamo-filled');

    // After sending: the receipt with its code, brought back into view at each size.
    await form.submit();
    await visible(form.receipt.getByTestId('receipt-code'));
    for (const size of Object.keys(SIZES) as SizeName[]) {
      await page.setViewportSize(SIZES[size]);
      await form.receipt.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await pass.look('reclamo-sent', { sizes: [size], checkedSizes: [size] });
    }
    expect(pass.findings).toEqual([]);
  });
});
