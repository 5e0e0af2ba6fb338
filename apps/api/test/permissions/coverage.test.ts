import { describe, expect, it } from 'vitest';
import { API_BASE, ROUTES } from '@reclamos/shared-types/endpoint-routes';
import { AUTHORITY_ROUTES } from './authority-routes.ts';
import { CORE_ROUTES } from './core-routes.ts';
import { OPERATIONS_ROUTES } from './operations-routes.ts';
import { POSITIONS_ROUTES } from './positions-routes.ts';
import { SOS_ROUTES } from './sos-routes.ts';

/** Each matrix row's endpoint as 'METHOD /api/path', a query the row adds left off. */
const rows = [CORE_ROUTES, AUTHORITY_ROUTES, POSITIONS_ROUTES, OPERATIONS_ROUTES, SOS_ROUTES].flatMap((table) =>
  Object.keys(table).map((name) => name.replace(/\?.*$/, '')),
);

describe('the permission matrices', () => {
  it('have a row for every endpoint of the contract, so a new endpoint cannot ship untried', () => {
    const endpoints = Object.values(ROUTES).map((route) => `${route.method} ${API_BASE}${route.path}`);
    expect(endpoints.filter((endpoint) => !rows.includes(endpoint))).toEqual([]);
  });

  it('name only endpoints the contract has', () => {
    const endpoints = new Set(Object.values(ROUTES).map((route) => `${route.method} ${API_BASE}${route.path}`));
    expect(rows.filter((row) => !endpoints.has(row))).toEqual([]);
  });
});
