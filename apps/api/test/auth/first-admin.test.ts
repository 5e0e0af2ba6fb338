import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { login } from '../support/session.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

/** README: without ADMIN_PASSWORD the first start creates 'admin' with a random password printed once. */
describe('the first start without ADMIN_PASSWORD', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it("prints the administrator's random password once, in Spanish, and that password signs in", async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    t = await buildTestApp('sqlite', { ADMIN_PASSWORD: '' });
    vi.restoreAllMocks();
    const lines = printed.filter((chunk) => chunk.includes('Administrador creado'));
    expect(lines).toHaveLength(1);
    const password = /Contraseña: (\S+)/.exec(lines[0] ?? '')?.[1] ?? '';
    expect(lines[0]).toBe(AUTH_MSG.firstAdmin.printed(1, password));
    expect(password.length).toBeGreaterThanOrEqual(12);
    const session = await login(t.app, 'admin', password);
    expect(session.user).toMatchObject({ id: 1, name: 'admin', nombre: AUTH_MSG.firstAdmin.name, rol: 'ADMINISTRADOR' });
  });
});
