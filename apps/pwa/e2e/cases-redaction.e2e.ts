import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { FormularioResponse } from '@reclamos/shared-types/complaints/schemas';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { ReportsPage } from './pages/reports-page.ts';
import { adminLogin, dayOfFecha } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { caseOf, seedComplaint } from './support/cases.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';

const { newPage } = connectBrowser();

/** A white photo: whatever the server blacks out shows as black pixels. */
const white = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A photo's pixel at fractions of its size. */
async function pixelOf(image: Buffer, fx: number, fy: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

describe('redaction editor in the report IMAGEN dialog', { timeout: 240_000 }, () => {
  let complaint: FormularioResponse;
  const marker = `RED${Date.now().toString(36).toUpperCase()}`;
  beforeAll(async () => {
    complaint = await seedComplaint({ placa: '1234RED', descripcion: `Recuadros ${marker}` }, await white());
  });

  const openPhoto = async (viewport = DESKTOP) => {
    const page = await newPage({ viewport, session: await adminLogin() });
    const reports = new ReportsPage(page);
    const day = dayOfFecha(complaint.fecha);
    await reports.goto(`ini=${day}&fin=${day}`);
    await reports.filter(marker);
    await reports.viewImageButton(complaint.id).click();
    await reports.loadedPhoto(complaint.id);
    return { page, reports };
  };

  it('a box dragged with the mouse is saved and the served photo is black inside it', async () => {
    const { page, reports } = await openPhoto();
    const dialog = reports.photoDialog(complaint.id);
    await visible(dialog.getByTestId('redaction-unreviewed'));
    // The report's row says so too (the only row: the list is filtered to this complaint).
    expect(await page.getByTestId('photo-unreviewed').count()).toBe(1);
    const canvas = dialog.getByTestId('redaction-canvas');
    const area = await canvas.boundingBox();
    if (!area) throw new Error('no drawing area');
    // From 20 % to 60 % of the photo each way.
    await page.mouse.move(area.x + area.width * 0.2, area.y + area.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.4, area.y + area.height * 0.4, { steps: 5 });
    await page.mouse.move(area.x + area.width * 0.6, area.y + area.height * 0.6, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => dialog.getByTestId('redaction-box').count()).toBe(1);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/reclamo/${complaint.id}/foto/recuadros`) && response.request().method() === 'PUT',
    );
    await dialog.getByTestId('redaction-save').click();
    expect((await saved).status()).toBe(200);
    await visible(dialog.getByTestId('redaction-reviewed'));
    expect(await page.getByTestId('photo-unreviewed').count()).toBe(0);

    // The photo the server now serves: black inside the box, white outside it.
    const { imagen } = await caseOf(complaint.id);
    const response = await fetch(`${inject('baseURL')}/api/images/${imagen}`, {
      headers: { authorization: `Bearer ${(await adminLogin()).token}` },
    });
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    expect((await pixelOf(served, 0.4, 0.4)).every((value) => value <= 24)).toBe(true);
    expect((await pixelOf(served, 0.25, 0.25)).every((value) => value <= 24)).toBe(true);
    expect((await pixelOf(served, 0.1, 0.1)).every((value) => value >= 230)).toBe(true);
    expect((await pixelOf(served, 0.8, 0.8)).every((value) => value >= 230)).toBe(true);

    // A tap on the box removes it from the editor (saved only with "Guardar").
    await dialog.getByTestId('redaction-box').click();
    await expect.poll(() => dialog.getByTestId('redaction-box').count()).toBe(0);
  });

  it('a finger draws a box too: the drag does not scroll the page (touch-action none)', async () => {
    const { page, reports } = await openPhoto(PHONE);
    const dialog = reports.photoDialog(complaint.id);
    const canvas = dialog.getByTestId('redaction-canvas');
    await visible(canvas);
    const before = await dialog.getByTestId('redaction-box').count();
    const area = await canvas.boundingBox();
    if (!area) throw new Error('no drawing area');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const at = (fx: number, fy: number) => [{ x: area.x + area.width * fx, y: area.y + area.height * fy }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.65, 0.65) });
    for (const step of [0.7, 0.75, 0.8, 0.85, 0.9])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step, step) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => dialog.getByTestId('redaction-box').count()).toBe(before + 1);
  });

  it('the editor at every size, with one box', async () => {
    const { page } = await openPhoto(PHONE);
    const pass = new ScreenPass(page);
    await pass.look('reporte-foto-recuadros');
    expect(pass.findings).toEqual([]);
  });

  it('the citizen is told, before taking the photo, to keep faces out of it', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/reclamo');
    await visible(page.getByText(COMPLAINTS_MSG.form.photoHint));
  });
});
