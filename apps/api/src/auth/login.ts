import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/http-error.ts';
import { throttledPasswordCheck } from './throttled-password-check.ts';
import { newToken } from '../platform/sessions/tokens.ts';
import { clientKey } from '../platform/limits/client-key.ts';
import { accountKey } from '../users/users-repository.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

/**
 * Throttled by account and client together (by default 10 a window: one client's guesses on one
 * account) and by client alone (50: its guesses across accounts), and slowed per account whatever
 * the client (past 10, each attempt waits 1 s, 2 s, 4 s … up to a minute: many addresses guessing
 * one account get few guesses, and its owner waits a minute at most). The client is `clientKey`
 * (an IPv6 caller by its /64). Unknown, wrong, inactive and deleted all answer the same 401 after
 * the same work.
 */
const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.login;

  defineRoute(app, 'login', async (request, reply) => {
    const { name, password } = request.body;
    const client = clientKey(request.ip);
    const account = `login:account:${accountKey(name)}`;
    const accountAtClient = `${account}|${client}`;
    const address = `login:address:${client}`;
    const found = await app.users.findForLogin(name);
    // Attempts are counted before hashing and hashes are capped (throttled-password-check.ts).
    const valid = await throttledPasswordCheck(
      app.loginThrottle,
      reply,
      {
        client,
        keys: [
          { key: address, max: limits.maxFailuresPerAddress },
          { key: accountAtClient, max: limits.maxFailuresPerAccount },
        ],
        slowed: account,
      },
      () => (found ? app.passwords.verify(password, found.passwordHash) : app.passwords.verifyAgainstNothing(password)),
    );
    if (!found || !valid || found.user.estado !== 'ACTIVO') throw new HttpError(401, AUTH_MSG.signIn.invalidCredentials);

    await app.loginLimiter.reset(accountAtClient);
    await app.loginLimiter.release(address);
    await app.loginThrottle.slowdown.reset(account);
    const token = newToken();
    const expiresAt = await app.sessions.create(found.user.id, token, app.config.sessionTtlHours * 3600_000);
    return { user: found.user, token, expiresAt: new Date(expiresAt).toISOString() };
  });
};

export default loginRoute;
