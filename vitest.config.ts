import { defineConfig } from 'vitest/config';

// Three tiers (Immich): unit tests beside the code, API tests on a real database, browser tests
// in apps/pwa/e2e with their own config.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/pwa/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every file builds its own app on its own throwaway database, so files share no state
          // through modules: one module graph per worker halves the tier's time (the app's
          // imports are most of a file's start-up).
          isolate: false,
        },
      },
    ],
  },
});
