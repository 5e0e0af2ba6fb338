import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the real API (spawned by support/global-setup.ts) serving the built PWA
 * (apps/pwa/dist, built before this runs), driven by one headless Chromium shared by all files.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is shorter than a sync round trip takes on a loaded 2-core
    // runner with three files in parallel: a poll waits as long as a locator does.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: true,
    maxWorkers: 3,
    // Files in one worker share its module cache: each file imported playwright-core and the
    // shared types afresh (~2.7 s of a saturated 2-core runner per file, 105 s in all). No file
    // mocks a module or stubs a global, and each file still launches its own Chromium.
    isolate: false,
  },
});
