import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../platform/http/http-error.ts';
import { throttledPasswordCheck } from './throttled-password-check.ts';
import { clientKey } from '../platform/limits/client-key.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { MSG } from '@reclamos/shared-types/messages';

/**
 * The signed-in user's current password, required before they change their own password from
 * anywhere (a stolen session must not be enough to take the account over). Counted and capped
 * like a sign-in (throttled-password-check.ts).
 */
export async function assertOwnCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  currentPassword: string | undefined,
): Promise<void> {
  const user = request.user;
  if (!user) throw new HttpError(401, MSG.session.required);
  if (!currentPassword) throw new HttpError(400, AUTH_MSG.ownPassword.currentRequired);
  const currentHash = await app.users.passwordHashOf(user.id);
  const attempts = `password:user:${user.id}`;
  const valid = await throttledPasswordCheck(
    app.loginThrottle,
    reply,
    { client: clientKey(request.ip), keys: [{ key: attempts, max: app.config.login.maxFailuresPerAccount }] },
    () => (currentHash ? app.passwords.verify(currentPassword, currentHash) : app.passwords.verifyAgainstNothing(currentPassword)),
  );
  if (!currentHash || !valid) throw new HttpError(400, AUTH_MSG.ownPassword.wrongCurrent);
  await app.loginLimiter.reset(attempts);
}
