import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN_NAME, startApi, type RunningApi } from '../../support/api-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium.ts';
import { ZONE } from '../support/days.ts';
import type { BenchPartContext } from '../support/parts.ts';
import { buildPwaIfMissing } from '../support/pwa-build.ts';

/**
 * The PWA side of the inspections bench, in headless Chromium against the real API (its own
 * process, SQLite in a temporary directory, serving the built PWA as in the browser tests): an
 * inspector signed in on the inspections screen, for the sync part (sync.ts) and the control
 * sheet part (sheet.ts), each in a session of its own.
 */

/** The administrator's password of the API this bench starts. */
const ADMIN_PASSWORD = 'bench-admin-password';

/** A call to the bench's API from Node; throws on any answer but 2xx. */
export async function api(baseURL: string, pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseURL}/api/${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

interface Account {
  token: string;
  user: { id: number; nombre: string };
}

async function login(baseURL: string, name: string, password: string): Promise<Account> {
  return (await api(baseURL, 'login', { method: 'POST', body: { name, password } })) as Account;
}

export interface InspectorSession {
  baseURL: string;
  admin: Account;
  inspector: Account;
  browserContext: BrowserContext;
  /** The inspections screen (or BENCH_SYNC_PATH), open for a second already. */
  page: Page;
  /** Whether this run built apps/pwa/dist (else it serves the existing build). */
  built: boolean;
}

/**
 * Builds the PWA if there is none, starts the API and Chromium, creates an inspector and opens
 * the inspections screen signed in as them; `work` measures; everything is closed afterwards.
 */
export async function withInspectorPage(context: BenchPartContext, work: (session: InspectorSession) => Promise<void>): Promise<void> {
  const built = buildPwaIfMissing('inspections PWA');
  let server: RunningApi | null = null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    server = await startApi(context.tempDir(), ADMIN_PASSWORD);
    const { baseURL } = server;
    const admin = await login(baseURL, ADMIN_NAME, ADMIN_PASSWORD);
    const name = `benchinsp${Date.now().toString(36)}`;
    await api(baseURL, 'user', {
      method: 'POST',
      token: admin.token,
      body: { nombre: 'INSPECTOR DE BENCH', name, email: `${name}@bench.invalid`, rol: 'INSPECTOR', password: `clave-${name}` },
    });
    const inspector = await login(baseURL, name, `clave-${name}`);
    const browserContext = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      locale: 'es-BO',
      timezoneId: ZONE,
      viewport: { width: 360, height: 640 },
      acceptDownloads: true,
      storageState: {
        cookies: [],
        origins: [
          {
            origin: baseURL,
            localStorage: [
              { name: 'tokenReclamo', value: inspector.token },
              { name: 'usuarioReclamo', value: JSON.stringify(inspector.user) },
            ],
          },
        ],
      },
    });
    const page = await browserContext.newPage();
    page.on('console', (message) => {
      if (process.env.BENCH_DEBUG || message.type() === 'error') console.warn(`page: ${message.type()} ${message.text()}`);
    });
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    // The inspector waits on the inspections screen (its table follows the outbox live);
    // BENCH_SYNC_PATH=/navegador measures the engine alone.
    await page.goto(process.env.BENCH_SYNC_PATH ?? '/navegador/inspeccion');
    await page.locator('main').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);

    await work({ baseURL, admin, inspector, browserContext, page, built });
    await browserContext.close();
  } finally {
    await browser.close();
    await server?.stop();
  }
}
