import type { FastifyReply } from 'fastify';
import type { AttemptLimiter } from '../platform/limits/attempt-limiter.ts';
import type { GrowingDelay } from '../platform/limits/growing-delay.ts';
import type { HashGate } from '../platform/limits/hash-gate.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

export interface AttemptKey {
  key: string;
  max: number;
}

export interface ThrottleDeps {
  limiter: AttemptLimiter;
  gate: HashGate;
  /** The sign-in slow-down per account, whatever the address (growing-delay.ts). */
  slowdown: GrowingDelay;
}

export interface ThrottledAttempt {
  /** The caller's client key (clientKey): its hashes running at once are capped. */
  client: string;
  /** Fixed-window counters, each with its maximum. */
  keys: AttemptKey[];
  /** A key slowed down by a growing wait once its free attempts are used (the account signed in to). */
  slowed?: string;
}

function tooMany(reply: FastifyReply, seconds: number, message: string): HttpError {
  reply.header('Retry-After', String(seconds));
  return new HttpError(429, message);
}

/**
 * Runs a password check only when a hashing slot is free for this client, every key's attempt
 * could be reserved first and the slowed key's wait is over; otherwise 429 with Retry-After,
 * before any hashing. An attempt refused for the slowed key's wait gives its reservations back
 * (it was not evaluated: an owner retrying during somebody else's guessing does not lock their own
 * address). The attempts stay counted: the caller releases them (or resets a key) when the
 * password was right.
 */
export async function throttledPasswordCheck(
  deps: ThrottleDeps,
  reply: FastifyReply,
  attempt: ThrottledAttempt,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const leave = deps.gate.tryEnter(attempt.client);
  if (!leave) throw tooMany(reply, 1, AUTH_MSG.signIn.busy);
  try {
    let wait = 0;
    for (const { key, max } of attempt.keys) wait = Math.max(wait, await deps.limiter.reserve(key, max));
    if (wait === 0 && attempt.slowed !== undefined) {
      wait = await deps.slowdown.take(attempt.slowed);
      if (wait > 0) for (const { key } of attempt.keys) await deps.limiter.release(key);
    }
    if (wait > 0) throw tooMany(reply, wait, AUTH_MSG.signIn.tooManyAttempts(Math.ceil(wait / 60)));
    return await check();
  } finally {
    leave();
  }
}
