import webpush from 'web-push';
import type { VapidKeys } from './push-notifier.ts';

/** Lifetime of a signed VAPID token; push services accept up to 24 h. */
const TOKEN_SECONDS = 12 * 3600;
/** A token is signed again once less than this much of its life is left. */
const RENEW_BEFORE_SECONDS = 6 * 3600;
/** Push services a process talks to are few (the allowed origins); the cache is bounded anyway. */
const MAX_AUDIENCES = 64;

/**
 * The VAPID `Authorization` header per push service. web-push signs a fresh ES256 token for every
 * message, converting the private key in JavaScript each time: with ten thousand phones following
 * one complaint that is most of the fan-out's CPU on the event loop. The token names only the
 * push service's origin and the expiry, so one token serves every message to that service until
 * it is renewed.
 */
export class VapidAuthorization {
  private readonly byAudience = new Map<string, { header: string; renewAt: number }>();

  constructor(
    private readonly vapid: VapidKeys,
    private readonly subject: string,
    private readonly now: () => number = Date.now,
  ) {}

  headerFor(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const nowSeconds = Math.floor(this.now() / 1000);
    const cached = this.byAudience.get(audience);
    if (cached && cached.renewAt > nowSeconds) return cached.header;
    const expiration = nowSeconds + TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.subject,
      this.vapid.publicKey,
      this.vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    if (this.byAudience.size >= MAX_AUDIENCES && !cached) this.byAudience.delete(this.byAudience.keys().next().value!);
    this.byAudience.set(audience, { header: Authorization, renewAt: expiration - RENEW_BEFORE_SECONDS });
    return Authorization;
  }
}
