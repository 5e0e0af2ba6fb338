import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import { apiCall, apiLogin, createTestUser } from './support/api-client.ts';
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

  it('shows the digest, whether the record changed since the sheet was printed, and links the signed sheet', async () => {
    const { id, uuid } = await postInspection(inspector.token, inspectionBody());
    const printed = ((await apiCall(`verificar/${uuid}`)).body as { huella: string }).huella;
    const page = await newPage({ viewport: PHONE });
    await page.goto(`/verificar/${uuid}?d=${printed}`);
    await visible(page.getByTestId('verify-unchanged'));
    expect(await page.getByTestId('verify-digest').innerText()).toBe(printed);
    expect(await page.getByTestId('verify-unchanged').innerText()).toBe(TEXT.unchanged);
    await page.screenshot({ path: `${SCREENSHOT_DIR}verify-unchanged-phone.png`, fullPage: true });

    // The signed copy downloads from the link, for anyone.
    const link = page.getByTestId('verify-signed-pdf');
    expect(await link.innerText()).toBe(TEXT.signedCopy);
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The inspector corrects the record: the printed sheet no longer matches.
    const edit = await apiCall('actualizar', { method: 'POST', token: inspector.token, body: { id, observacion: 'corregida después' } });
    expect(edit.status).toBe(200);
    await page.reload();
    await visible(page.getByTestId('verify-changed'));
    expect(await page.getByTestId('verify-changed').innerText()).toBe(TEXT.changed);
    expect(await page.getByTestId('verify-digest').innerText()).not.toBe(printed);
    await page.screenshot({ path: `${SCREENSHOT_DIR}verify-changed-phone.png`, fullPage: true });
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
