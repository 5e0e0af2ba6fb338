import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlibConstants } from 'node:zlib';
import type { RuntimeCaching } from 'workbox-build';
// Vite bundles relative imports of its config but hands package imports to Node, which cannot
// load the TypeScript source that @reclamos/shared-types exports: hence the relative path.
import { MSG } from '../../packages/shared-types/src/messages.ts';
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

/** Other hashed assets (lazy screens): the first copy fetched is good forever. */
const HASHED_ASSETS: RuntimeCaching = {
  urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
  handler: 'CacheFirst',
  options: { cacheName: 'assets', expiration: { maxEntries: 60, purgeOnQuotaError: true } },
};

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
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // The CSP forbids inline scripts: src/app/pwa/register-service-worker.ts registers it.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
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
        // Staff-only libraries that need the server anyway are not pushed to every citizen's phone:
        // the spreadsheet writer (~250 kB gzip) and the map (~1.7 MB with MapLibre's worker).
        // Once used they are kept by the runtime rules below.
        globIgnores: ['**/exceljs*.js', '**/assets/maplibre-*', '**/assets/maplibre-gl-worker-*'],
        runtimeCaching: [MAP_CODE, MAP_TILES, HASHED_ASSETS],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
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
