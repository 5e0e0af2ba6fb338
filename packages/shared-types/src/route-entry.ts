import type { Capability } from './permissions.ts';

/**
 * Where one endpoint lives and who may call it. Paths are relative to the API base `/api` and use
 * Fastify's `:param` syntax. `capability` null: anyone, no token looked at (the route itself may
 * still check something, as `metrics` checks its token). `limit: 'public'`: the per-address rate
 * limit of the public calls (PUBLIC_RATE_LIMIT_PER_MINUTE). `errors: 'open311'`: the route's refusals
 * take Open311 GeoReport v2's shape `[{code, description}]` (its clients read that), not `{message}`.
 */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/${string}`;
  capability: Capability | null;
  limit?: 'public';
  errors?: 'open311';
}
