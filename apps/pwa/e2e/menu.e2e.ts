import { describe, expect, it } from 'vitest';
import type { Role } from '@reclamos/shared-types/roles';
import { LayoutPage } from './pages/layout-page.ts';
import { adminLogin, apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { gone, settle, visible, waitForPath } from './support/wait.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { MSG } from '@reclamos/shared-types/messages';

const { newPage } = connectBrowser();

/** The authority's screens; 'Auditoría' is the principal administrator's only. */
const AUTHORITY = ['Vehículos', 'Infracciones', 'Listas'];
const ALL = ['Principal', 'Usuarios', 'Reporte', 'Inspecion', 'Posicion Personal', ...AUTHORITY, 'Auditoría'];
const OTHER_ADMIN = ALL.filter((label) => label !== 'Auditoría');
const EXPECTED_MENU: Record<Exclude<Role, 'ADMINISTRADOR'>, string[]> = {
  USUARIO: ['Principal', 'Reporte', 'Inspecion', 'Posicion Personal', 'Vehículos'],
  INSPECTOR: ['Principal', 'Inspecion'],
  CHOFER: ['Principal'],
};

async function signedInAs(rol: Role, viewport = DESKTOP) {
  const { user, password } = await createTestUser(rol);
  const page = await newPage({ viewport, session: await apiLogin(user.name, password) });
  await page.goto('/navegador');
  return { page, layout: new LayoutPage(page), user };
}

describe("the 'Opciones' menu per role", () => {
  it('shows every entry to the principal admin (id 1), Principal highlighted', async () => {
    const page = await newPage({ session: await adminLogin() });
    await page.goto('/navegador');
    const layout = new LayoutPage(page);
    expect(await layout.menuLabels()).toEqual(ALL);
    expect(await layout.menuEntry('Principal').getAttribute('aria-current')).toBe('page');
    await layout.menuEntry('Reporte').click();
    await waitForPath(page, '/navegador/reporte');
    await expect.poll(() => layout.menuEntry('Reporte').getAttribute('aria-current')).toBe('page');
    expect(await layout.menuEntry('Principal').getAttribute('aria-current')).toBeNull();
    await visible(page.getByText(CASES_STAFF_MSG.report.listTitle));
  });

  it.each(Object.entries(EXPECTED_MENU))('shows %s only its entries', async (rol, expected) => {
    const { layout } = await signedInAs(rol as Role);
    expect(await layout.menuLabels()).toEqual(expected);
  });

  it("keeps 'Infracciones', 'Listas' and 'Auditoría' from a USUARIO, whose addresses send them back", async () => {
    const { page, layout } = await signedInAs('USUARIO');
    const labels = await layout.menuLabels();
    for (const label of ['Infracciones', 'Listas', 'Auditoría']) expect(labels).not.toContain(label);
    for (const path of ['/navegador/infracciones', '/navegador/listas', '/navegador/auditoria']) {
      await page.goto(path);
      await waitForPath(page, '/navegador');
    }
  });

  it("shows 'Usuarios' to another ADMINISTRADOR, but opening it sends them to '/'", async () => {
    const { page, layout } = await signedInAs('ADMINISTRADOR');
    expect(await layout.menuLabels()).toEqual(OTHER_ADMIN);
    await layout.menuEntry('Usuarios').click();
    await waitForPath(page, '/');
    await visible(page.getByRole('link', { name: MSG.landing.report }));
  });
});

describe('menu by screen width', () => {
  it('is a closed drawer on a 360×640 phone, opened by the toggle and closed after choosing', async () => {
    const { page, layout } = await signedInAs('USUARIO', PHONE);
    await visible(layout.toggleButton);
    expect(await layout.menu.count()).toBe(0);
    await layout.toggleButton.click();
    await visible(page.getByRole('dialog', { name: MSG.layout.drawerTitle }));
    // The spec quotes the title as 'Opciones': shown as written, not upper-cased by CSS.
    expect(await page.getByRole('heading', { name: MSG.layout.drawerTitle }).innerText()).toBe('Opciones');
    await layout.menuEntry('Inspecion').click();
    await waitForPath(page, '/navegador/inspeccion');
    await gone(layout.menu);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("shows the whole focus ring of the phone drawer's first entry, not clipped by the drawer's scrolling body", async () => {
    const { page, layout } = await signedInAs('USUARIO', PHONE);
    await layout.toggleButton.focus();
    await page.keyboard.press('Enter');
    await visible(layout.menu);
    const first = layout.menuEntry(EXPECTED_MENU.USUARIO[0]!);
    await first.focus();
    await settle(page);
    const ring = await first.evaluate((entry) => {
      const style = getComputedStyle(entry);
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      let frame = entry.parentElement;
      while (frame && getComputedStyle(frame).overflowY === 'visible') frame = frame.parentElement;
      const box = entry.getBoundingClientRect();
      const shown = frame!.getBoundingClientRect();
      const top = shown.top + frame!.clientTop;
      const left = shown.left + frame!.clientLeft;
      return {
        focusVisible: entry.matches(':focus-visible'),
        outline: style.outlineStyle,
        reach,
        ring: { top: box.top - reach, left: box.left - reach, right: box.right + reach, bottom: box.bottom + reach },
        shown: { top, left, right: left + frame!.clientWidth, bottom: top + frame!.clientHeight },
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.outline).not.toBe('none');
    expect(ring.reach).toBeGreaterThanOrEqual(2);
    expect(ring.ring.top).toBeGreaterThanOrEqual(ring.shown.top - 0.5);
    expect(ring.ring.left).toBeGreaterThanOrEqual(ring.shown.left - 0.5);
    expect(ring.ring.right).toBeLessThanOrEqual(ring.shown.right + 0.5);
    expect(ring.ring.bottom).toBeLessThanOrEqual(ring.shown.bottom + 0.5);
  });

  it('is an open side column at 1366×768 that the toggle hides and shows', async () => {
    const { layout } = await signedInAs('CHOFER', DESKTOP);
    await visible(layout.menu);
    await layout.toggleButton.click();
    await gone(layout.menu);
    await layout.toggleButton.click();
    await visible(layout.menu);
  });
});
