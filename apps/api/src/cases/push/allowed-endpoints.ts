import { parse as legacyParse } from 'node:url';

/**
 * Which push services the server posts to. A phone's PushSubscription names its endpoint, and the
 * caller of the public subscribe route chooses it: unchecked, the server would post to
 * http://127.0.0.1:5432 or a metadata service on its behalf. Only origins listed in
 * PUSH_ALLOWED_ENDPOINTS (by default the browsers' push services, over https) are accepted; the
 * URL stored and posted to is the one checked, re-serialised, so no second parser reads it otherwise.
 */

/** Chrome, Edge (Chromium), Opera, Samsung Internet: FCM; Firefox: Mozilla's autopush; legacy Edge: WNS; Safari: Apple. */
export const DEFAULT_PUSH_ENDPOINTS = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
] as const;

export interface AllowedOrigin {
  protocol: 'http:' | 'https:';
  /** The host name, lower case; with `wildcard`, the domain its subdomains end with. */
  host: string;
  wildcard: boolean;
  /** '' for the protocol's default port, as WHATWG URL reports it. */
  port: string;
}

const ORIGIN = /^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?\/?$/;

/** One entry of PUSH_ALLOWED_ENDPOINTS, or null when it is not a plain origin. */
export function parseAllowedOrigin(entry: string): AllowedOrigin | null {
  const match = ORIGIN.exec(entry.trim().toLowerCase());
  if (!match) return null;
  const [, scheme, star, host, port] = match;
  const protocol = `${scheme}:` as AllowedOrigin['protocol'];
  const defaultPort = protocol === 'https:' ? '443' : '80';
  if (port !== undefined && Number(port) > 65535) return null;
  return { protocol, host: host!, wildcard: Boolean(star), port: port === undefined || port === defaultPort ? '' : String(Number(port)) };
}

function hostMatches(hostname: string, origin: AllowedOrigin): boolean {
  return origin.wildcard ? hostname.endsWith(`.${origin.host}`) : hostname === origin.host;
}

/**
 * The endpoint as the server will post to it, when it belongs to an allowed origin; null otherwise.
 * Refused: other schemes, user:password@, a host or port not listed, characters the two URL
 * parsers read differently (a backslash, spaces, control characters), fragments.
 */
export function allowedEndpoint(endpoint: string, allowed: readonly AllowedOrigin[]): string | null {
  // Raw characters where WHATWG and Node's legacy parser disagree are never in a push service's URL.
  const control = [...endpoint].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (control || /[\s\\#]/.test(endpoint)) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  const authority = endpoint.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?]/)[0] ?? '';
  if (url.username !== '' || url.password !== '' || authority.includes('@')) return null;
  const origin = allowed.find((entry) => entry.protocol === url.protocol && entry.port === url.port && hostMatches(url.hostname, entry));
  if (!origin) return null;
  const href = url.href;
  // Belt and braces: whoever reads the stored URL later (Node's http.request) must see the same host and port.
  const legacy = legacyParse(href);
  if (legacy.hostname !== url.hostname || (legacy.port ?? '') !== url.port || legacy.auth) return null;
  return href;
}
