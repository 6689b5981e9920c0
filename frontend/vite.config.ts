import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Code only the admin area runs: its chunks go under assets/admin/, which the service worker does not precache (a
 * child's device never needs them, and an admin's work needs the network anyway).
 */
const ADMIN_ONLY = [
  /\/src\/features\/admin\//,
  /\/src\/features\/cards\/(cards-page|card-sheet|qr-code|cards-api)\./,
  /\/node_modules\/(@simplewebauthn|qrcode|dijkstrajs|pngjs)\//,
];
const adminOnly = (moduleIds: readonly string[]) =>
  moduleIds.length > 0 && moduleIds.every((id) => ADMIN_ONLY.some((pattern) => pattern.test(id)));

/**
 * React Router publishes its production build (no dev warnings, smaller) in dist/production but its package exports
 * name only dist/development, for every condition (remix-run/react-router#12532). A build takes the production files
 * by path; the dev server and the tests keep the warnings.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The app is built once; everything environment-specific comes from /config.json at run time. */
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      // A new version waits for a safe moment to take over (lib/service-worker.ts); the app registers it itself.
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        // The app shell and every student screen's code, so a day goes on without the network.
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['assets/admin/**'],
        navigateFallback: '/index.html',
        // Only the app's own routes: never the API, the AWS endpoints, media or the configuration.
        navigateFallbackDenylist: [/^\/api\//, /^\/_aws\//, /^\/_local\//, /^\/media\//, /\.[a-z0-9]+$/i],
        // The first worker controls the page that installed it, so the first day is already whole offline.
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        runtimeCaching: [
          {
            // Where the cloud is: the network first (a deployment may change it), the last copy when offline.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'waw-config', networkTimeoutSeconds: 5 },
          },
          {
            // A started day's media, put here by lib/offline-media.ts; a video's ranges are cut from the whole file.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'waw-media',
              matchOptions: { ignoreVary: true },
              cacheableResponse: { statuses: [200] },
              rangeRequests: true,
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@domain', replacement: fileURLToPath(new URL('../domain', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: the site would serve the whole source, comments and all, to anyone who asks for them.
    sourcemap: false,
    target: 'es2022',
    // No <link rel=modulepreload> inserted for each chunk a lazy screen imports: on a day step (~40 chunks) inserting
    // them was the largest single piece of main-thread work, and Lighthouse scored the step higher without them,
    // largest paint included (issue 48: 7 of 8 pairs). The browser fetches a chunk's own imports as it reads it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (adminOnly(chunk.moduleIds) ? 'assets/admin/[name]-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
}));
