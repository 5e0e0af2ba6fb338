import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../../config.ts';
import { MSG } from '@reclamos/shared-types/messages';

const NEVER_CACHE = new Set(['/sw.js', '/manifest.webmanifest', '/registerSW.js']);
/** The page every route without one of its own answers (the PWA build writes it beside the pre-rendered pages). */
const SHELL_FILE = 'shell.html';

/**
 * The pages the build wrote already rendered, by the path they answer: `/reclamo` is reclamo.html
 * (the "clean URL" rule the service worker's precache applies too); `/` is index.html, which
 * @fastify/static answers itself.
 */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of fs.readdirSync(root)) {
    if (file.endsWith('.html') && file !== 'index.html' && file !== SHELL_FILE) pages.set(`/${file.slice(0, -'.html'.length)}`, file);
  }
  return pages;
}

/**
 * Serves the built PWA at / with history-mode fallback: any GET outside /api that is not a file
 * answers the shell, except the citizen's pages the build pre-rendered (`/` and `/reclamo`), which
 * answer their own HTML. Unknown /api paths answer a JSON 404. Hashed assets are cached for a year;
 * the service worker and every page are always revalidated so an update is seen.
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    const root = opts.config.staticDir;
    const hasPwa = fs.existsSync(path.join(root, 'index.html'));
    // A build older than the pre-rendered pages has only index.html, the shell itself.
    const shell = hasPwa && fs.existsSync(path.join(root, SHELL_FILE)) ? SHELL_FILE : 'index.html';
    const pages = hasPwa ? prerenderedPages(root) : new Map<string, string>();
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
          if (NEVER_CACHE.has(served) || served.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
          else if (served.startsWith('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn({ root }, 'PWA not built: run "npm run build" to serve it');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const looksLikeFile = path.extname(pathname) !== '';
      if (!isApi && !looksLikeFile && hasPwa && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('Cache-Control', 'no-cache').sendFile(pages.get(pathname) ?? shell);
      }
      return reply.code(404).send({ message: MSG.http.notFound });
    });
  },
  { name: 'static' },
);
