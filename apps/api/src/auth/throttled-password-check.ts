import type { FastifyReply } from 'fastify';
import type { AttemptLimiter } from '../platform/limits/attempt-limiter.ts';
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
}

function tooMany(reply: FastifyReply, seconds: number, message: string): HttpError {
  reply.header('Retry-After', String(seconds));
  return new HttpError(429, message);
}

/**
 * Runs a password check only when a hashing slot is free for this address and every key's attempt
 * could be reserved first; otherwise 429 with Retry-After, before any hashing. The attempts stay
 * counted: the caller releases them (or resets a key) when the password was right.
 */
export async function throttledPasswordCheck(
  deps: ThrottleDeps,
  reply: FastifyReply,
  address: string,
  keys: AttemptKey[],
  check: () => Promise<boolean>,
): Promise<boolean> {
  const leave = deps.gate.tryEnter(address);
  if (!leave) throw tooMany(reply, 1, AUTH_MSG.signIn.busy);
  try {
    let wait = 0;
    for (const { key, max } of keys) wait = Math.max(wait, await deps.limiter.reserve(key, max));
    if (wait > 0) throw tooMany(reply, wait, AUTH_MSG.signIn.tooManyAttempts(Math.ceil(wait / 60)));
    return await check();
  } finally {
    leave();
  }
}
