import { describe, expect, it } from 'vitest';
import { LayoutPage } from './pages/layout-page.ts';
import { UsersPage } from './pages/users-page.ts';
import { adminLogin } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { visible } from './support/wait.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

const { newPage } = connectBrowser();

/**
 * The signed-in layout's screens, each opened once and looked at in every size (screenshots,
 * axe-core, no sideways scrolling): Principal, the phone menu, users and its dialogs, one's own
 * password.
 */
describe('layout and users screens at every size', { timeout: 240_000 }, () => {
  it('Principal, the menu, users and its dialogs, one’s own password', async () => {
    const page = await newPage({ viewport: DESKTOP, session: await adminLogin() });
    const pass = new ScreenPass(page);
    const layout = new LayoutPage(page);
    await page.goto('/navegador');
    await visible(layout.currentUser);
    await pass.look('principal');
    await page.setViewportSize(PHONE);
    // Opened from the keyboard, focus on the first entry: the screenshot shows its whole focus ring.
    await layout.toggleButton.focus();
    await page.keyboard.press('Enter');
    await visible(layout.menu);
    await layout.menuEntry('Principal').focus();
    await pass.look('menu-open', { sizes: ['phone'], checkedSizes: ['phone'] });
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);

    const users = new UsersPage(page);
    await users.goto();
    await pass.look('usuarios');
    await users.openCreate();
    await pass.look('usuario-nuevo');
    await page.keyboard.press('Escape');
    await users.rowButton('admin', USERS_MSG.edit).click();
    await visible(users.dialog(USERS_MSG.editTitle));
    await pass.look('usuario-modificar');
    await page.keyboard.press('Escape');
    await users.rowButton('admin', USERS_MSG.changePassword).click();
    await visible(users.dialog(USERS_MSG.passwordPrompt));
    await pass.look('usuario-password');
    await page.keyboard.press('Escape');
    await layout.openChangeOwnPassword();
    await visible(page.getByRole('dialog', { name: AUTH_MSG.ownPassword.title }));
    await pass.look('mi-password');
    expect(pass.findings).toEqual([]);
  });
});
