import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '../../config.ts';
import { clientKey } from '../limits/client-key.ts';

/**
 * The security headers helmet chooses, with a CSP that runs no inline or foreign script (the
 * session token lives in localStorage); inline styles stay allowed for the CSS-in-JS UI kit.
 */
function helmetOptions(config: AppConfig): Parameters<typeof helmet>[0] {
  const tiles = tileOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        fontSrc: ["'self'", 'data:'],
        // MapLibre fetches raster tiles; 'self' covers the same-origin WebSocket of socket.io.
        connectSrc: ["'self'", ...tiles],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Opening photos and PDFs in a new tab must keep working.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.tls || config.trustProxy ? undefined : false,
  };
}

/** Origins of the configured map tiles (absolute URLs only; a path is same-origin already). */
function tileOrigins(config: AppConfig): string[] {
  const origins = [config.map.street.url, config.map.satellite.url]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url.replace(/[{}]/g, '')).origin);
  return [...new Set(origins)];
}

/**
 * Runs helmet once at boot against a stand-in response and keeps the headers it set. Our headers
 * do not vary per request, and running helmet's middleware on every request halved the API's
 * throughput (docs/benchmarks.md).
 */
function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * What an API answer (JSON, a photo, a PDF) needs, after OWASP's REST security cheat sheet: no
 * sniffing, never framed, never a document that runs anything, no referrer. The browser-facing
 * headers of the full set only matter on documents, and each header costs every request.
 */
function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const lean: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) lean['strict-transport-security'] = hsts;
  return lean;
}

function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** Security headers, CORS closed unless CORS_ORIGINS names origins, per-route rate limiting. */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    const documentHeaders = securityHeaders(opts.config);
    const leanHeaders = apiHeaders(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? leanHeaders : documentHeaders);
      done();
    });
    // Closed by default: without CORS headers a browser keeps other origins from reading answers.
    if (opts.config.corsOrigins.length > 0) await app.register(cors, { origin: opts.config.corsOrigins });
    // With REDIS_URL the counters live in Redis, so every API process sees the same ones. Counted
    // per client like every other limit (an IPv6 caller by its /64).
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => clientKey(request.ip),
      ...(app.redis ? { redis: app.redis, nameSpace: `${opts.config.redisPrefix}:rate-limit:` } : {}),
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
