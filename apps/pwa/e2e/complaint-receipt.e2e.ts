import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ReportRow } from '@reclamos/shared-types/cases/schemas';
import { ComplaintPage } from './pages/complaint-page.ts';
import { toast } from './pages/toasts.ts';
import { connectBrowser } from './support/browser.ts';
import { CODE } from './support/cases.ts';
import { citizenOfflineReady, onServer, uniqueCedula } from './support/complaints.ts';
import { PHONE, SCREENSHOT_DIR, SIZES, type SizeName } from './support/environment.ts';
import { makeJpeg } from './support/photos.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

const { newPage } = connectBrowser();
let photo: { path: string };
beforeAll(async () => {
  photo = await makeJpeg(1200, 900);
});

/** Each test compresses a real photo in the page and waits for real answers. */
const SLOW = { timeout: 120_000 };

/**
 * Whether the person sees `locator` now: its box lies inside the window, below the sticky header,
 * and nothing (a notice, the header) is drawn over its middle.
 */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const inside =
      box.width > 0 && box.top >= header && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && middle !== null && element.contains(middle);
  });
}

/** Whether the keyboard focus is on `locator`'s element. */
function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function fillAndSubmit(page: Page, form: ComplaintPage, descripcion: string): Promise<void> {
  await form.fill({ cedula: uniqueCedula(), nombre: 'Eva Colque', placa: '2468JKL', delito: 'Cobro indebido de pasaje', descripcion });
  await form.attachPhoto(photo.path);
  // The person presses the button where it is, at the foot of the form.
  await form.submitButton.scrollIntoViewIfNeeded();
  await form.submit();
}

/** The receipt code the server gave the complaint with this (unique) descripcion. */
async function codeOnServer(descripcion: string): Promise<string> {
  let codigo = '';
  await expect
    .poll(async () => {
      const [row] = (await onServer(descripcion)) as unknown as ReportRow[];
      codigo = row?.codigo ?? '';
      return codigo;
    })
    .toMatch(CODE);
  return codigo;
}

describe('after sending, the receipt is where the citizen is looking', SLOW, () => {
  for (const size of Object.keys(SIZES) as SizeName[]) {
    it(`${size}: the code, with its copy button and its page, is in view and has the focus, named by the code`, async () => {
      const page = await newPage({ viewport: SIZES[size] });
      const form = new ComplaintPage(page);
      await form.goto();
      const descripcion = `Recibo a la vista (${size}, ${crypto.randomUUID()})`;
      await fillAndSubmit(page, form, descripcion);

      // The spec's green notice stays as it was.
      await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
      const codigo = await codeOnServer(descripcion);
      // A screen reader lands on the receipt, and its name carries the code.
      const focused = page.locator(':focus');
      await expect.poll(() => focused.evaluate((element) => element.textContent ?? '')).toContain(CASES_MSG.phone.code(codigo));
      expect(await hasFocus(page.getByRole('region', { name: CASES_MSG.phone.code(codigo) }))).toBe(true);
      // The code and its actions are in view, not under the header or a notice.
      const code = focused.getByTestId('receipt-code');
      await expect.poll(() => inView(code)).toBe(true);
      expect(await inView(focused.getByRole('button', { name: CASES_MSG.phone.copy }))).toBe(true);
      expect(await inView(focused.getByRole('link', { name: CASES_MSG.phone.follow }))).toBe(true);
      await page.screenshot({ path: `${SCREENSHOT_DIR}reclamo-receipt-${size}.png` });
    });
  }

  it('without coverage it says the complaint is kept on the phone, in view; back online, the code shows there', async () => {
    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await citizenOfflineReady(page);
    await page.context().setOffline(true);
    const descripcion = `Recibo sin cobertura (${crypto.randomUUID()})`;
    await fillAndSubmit(page, form, descripcion);

    // The focus is on the receipt, which says the complaint waits on the phone.
    const focused = page.locator(':focus');
    await expect.poll(() => focused.evaluate((element) => element.textContent ?? '')).toContain(COMPLAINTS_MSG.form.keptOffline);
    const receipt = form.receipt;
    expect(await hasFocus(receipt)).toBe(true);
    expect(await receipt.innerText()).toContain(COMPLAINTS_MSG.outbox.pending);
    expect(await receipt.getByTestId('receipt-code').count()).toBe(0);
    await expect.poll(() => inView(receipt.getByText(COMPLAINTS_MSG.form.keptOffline))).toBe(true);
    // What changes in it later is announced.
    const status = receipt.getByRole('status');
    expect(await status.count()).toBe(1);
    const pass = new ScreenPass(page);
    await pass.look('reclamo-receipt-queued', { sizes: ['phone'], checkedSizes: ['phone'] });
    expect(pass.findings).toEqual([]);
    expect(await onServer(descripcion)).toHaveLength(0);

    await page.context().setOffline(false);
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    const codigo = await codeOnServer(descripcion);
    const code = await visible(status.getByTestId('receipt-code'));
    expect(await code.innerText()).toBe(CASES_MSG.phone.code(codigo));
    await expect.poll(() => inView(code)).toBe(true);
    expect(await hasFocus(receipt)).toBe(true);
    expect(await onServer(descripcion)).toHaveLength(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}reclamo-receipt-delivered-phone.png` });
  });
});
