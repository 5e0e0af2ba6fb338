import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { VapidAuthorization } from './vapid-authorization.ts';

const keys = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:transito@oruro.gob.bo';

/** The claims of the JWT inside `vapid t=<jwt>, k=<key>`. */
function claimsOf(header: string): { aud: string; exp: number; sub: string } {
  const token = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  if (!token) throw new Error(`not a VAPID header: ${header}`);
  expect(token[2]).toBe(keys.publicKey);
  return JSON.parse(Buffer.from(token[1]!.split('.')[1]!, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}

describe('VapidAuthorization', () => {
  it('signs one token per push service and reuses it for every message to that service', () => {
    // web-push checks the expiry against the real clock, so the test's clock starts from it.
    const started = Date.now();
    let now = started;
    const authorization = new VapidAuthorization(keys, SUBJECT, () => now);
    const first = authorization.headerFor('https://fcm.googleapis.com/fcm/send/abc');
    now += 60_000;
    expect(authorization.headerFor('https://fcm.googleapis.com/fcm/send/other-phone')).toBe(first);
    const claims = claimsOf(first);
    expect(claims).toMatchObject({ aud: 'https://fcm.googleapis.com', sub: SUBJECT });
    expect(claims.exp).toBe(Math.floor(started / 1000) + 12 * 3600);

    const mozilla = authorization.headerFor('https://updates.push.services.mozilla.com/wpush/v2/xyz');
    expect(mozilla).not.toBe(first);
    expect(claimsOf(mozilla).aud).toBe('https://updates.push.services.mozilla.com');
  });

  it('signs a new token once half of the old one’s life has passed, never sending an expired one', () => {
    let now = Date.now();
    const authorization = new VapidAuthorization(keys, SUBJECT, () => now);
    const first = authorization.headerFor('https://web.push.apple.com/QGuQ');
    now += 6 * 3600_000 - 1000;
    expect(authorization.headerFor('https://web.push.apple.com/QGuQ')).toBe(first);
    now += 1000;
    const renewed = authorization.headerFor('https://web.push.apple.com/QGuQ');
    expect(renewed).not.toBe(first);
    expect(claimsOf(renewed).exp).toBe(Math.floor(now / 1000) + 12 * 3600);
  });
});
