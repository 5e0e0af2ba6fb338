import type { TestApp } from '../support/test-app.ts';
import { adminToken, createUser, login } from '../support/session.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { fuzzApp, type FuzzReport } from './run.ts';

/** The callers: anonymous and one of each role, signed in again before each route (a fuzzed logout may end a session). */
export async function fuzzWith(t: TestApp, perRoute: number, seed: number): Promise<FuzzReport> {
  const admin = await adminToken(t.app);
  const users = await Promise.all(
    (['ADMINISTRADOR', 'USUARIO', 'INSPECTOR', 'CHOFER'] as const).map((rol) => createUser(t.app, admin, rol)),
  );
  const victim = await createUser(t.app, admin, 'CHOFER');
  const photo = await jpegWithMetadata(64, 48);
  return fuzzApp(t.app, {
    perRoute,
    seed,
    photo,
    ids: [1, victim.id, 999999],
    callers: async () => {
      const tokens: Record<string, string | null> = { anónimo: null, principal: await adminToken(t.app) };
      for (const user of users) tokens[user.rol] = (await login(t.app, user.name, user.password)).token;
      return tokens;
    },
  });
}
