import { mkdir } from 'node:fs/promises';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '@reclamos/shared-types/messages';
import { LayoutPage } from './pages/layout-page.ts';
import { UsersPage } from './pages/users-page.ts';
import { adminLogin } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { visible } from './support/wait.ts';

const { newPage } = connectBrowser();

/** Screenshots of the main screens for a person to look at (apps/pwa/e2e/screenshots/, ignored by git). */
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('screenshots at %s size', (label, viewport) => {
  const shoot = async (page: Page, name: string) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.waitForTimeout(350); // let dialog and drawer animations settle
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${label}.png`, fullPage: false });
  };

  it('landing, login and not found', async () => {
    const page = await newPage({ viewport });
    await page.goto('/');
    await visible(page.getByRole('link', { name: MSG.landing.report }));
    await shoot(page, 'landing');
    await page.goto('/login');
    await visible(page.getByRole('button', { name: MSG.login.submit }));
    await shoot(page, 'login');
    await page.goto('/nada');
    await visible(page.getByRole('heading', { name: MSG.notFound.title }));
    await shoot(page, 'not-found');
  });

  it('principal, menu, users table and dialogs', async () => {
    const page = await newPage({ viewport, session: await adminLogin() });
    await page.goto('/navegador');
    const layout = new LayoutPage(page);
    await visible(layout.currentUser);
    await shoot(page, 'principal');
    if (label === 'phone') {
      await layout.toggleButton.click();
      await visible(layout.menu);
      await shoot(page, 'menu-open');
    }
    const users = new UsersPage(page);
    await users.goto();
    await shoot(page, 'users');
    await users.openCreate();
    await shoot(page, 'user-create');
    await page.keyboard.press('Escape');
    await users.rowButton('admin', MSG.users.edit).click();
    await visible(users.dialog(MSG.users.editTitle));
    await shoot(page, 'user-edit');
    await page.keyboard.press('Escape');
    await layout.openChangeOwnPassword();
    await visible(page.getByRole('dialog', { name: MSG.ownPassword.title }));
    await shoot(page, 'own-password');
  });
});
