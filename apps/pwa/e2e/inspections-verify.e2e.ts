import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@reclamos/shared-types/messages';
import { MSG_INSPECTIONS } from '@reclamos/shared-types/messages-inspections';
import type { LoginResponse } from '@reclamos/shared-types/schemas/auth';
import { ALL_BUENO, InspectionsPage } from './pages/inspections-page.ts';
import { apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { inspectionBody, postInspection, postInspectionOfKnownDay, uniqueCi, uniquePlaca } from './support/inspections.ts';
import { visible } from './support/wait.ts';

const { newPage } = connectBrowser();
const TEXT = MSG_INSPECTIONS.verify;

let inspector: LoginResponse;
beforeAll(async () => {
  const a = await createTestUser('INSPECTOR', 'insver');
  inspector = await apiLogin(a.user.name, a.password);
});

describe('public verification page /verificar/{uuid}', { timeout: 60_000 }, () => {
  it('shows placa, fecha, calificacion, inspector and the last change of a registered inspection, with no sign-in', async () => {
    const body = inspectionBody({ calificacion: 'NO CUMPLE' });
    const { uuid } = await postInspection(inspector.token, body);
    const page = await newPage({ viewport: PHONE });
    await page.goto(`/verificar/${uuid}`);
    const found = await visible(page.getByTestId('verify-found'));
    const text = await found.innerText();
    expect(text).toContain(body.vehicle.placa);
    expect(text).toContain('NO CUMPLE');
    expect(text).toContain(inspector.user.nombre);
    expect(text).toContain(TEXT.updatedAt);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // Nothing personal of the owner.
    expect(text).not.toContain(body.propietario.cedula);
    expect(text).not.toContain(body.propietario.nombre!);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}verify-found-phone.png` });
  });

  it('a forged code is not registered, and the page says a sheet printed offline may still be waiting', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`/verificar/${crypto.randomUUID()}`);
    const missing = await visible(page.getByTestId('verify-not-registered'));
    expect(await missing.innerText()).toContain(TEXT.notRegistered);
    expect(await missing.innerText()).toContain(TEXT.maybePending);
    await page.screenshot({ path: `${SCREENSHOT_DIR}verify-missing-phone.png` });

    await page.goto('/verificar/no-es-un-codigo');
    await visible(page.getByTestId('verify-invalid'));
  });
});

describe('inspection screen screenshots', { timeout: 60_000 }, () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`screen and registration dialog at ${viewport.width}×${viewport.height}`, async () => {
      const own = await postInspectionOfKnownDay(inspector.token);
      const page = await newPage({ viewport, session: inspector });
      const screen = new InspectionsPage(page);
      await screen.goto();
      // The day it was registered on: the run may have crossed Bolivian midnight since.
      await screen.search(own.day);
      await visible(screen.rows.first());
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOT_DIR}inspections-${label}.png` });
      await screen.openRegister();
      await screen.fill({ cedula: uniqueCi(), nombre: 'ana quispe', placa: uniquePlaca(), marca: 'toyota', checklist: ALL_BUENO });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SCREENSHOT_DIR}inspection-dialog-${label}.png` });
      await screen.registerDialog.getByRole('button', { name: MSG.actions.cancel }).click();
      // Other files register inspections the same day at the same time: edit this inspector's own.
      const row = await visible(screen.rows.and(page.locator(`[data-uuid="${own.uuid}"]`)));
      await screen.editButton(row).click();
      await visible(screen.editDialog);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENSHOT_DIR}inspection-edit-${label}.png` });
    });
  }
});
