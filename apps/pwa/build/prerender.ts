import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The citizen's pages whose HTML is rendered at build time, by the path they answer and the file
 * written. `/` is index.html and `/reclamo` reclamo.html, the "clean URL" both the API's static
 * server and the service worker's precache route map a path to; every other route gets the empty
 * shell (SHELL_FILE), as before.
 */
export const PRERENDERED_PAGES = [
  { route: '/', file: 'index.html' },
  { route: '/reclamo', file: 'reclamo.html' },
] as const;

/** The empty page every other route answers with (the API's history fallback, the service worker's navigateFallback). */
export const SHELL_FILE = 'shell.html';

/** The module rendering a route's markup with react-dom/server, loaded by a throwaway Vite server. */
const RENDER_MODULE = '/src/prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

interface RenderModule {
  renderPage: (url: string) => string;
}

/**
 * Emotion renders a `<style data-emotion="css …">` before each element it styles when no cache is
 * given (its server default). They are moved into the head, each once: the page paints styled
 * from the head, and on load the browser's emotion cache reads their ids and does not insert those
 * rules again; hydration then finds exactly the elements React renders.
 */
export function hoistStyles(markup: string): { body: string; styles: string } {
  const seen = new Set<string>();
  const styles: string[] = [];
  const body = markup.replace(/<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g, (_tag, ids: string, css: string) => {
    if (!seen.has(ids)) {
      seen.add(ids);
      styles.push(`<style data-emotion="${ids}">${css}</style>`);
    }
    return '';
  });
  return { body, styles: styles.join('') };
}

/**
 * The session store reads localStorage when its module loads; Node has none. An empty one stands
 * in while the pages render: a pre-rendered page is the signed-out visitor's.
 */
function withEmptyStorage<T>(run: () => Promise<T>): Promise<T> {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  const items = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
      key: (index: number) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    },
  });
  return run().finally(() => {
    if (had) Object.defineProperty(globalThis, 'localStorage', had);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  });
}

async function renderRoutes(root: string): Promise<Map<string, string>> {
  const server = await createServer({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await withEmptyStorage(async () => {
      const module = (await server.ssrLoadModule(RENDER_MODULE)) as RenderModule;
      return new Map(PRERENDERED_PAGES.map((page) => [page.route, module.renderPage(page.route)]));
    });
  } finally {
    await server.close();
  }
}

/**
 * Writes the citizen's pages already rendered (docs/decisions.md, PWA: the citizen's first paint):
 * the browser paints the landing page and the complaint form from the HTML, before any script has
 * arrived, and src/main.tsx hydrates them. The shell every other route answers is kept as
 * shell.html. Brotli and gzip copies are written here, after the files are final, since the
 * compression plugin may have compressed index.html before it was rendered.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  const written: string[] = [];
  return {
    name: 'reclamos-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return this.error('prerender: index.html is not in the bundle');
      const template = String(shell.source);
      if (!template.includes(EMPTY_ROOT)) return this.error(`prerender: index.html has no ${EMPTY_ROOT}`);
      const rendered = await renderRoutes(root);
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: template });
      written.push(SHELL_FILE);
      for (const page of PRERENDERED_PAGES) {
        const { body, styles } = hoistStyles(rendered.get(page.route) ?? '');
        if (!body) return this.error(`prerender: ${page.route} rendered nothing`);
        const html = template.replace('</head>', () => `${styles}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
        if (page.file === 'index.html') shell.source = html;
        else this.emitFile({ type: 'asset', fileName: page.file, source: html });
        written.push(page.file);
      }
    },
    writeBundle() {
      for (const file of written) {
        const full = path.join(outDir, file);
        const source = fs.readFileSync(full);
        fs.writeFileSync(`${full}.br`, brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${full}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
