import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { LoginResponse } from '@reclamos/shared-types/schemas/auth';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from './environment.ts';

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
      storageState: options.session ? sessionState(baseURL, options.session) : undefined,
      ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
    });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    return context.newPage();
  }

  return { baseURL, newPage };
}

function sessionState(origin: string, session: LoginResponse) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'tokenReclamo', value: session.token },
          { name: 'usuarioReclamo', value: JSON.stringify(session.user) },
        ],
      },
    ],
  };
}
