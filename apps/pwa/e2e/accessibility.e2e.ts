import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@reclamos/shared-types/messages';
import { ComplaintPage } from './pages/complaint-page.ts';
import { InspectionsPage } from './pages/inspections-page.ts';
import { PositionMapPage } from './pages/position-map-page.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { UsersPage } from './pages/users-page.ts';
import { adminLogin, apiLogin, createTestUser, type TestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { inspectionBody, postInspection } from './support/inspections.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { visible } from './support/wait.ts';

const { newPage } = connectBrowser();

/** Serious and critical WCAG 2.1 A/AA findings of axe-core on what the page shows now, as readable lines. */
async function axe(page: Page, screen: string): Promise<string[]> {
  await page.waitForTimeout(400); // dialog and drawer animations settle (axe would see half-faded colours)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${screen}: ${violation.id} ${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`));
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('accessibility at %s size: no serious or critical axe-core finding', { timeout: 120_000 }, (_label, viewport) => {
  let inspector: TestUser;
  let uuid: string;
  beforeAll(async () => {
    inspector = await createTestUser('INSPECTOR', 'axe');
    const token = (await apiLogin(inspector.user.name, inspector.password)).token;
    uuid = (await postInspection(token, inspectionBody())).uuid;
  });

  it('public screens: landing, login, complaint form (empty and refused), not found, verification', async () => {
    const page = await newPage({ viewport });
    const found: string[] = [];
    await page.goto('/');
    await visible(page.getByRole('link', { name: MSG.landing.report }));
    found.push(...(await axe(page, 'landing')));
    await page.goto('/login');
    await visible(page.getByRole('button', { name: MSG.login.submit }));
    found.push(...(await axe(page, 'login')));
    // A visible focus ring: at least 2 px, on a field reached with the keyboard.
    await page.getByLabel(MSG.login.account, { exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    const complaint = new ComplaintPage(page);
    await complaint.goto();
    found.push(...(await axe(page, 'reclamo')));
    await complaint.submitButton.click();
    // An invalid submit moves focus to the first thing to correct: the photo, as the message says.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(MSG.complaintForm.uploadImage);
    found.push(...(await axe(page, 'reclamo refused')));
    // The notices' region has a Spanish name too.
    await page.getByRole('region', { name: MSG.ui.notices, includeHidden: true }).waitFor({ state: 'attached' });
    expect(await page.locator('[aria-label^="Notifications"]').count()).toBe(0);
    await page.goto('/nada');
    await visible(page.getByRole('heading', { name: MSG.notFound.title }));
    found.push(...(await axe(page, 'not found')));
    await page.goto(`/verificar/${uuid}`);
    await page.waitForLoadState('networkidle');
    found.push(...(await axe(page, 'verificar')));
    expect(found).toEqual([]);
  });

  it('staff screens and their dialogs', async () => {
    const page = await newPage({ viewport, session: await adminLogin() });
    const found: string[] = [];
    await page.goto('/navegador');
    await page.getByTestId('current-user').waitFor();
    found.push(...(await axe(page, 'principal')));

    const users = new UsersPage(page);
    await users.goto();
    found.push(...(await axe(page, 'usuarios')));
    await users.openCreate();
    found.push(...(await axe(page, 'nuevo usuario')));
    await page.keyboard.press('Escape');
    await users.rowButton('admin', MSG.users.edit).click();
    await visible(users.dialog(MSG.users.editTitle));
    found.push(...(await axe(page, 'modificar usuario')));
    await page.keyboard.press('Escape');
    await users.rowButton('admin', MSG.users.changePassword).click();
    await visible(users.dialog(MSG.users.passwordPrompt));
    found.push(...(await axe(page, 'cambiar password')));
    await page.keyboard.press('Escape');

    const reports = new ReportsPage(page);
    await reports.goto();
    found.push(...(await axe(page, 'reporte')));

    const inspections = new InspectionsPage(page);
    await inspections.goto();
    found.push(...(await axe(page, 'inspeccion')));
    // A hovered solid button keeps its contrast (axe reads the styles of the moment).
    await page.getByRole('button', { name: MSG.inspections.screen.register, exact: true }).hover();
    found.push(...(await axe(page, 'inspeccion, REGISTRAR hovered')));
    await inspections.openRegister();
    found.push(...(await axe(page, 'registrar inspeccion')));
    await page.keyboard.press('Escape');

    const map = new PositionMapPage(page);
    await map.goto({ waitForLive: false });
    found.push(...(await axe(page, 'posicion')));
    // MapLibre's own names in Spanish (its 'locale' option), not 'Map', 'Zoom in', 'Zoom out'.
    for (const english of ['Map', 'Zoom in', 'Zoom out', 'Toggle attribution']) expect(await page.locator(`[aria-label="${english}"]`).count(), english).toBe(0);
    await visible(page.getByRole('button', { name: 'Acercar' }));
    expect(found).toEqual([]);
  });

  it('the inspector: own inspection edit dialog', async () => {
    const page = await newPage({ viewport, session: await apiLogin(inspector.user.name, inspector.password) });
    const inspections = new InspectionsPage(page);
    await inspections.goto();
    // Other files register inspections of other inspectors today too: this inspector's own row.
    const row = inspections.table.locator(`tbody tr[data-uuid="${uuid}"]`);
    await visible(row);
    await inspections.editButton(row).click();
    await visible(inspections.editDialog);
    expect(await axe(page, 'modificar inspeccion')).toEqual([]);
  });
});
