// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type EndpointName } from '@reclamos/shared-types/endpoint-routes';
import { CAPABILITIES } from '@reclamos/shared-types/permissions';
import { call, sendsSession } from './call.ts';
import { TOKEN_KEY } from './token-storage.ts';

/** The Authorization header of the one request `run` makes, with a staff token stored. */
async function authorizationOf(run: () => Promise<unknown>): Promise<string | null> {
  localStorage.setItem(TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  await run();
  const init = fetchMock.mock.calls[0]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization ?? null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sendsSession', () => {
  it('is true exactly for the endpoints whose capability needs a session', () => {
    for (const name of Object.keys(ROUTES) as EndpointName[]) {
      const capability: keyof typeof CAPABILITIES | null = ROUTES[name].capability;
      const needs = capability !== null && !('anonymous' in CAPABILITIES[capability]);
      expect(sendsSession(name), name).toBe(needs);
    }
  });

  it('follows the caller who asks for the session on an endpoint anyone may call', () => {
    expect(sendsSession('delito', { withSession: true })).toBe(true);
  });
});

describe('call', () => {
  it("keeps a staff member's token away from the public form's calls", async () => {
    expect(await authorizationOf(() => call('searchpersona', { body: { cedula: '12345' } }))).toBeNull();
    expect(await authorizationOf(() => call('delito', {}))).toBeNull();
  });

  it('sends the token to a signed-in endpoint', async () => {
    expect(await authorizationOf(() => call('listUsers'))).toBe('Bearer staff-token');
  });
});
