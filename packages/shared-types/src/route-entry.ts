import type { Capability } from './permissions.ts';

/**
 * Where one endpoint lives and who may call it. Paths are relative to the API base `/api` and use
 * Fastify's `:param` syntax. `capability` null: anyone, no token looked at (the route itself may
 * still check something, as `metrics` checks its token). `limit: 'public'`: the per-address rate
 * limit of the public calls (PUBLIC_RATE_LIMIT_PER_MINUTE).
 */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/${string}`;
  capability: Capability | null;
  limit?: 'public';
}
