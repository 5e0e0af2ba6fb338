import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/support/chromium.ts';
import { DESKTOP } from './environment.ts';

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Starts the page signed in with this session (token and user in localStorage). */
  session?: LoginResponse;
  /** Service workers are blocked unless a test is about them (keeps the other tests fast). */
  serviceWorkers?: boolean;
  /** Grants geolocation and reports this position (change it later with context.setGeolocation). */
  geolocation?: { latitude: number; longitude: number; accuracy?: number };
}

/**
 * Launches this test file's own Chromium; each `newPage` gets a fresh context (its own storage),
 * closed after the test. A browser per file, driven directly: through one shared browser server
 * every protocol message crossed the runner's main process, and a new page cost ~1.3 s instead
 * of ~0.5 s on a 2-core machine.
 */
export function connectBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('the browser is not connected yet');
    const context = await browser.newContext({
      baseURL,
      viewport: options.viewport ?? DESKTOP,
      locale: 'es-BO',
      timezoneId: 'America/La_Paz',
      serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
      ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
    });
    if (options.session) await context.addInitScript(seedSession, { origin: new URL(baseURL).origin, session: options.session });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    return context.newPage();
  }

  return { baseURL, newPage };
}

/**
 * Signs the context in as the app itself would have (token and user in localStorage), once, on
 * the first document of the app's origin: an init script instead of Playwright's storageState,
 * which opens and navigates a page of its own to set localStorage (~0.6 s per context). Seeded
 * once, so signing out in a test stays signed out.
 */
function seedSession({ origin, session }: { origin: string; session: LoginResponse }): void {
  if (window.location.origin !== origin || localStorage.getItem('e2e:session-seeded')) return;
  localStorage.setItem('e2e:session-seeded', '1');
  localStorage.setItem('tokenReclamo', session.token);
  localStorage.setItem('usuarioReclamo', JSON.stringify(session.user));
}
