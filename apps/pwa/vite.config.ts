import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// Vite bundles relative imports of its config but hands package imports to Node, which cannot
// load the TypeScript source that @reclamos/shared-types exports: hence the relative path.
import { MSG } from '../../packages/shared-types/src/messages.ts';

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
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The spreadsheet writer (~250 kB gzip) serves staff online only: a citizen's phone does
        // not download it in the background. Once used it is kept by the runtime rule below.
        globIgnores: ['**/exceljs*.js'],
        runtimeCaching: [
          {
            // Hashed file names never change content: the first copy fetched is good forever.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 60, purgeOnQuotaError: true } },
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
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
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
});
