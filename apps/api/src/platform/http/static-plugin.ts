import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../../config.ts';
import { MSG } from '@reclamos/shared-types/messages';

const NEVER_CACHE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA at / with history-mode fallback: any GET outside /api that is not a file
 * answers index.html. Unknown /api paths answer a JSON 404. Hashed assets are cached for a year;
 * the service worker and the shell are always revalidated so an update is seen.
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    const root = opts.config.staticDir;
    const hasPwa = fs.existsSync(path.join(root, 'index.html'));
    if (hasPwa) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        // The build writes .br and .gz beside each asset (vite.config.ts): sent by Accept-Encoding.
        preCompressed: true,
        // Source maps stay on the server's disk: they would publish the source.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        setHeaders(reply, filePath) {
          // With preCompressed the path is the copy sent (sw.js.br): its caching is the original's.
          const served =
            '/' +
            path
              .relative(root, filePath)
              .split(path.sep)
              .join('/')
              .replace(/\.(br|gz)$/, '');
          if (NEVER_CACHE.has(served)) reply.header('Cache-Control', 'no-cache');
          else if (served.startsWith('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn({ root }, 'PWA not built: run "npm run build" to serve it');
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const looksLikeFile = path.extname(request.url.split('?')[0] ?? '') !== '';
      if (!isApi && !looksLikeFile && hasPwa && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ message: MSG.http.notFound });
    });
  },
  { name: 'static' },
);
