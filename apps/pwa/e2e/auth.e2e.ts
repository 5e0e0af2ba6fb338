import { describe, expect, it } from 'vitest';
import { LayoutPage } from './pages/layout-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { toast } from './pages/toasts.ts';
import { adminLogin, apiCall, apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { ADMIN_NAME, ADMIN_PASSWORD } from './support/environment.ts';
import { visible, waitForPath } from './support/wait.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

const { newPage } = connectBrowser();

describe('login page', () => {
  it('signs in, greets with Bienvenido and lands on /navegador', async () => {
    const page = await newPage();
    const login = new LoginPage(page);
    await login.goto();
    await visible(login.title);
    await login.signIn(ADMIN_NAME, ADMIN_PASSWORD);
    await visible(toast(page, 'success', AUTH_MSG.login.welcome));
    await waitForPath(page, '/navegador');
    await visible(new LayoutPage(page).currentUser.filter({ hasText: 'Administrador' }));
    expect(await page.evaluate(() => localStorage.getItem('tokenReclamo'))).toBeTruthy();
  });

  it("shows the server's message when the password is wrong", async () => {
    const page = await newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(ADMIN_NAME, 'not-the-password');
    await visible(toast(page, 'error', AUTH_MSG.signIn.invalidCredentials));
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('toggles the password between hidden and shown', async () => {
    const page = await newPage();
    await page.goto('/login');
    const field = page.getByLabel(AUTH_MSG.login.password, { exact: true });
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: AUTH_MSG.login.showPassword }).click();
    await expect.poll(() => field.getAttribute('type')).toBe('text');
  });
});

describe('guards and routes', () => {
  it('sends a visitor who is not signed in from /navegador to /login', async () => {
    const page = await newPage();
    await page.goto('/navegador');
    await waitForPath(page, '/login');
    await visible(new LoginPage(page).title);
  });

  it('sends a signed-in user from /login to /navegador', async () => {
    const page = await newPage({ session: await adminLogin() });
    await page.goto('/login');
    await waitForPath(page, '/navegador');
  });

  it.each(['usuario', 'reporte', 'inspeccion', 'posicion'])('redirects top-level /%s under /navegador', async (segment) => {
    const page = await newPage({ session: await adminLogin() });
    await page.goto(`/${segment}`);
    await waitForPath(page, `/navegador/${segment}`);
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await newPage();
    const response = await page.goto('/no-existe/esta-ruta');
    expect(response?.status()).toBe(200);
    await visible(page.getByRole('heading', { name: MSG.notFound.title }));
    await page.getByRole('link', { name: MSG.notFound.home }).click();
    await waitForPath(page, '/');
  });

  it('drops a stale token (GET /api/me answers 401) and lands on /login', async () => {
    const session = await adminLogin();
    await apiCall('logout', { method: 'POST', token: session.token });
    const page = await newPage({ session });
    await page.goto('/navegador');
    await waitForPath(page, '/login');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tokenReclamo'))).toBeNull();
  });

  it('offers both ways in on the landing page', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: MSG.landing.report }).click();
    await waitForPath(page, '/reclamo');
    await visible(page.getByRole('heading', { level: 1, name: COMPLAINTS_MSG.form.title }));
    await page.goto('/');
    await page.getByRole('link', { name: MSG.landing.signIn }).click();
    await waitForPath(page, '/login');
  });
});

describe('session actions', () => {
  it('signs out: the token is revoked on the server and the user is back on /login', async () => {
    const session = await adminLogin();
    const page = await newPage({ session });
    await page.goto('/navegador');
    await new LayoutPage(page).signOut();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('tokenReclamo'))).toBeNull();
    expect((await apiCall('me', { token: session.token })).status).toBe(401);
  });

  it('changes the own password, which then works for signing in', async () => {
    const { user, password } = await createTestUser('USUARIO', 'own');
    const page = await newPage({ session: await apiLogin(user.name, password) });
    await page.goto('/navegador');
    const layout = new LayoutPage(page);
    await layout.openChangeOwnPassword();
    const dialog = await visible(page.getByRole('dialog', { name: AUTH_MSG.ownPassword.title }));
    const newPassword = `${password}-nueva`;
    await dialog.getByLabel(AUTH_MSG.ownPassword.current, { exact: true }).fill(password);
    await dialog.getByLabel(AUTH_MSG.ownPassword.next, { exact: true }).fill(newPassword);
    await dialog.getByLabel(AUTH_MSG.ownPassword.confirm, { exact: true }).fill(`${newPassword}x`);
    await dialog.getByRole('button', { name: MSG.actions.save }).click();
    await visible(toast(page, 'error', AUTH_MSG.ownPassword.mismatch));
    await dialog.getByLabel(AUTH_MSG.ownPassword.confirm, { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: MSG.actions.save }).click();
    await visible(toast(page, 'success', AUTH_MSG.ownPassword.changed));
    await dialog.waitFor({ state: 'hidden' });
    expect((await apiCall('login', { method: 'POST', body: { name: user.name, password: newPassword } })).status).toBe(200);
  });
});
