import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlibConstants } from 'node:zlib';
import type { RuntimeCaching } from 'workbox-build';
// Vite bundles relative imports of its config but hands package imports to Node, which cannot
// load the TypeScript source that @reclamos/shared-types exports: hence the relative path.
import { MSG } from '../../packages/shared-types/src/messages.ts';
import { STAFF_ASSETS_URL } from './src/app/pwa/staff-assets.ts';
import { citizenPrecache } from './build/citizen-precache.ts';
import { prerender, PRERENDERED_PAGES, SHELL_FILE } from './build/prerender.ts';
import { CASES_MSG } from '../../packages/shared-types/src/cases/messages.ts';
import { readFileSync } from 'node:fs';
import { SOS_MSG } from '../../packages/shared-types/src/sos/messages.ts';

const THEME_COLOR = '#1e3a8a';
const BACKGROUND_COLOR = '#f8fafc';
const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/** index.html reads its texts from the messages module too (%APP_NAME%, %APP_DESCRIPTION%). */
function htmlTexts(): Plugin {
  return {
    name: 'reclamos-html-texts',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%APP_NAME%', MSG.app.name)
        .replaceAll('%APP_DESCRIPTION%', MSG.app.description)
        .replaceAll('%THEME_COLOR%', THEME_COLOR),
  };
}

/**
 * The service worker's push handlers (sw/push-handler.js) as /push-handler.js, with the Spanish
 * texts of the messages module written in; the generated service worker loads it with
 * importScripts (see docs/decisions.md, Service worker: why not injectManifest).
 */
function pushHandler(): Plugin {
  const texts = {
    title: CASES_MSG.push.title('{codigo}'),
    body: CASES_MSG.push.body('{estado}'),
    reason: CASES_MSG.push.reason('{motivo}'),
  };
  return {
    name: 'reclamos-push-handler',
    generateBundle() {
      const source = readFileSync(new URL('./sw/push-handler.js', import.meta.url), 'utf8').replace(
        'const TEXTS = __PUSH_TEXTS__;',
        () => `const TEXTS = ${JSON.stringify(texts)};`,
      );
      this.emitFile({ type: 'asset', fileName: 'push-handler.js', source });
    },
  };
}

/** The map's code chunks (hashed names, so never stale): cached on first use of the map. */
const MAP_CODE: RuntimeCaching = {
  urlPattern: /\/assets\/maplibre-[^/]+\.(?:m?js|css)$/,
  handler: 'CacheFirst',
  options: { cacheName: 'map-code', expiration: { maxEntries: 8 } },
};

/**
 * Map tiles of whatever tile service the server's configuration names (so matched by shape,
 * `/{z}/{x}/{y}` with an optional image extension): cache-first and bounded, so the streets a
 * supervisor looked at still show offline, and the cache never grows past ~2,000 tiles or 30 days.
 */
const MAP_TILES: RuntimeCaching = {
  urlPattern: ({ url, sameOrigin }) =>
    !(sameOrigin && url.pathname.startsWith('/api/')) && /\/\d{1,2}\/\d+\/\d+(?:@2x)?(?:\.(?:png|jpe?g|webp))?$/.test(url.pathname),
  handler: 'CacheFirst',
  options: {
    cacheName: 'map-tiles',
    expiration: { maxEntries: 2000, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
    cacheableResponse: { statuses: [0, 200] },
  },
};

/** Other hashed assets (the staff files fetched after a sign-in, lazy chunks): the first copy fetched is good forever. */
const HASHED_ASSETS: RuntimeCaching = {
  urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
  handler: 'CacheFirst',
  options: { cacheName: 'assets', expiration: { maxEntries: 150, purgeOnQuotaError: true } },
};

/**
 * Never fetched ahead of use by anyone: the spreadsheet writer (~250 kB gzip) and the map (~1.7 MB
 * with MapLibre's worker) need the server anyway; once used they are kept by the runtime rules.
 */
const FETCHED_ON_USE = /exceljs[^/]*\.js$|(?:^|\/)assets\/maplibre-/;

/** A citizen's first visit precaches the public pages only; staff files follow a sign-in. */
const PRECACHE_SPLIT = citizenPrecache(STAFF_ASSETS_URL, FETCHED_ON_USE);

/**
 * Brotli (best quality: done once at build time) and gzip copies of every text asset beside it,
 * which the server sends by Accept-Encoding (@fastify/static's preCompressed). Listed after
 * VitePWA so the service worker it writes is compressed as written.
 */
const PRECOMPRESSED = compression({
  include: /\.(?:m?js|css|html|svg|json|webmanifest)$/,
  threshold: 1024,
  skipIfLargerOrEqual: true,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
});

export default defineConfig({
  plugins: [
    react(),
    htmlTexts(),
    PRECACHE_SPLIT.plugin,
    prerender(),
    pushHandler(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // The CSP forbids inline scripts: src/app/pwa/register-service-worker.ts registers it.
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      // The install icons are fetched by the browser when it offers to install, online; precaching
      // them cost every citizen ~50 kB. The landing page's own icon (icon-192) stays precached.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: MSG.app.fullName,
        short_name: MSG.app.name,
        description: MSG.app.description,
        lang: 'es-BO',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A long press on the installed app's icon offers SOS: one tap to the big button.
        shortcuts: [
          {
            name: SOS_MSG.phone.pageTitle,
            short_name: SOS_MSG.phone.pageTitle,
            description: SOS_MSG.phone.pageIntro,
            url: '/navegador/sos',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The pre-rendered pages are not precached: offline every page is the shell, rendered by
        // the app (docs/decisions.md, the citizen's first paint); precaching them too would cost
        // each first visit their bytes again.
        globIgnores: [
          'icons/icon-512.png',
          'icons/icon-maskable-512.png',
          'icons/apple-touch-icon-180.png',
          ...PRERENDERED_PAGES.map((page) => page.file),
        ],
        manifestTransforms: [PRECACHE_SPLIT.manifestTransform],
        runtimeCaching: [MAP_CODE, MAP_TILES, HASHED_ASSETS],
        navigateFallback: `/${SHELL_FILE}`,
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        importScripts: ['push-handler.js'],
      },
    }),
    PRECOMPRESSED,
  ],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    // Keep every script an external file: the server's CSP allows script-src 'self' only.
    assetsInlineLimit: 0,
    // Maps are written for whoever debugs a build, but not referenced from the scripts, and the
    // API never serves them (plugins/external/static.ts): production does not publish its source.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // The phone's database and the outbox come after the citizen's form is usable
            // (lib/when-started.ts): one file rather than a dozen small ones, each a request (and its
            // headers) of a first visit's precache.
            {
              name: 'outbox',
              test: /node_modules[\\/]dexie[\\/]|src[\\/](?:db[\\/](?:database|schema)|sync[\\/](?:engine|enqueue|backoff|outcome|lock|eligibility|session)|lib[\\/]uuid|features[\\/]complaints[\\/](?:complaints-store|case-refresh))\.ts$/,
              // Only these: their dependencies the form needs (texts, the token) stay with the form.
              includeDependenciesRecursively: false,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Vite's preload helper would otherwise land in the map chunk, which every page would then load.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 10 },
            { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|react-map-gl|@vis\.gl|@maplibre|@mapbox)[\\/]/ },
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
