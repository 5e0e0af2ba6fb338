import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { HttpError } from '../../lib/http-error.ts';
import { newToken } from '../../lib/tokens.ts';
import { accountKey } from '../../plugins/app/users-repository.ts';
import { defineRoute } from '../define-route.ts';

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
    const wait = Math.max(
      await app.loginLimiter.retryAfterSeconds(accountAtAddress, limits.maxFailuresPerAccount),
      await app.loginLimiter.retryAfterSeconds(address, limits.maxFailuresPerAddress),
    );
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, MSG.auth.tooManyAttempts(Math.ceil(wait / 60)));
    }

    const found = await app.users.findForLogin(name);
    const valid = found ? await app.passwords.verify(password, found.passwordHash) : await app.passwords.verifyAgainstNothing(password);
    if (!found || !valid || found.user.estado !== 'ACTIVO') {
      await app.loginLimiter.recordFailure(accountAtAddress);
      await app.loginLimiter.recordFailure(address);
      throw new HttpError(401, MSG.auth.invalidCredentials);
    }

    await app.loginLimiter.reset(accountAtAddress);
    const token = newToken();
    const expiresAt = await app.sessions.create(found.user.id, token, app.config.sessionTtlHours * 3600_000);
    return { user: found.user, token, expiresAt: new Date(expiresAt).toISOString() };
  });
};

export default loginRoute;
