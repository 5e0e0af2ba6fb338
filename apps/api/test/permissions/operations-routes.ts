import type { PrincipalKind } from './principals.ts';

/**
 * The operations routes and what every kind of caller gets. GET metrics is not guarded by a
 * session: with METRICS_TOKEN set (as matrix-operations.test.ts sets it) only that token opens it,
 * so every principal, signed in or not, gets 403; appConfig (the server's time zone) is public.
 */
export const OPERATIONS_ROUTES: Record<string, { url: string; expected: (kind: PrincipalKind) => number }> = {
  'GET /api/metrics': { url: '/api/metrics', expected: () => 403 },
  'GET /api/appConfig': { url: '/api/appConfig', expected: () => 200 },
};
