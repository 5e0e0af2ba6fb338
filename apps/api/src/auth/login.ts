import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/http-error.ts';
import { throttledPasswordCheck } from './throttled-password-check.ts';
import { newToken } from '../platform/sessions/tokens.ts';
import { accountKey } from '../users/users-repository.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

/**
 * Throttled by account and address together (so nobody locks an account from elsewhere) and by
 * address alone. Unknown, wrong, inactive and deleted all answer the same 401 after the same work.
 */
const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.login;

  defineRoute(app, 'login', async (request, reply) => {
    const { name, password } = request.body;
    const accountAtAddress = `login:account:${accountKey(name)}|${request.ip}`;
    const address = `login:address:${request.ip}`;
    const found = await app.users.findForLogin(name);
    // Attempts are counted before hashing and hashes are capped (lib/throttled-password-check.ts).
    const valid = await throttledPasswordCheck(
      app.loginThrottle,
      reply,
      request.ip,
      [
        { key: address, max: limits.maxFailuresPerAddress },
        { key: accountAtAddress, max: limits.maxFailuresPerAccount },
      ],
      () => (found ? app.passwords.verify(password, found.passwordHash) : app.passwords.verifyAgainstNothing(password)),
    );
    if (!found || !valid || found.user.estado !== 'ACTIVO') throw new HttpError(401, AUTH_MSG.signIn.invalidCredentials);

    await app.loginLimiter.reset(accountAtAddress);
    await app.loginLimiter.release(address);
    const token = newToken();
    const expiresAt = await app.sessions.create(found.user.id, token, app.config.sessionTtlHours * 3600_000);
    return { user: found.user, token, expiresAt: new Date(expiresAt).toISOString() };
  });
};

export default loginRoute;
