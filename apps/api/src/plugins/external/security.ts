import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '../../config.ts';

/**
 * Security headers and a CSP that runs no inline or foreign script (the session token lives in
 * localStorage); inline styles stay allowed for the CSS-in-JS UI kit. CORS is closed unless
 * CORS_ORIGINS names the origins. Rate limiting is registered per route (global: false).
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
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
      hsts: opts.config.tls || opts.config.trustProxy ? undefined : false,
    });
    await app.register(cors, { origin: opts.config.corsOrigins.length > 0 ? opts.config.corsOrigins : false });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
