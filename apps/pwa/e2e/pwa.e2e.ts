import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { LayoutPage } from './pages/layout-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { adminLogin } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/support/chromium.ts';
import { serviceWorkerReady, staffOfflineReady } from './support/complaints.ts';
import { visible } from './support/wait.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

const { newPage } = connectBrowser();

describe('content security policy', () => {
  it("runs the signed-in screens under the server's CSP without a single violation", async () => {
    const page = await newPage({ session: await adminLogin() });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto('/navegador/usuario');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await visible(page.getByRole('heading', { name: USERS_MSG.title }));
    await page.getByRole('button', { name: USERS_MSG.newUser }).click();
    await visible(page.getByRole('dialog', { name: USERS_MSG.createTitle }));
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

// The service worker precaches the whole app on install: seconds of a busy runner's time.
describe('installable PWA', { timeout: 60_000 }, () => {
  it('serves a manifest that Chromium finds installable', async () => {
    // Chromium never calls an incognito profile installable, and every context of the shared
    // browser is one: this test alone runs in a persistent profile of its own.
    const profile = await mkdtemp(path.join(tmpdir(), 'reclamos-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: inject('baseURL'),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await serviceWorkerReady(page);
      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({ lang: 'es-BO', start_url: '/', scope: '/', display: 'standalone' });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('renders the shell offline once the service worker is active', async () => {
    const page = await newPage({ serviceWorkers: true });
    await page.goto('/');
    await serviceWorkerReady(page);
    await page.context().setOffline(true);
    await page.reload();
    await visible(page.getByRole('link', { name: MSG.landing.report }));
    await page.goto('/login');
    await visible(new LoginPage(page).title);
  });

  it('keeps a signed-in user in the layout offline (cached user, /api/me unreachable)', async () => {
    const session = await adminLogin();
    const page = await newPage({ serviceWorkers: true, session });
    await page.goto('/navegador');
    await serviceWorkerReady(page);
    await page.context().setOffline(true);
    await page.reload();
    const layout = new LayoutPage(page);
    await visible(layout.currentUser.filter({ hasText: session.user.nombre }));
    await visible(page.getByText(MSG.pwa.offline, { exact: true }));
  });
});

describe('code split by audience', () => {
  /** The script files a page fetched, by base name (hash included). */
  function scriptsOf(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const pathname = new URL(request.url()).pathname;
      if (pathname.endsWith('.js')) scripts.push(path.basename(pathname));
    });
    return scripts;
  }

  it("a citizen's /reclamo fetches none of the staff screens; a signed-in user fetches them ahead of need", async () => {
    const citizen = await newPage();
    const citizenScripts = scriptsOf(citizen);
    await citizen.goto('/reclamo');
    await visible(citizen.getByRole('button', { name: COMPLAINTS_MSG.form.submit }));
    await citizen.waitForLoadState('networkidle');
    expect(citizenScripts.filter((name) => /^(LoginPage|MainLayout|UsersPage|ReportsPage|exceljs)/.test(name))).toEqual([]);

    const staff = await newPage({ session: await adminLogin() });
    const staffScripts = scriptsOf(staff);
    await staff.goto('/reclamo');
    await visible(staff.getByRole('button', { name: COMPLAINTS_MSG.form.submit }));
    await expect.poll(() => staffScripts.filter((name) => /^(MainLayout|UsersPage|ReportsPage)-/.test(name)).length).toBe(3);
  });

  /** Every path the page's service worker caches hold. */
  function cachedPaths(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
  }

  it(
    "a citizen's first visit precaches the public pages only; a sign-in brings every staff file into the cache",
    { timeout: 90_000 },
    async () => {
      const citizen = await newPage({ serviceWorkers: true });
      await citizen.goto('/reclamo');
      await serviceWorkerReady(citizen);
      const citizenCache = await cachedPaths(citizen);
      expect(citizenCache.some((file) => /\/assets\/index-[^/]+\.js$/.test(file))).toBe(true);
      expect(citizenCache.some((file) => /\/assets\/LoginPage-/.test(file))).toBe(true);
      expect(
        citizenCache.filter((file) => /MainLayout|UsersPage|InspectionsPage|share-sheet|html2canvas|DejaVu|icon-512/.test(file)),
      ).toEqual([]);

      const staff = await newPage({ serviceWorkers: true, session: await adminLogin() });
      await staff.goto('/navegador');
      await staffOfflineReady(staff);
      const listed = (await (await staff.request.get('/staff-assets.json')).json()) as string[];
      expect(
        listed.filter((file) => /MainLayout|InspectionsPage|share-sheet|DejaVuSansCondensed/.test(file)).length,
      ).toBeGreaterThanOrEqual(4);
      const staffCache = await cachedPaths(staff);
      expect(listed.filter((file) => !staffCache.includes(file))).toEqual([]);
    },
  );

  it('explains in Spanish, with a way to retry, when a screen cannot be fetched', async () => {
    const page = await newPage();
    await page.route(/\/assets\/LoginPage-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await visible(page.getByRole('heading', { name: MSG.routeError.title }));
    await visible(page.getByText(MSG.routeError.body));
    await page.unroute(/\/assets\/LoginPage-[^/]+\.js$/);
    await page.getByRole('button', { name: MSG.routeError.reload }).click();
    await visible(page.getByRole('button', { name: AUTH_MSG.login.submit }));
  });
});
