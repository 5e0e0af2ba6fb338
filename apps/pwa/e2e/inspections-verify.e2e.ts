import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import { apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { inspectionBody, postInspection } from './support/inspections.ts';
import { visible } from './support/wait.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

const { newPage } = connectBrowser();
const TEXT = INSPECTIONS_MSG.verify;

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
