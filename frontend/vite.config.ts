import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
 * The screens of a child's day: the home and programme pages, and the day with each of its steps. The service worker
 * precaches the app shell (the entry with what it imports, the sign-in page, the worker's own registration) and these
 * screens' code, each chunk with everything it imports, statically or on demand, so a day started online goes on
 * without the network. Every other screen's code (guides, shop, stickers, settings, the sign-in card's scanner,
 * admin) is fetched when first opened and kept from then on (runtime caching below): a fresh browser does not
 * download the whole app to play one day.
 */
const SHELL = [/\/src\/features\/auth\/login-page\./, /\/src\/lib\/service-worker\./];
const DAY_SCREENS = [
  /\/src\/components\/signed-in-layout\./,
  /\/src\/features\/home\/home-page\./,
  /\/src\/features\/modules\/(modules-page|module-days-page)\./,
  /\/src\/features\/play\/(day-page|welcome-page|screening-step|emotion-step|sing-step|learn-step|practice-step|beat-step|celebrate-step)\./,
];

type ModuleGraph = { getModuleInfo: (id: string) => { isEntry: boolean; importers: readonly string[] } | null };

/** Whether the module, or one that imports it statically (at any depth), passes `test`. */
const importedBy = (id: string, graph: ModuleGraph, test: (at: string, info: { isEntry: boolean }) => boolean) => {
  const seen = new Set<string>();
  const walk = (at: string): boolean => {
    if (seen.has(at)) return false;
    seen.add(at);
    const info = graph.getModuleInfo(at);
    return !!info && (test(at, info) || info.importers.some(walk));
  };
  return walk(id);
};
const isAdminOnly = (id: string) => ADMIN_ONLY.some((pattern) => pattern.test(id));
const inShell = (at: string, info: { isEntry: boolean }) => info.isEntry || SHELL.some((module) => module.test(at));

/**
 * The code every child's day needs once the form is sent, on every device: signing in (with the identity pool's
 * client, which fetches the credentials) and signing the API's calls. Loaded when first used, never on the first page.
 */
const SIGN_IN = [/\/src\/features\/auth\/sign-in\./, /\/src\/lib\/signed-api\./, /\/node_modules\/@aws-sdk\/client-cognito-identity\//];
/** Code the first page loads once it has painted (the service worker's registration). */
const AFTER_FIRST_PAINT = [/\/node_modules\/workbox-window\//];
/** Modules whose chunks (with their static imports) every child's day needs, whatever its screens: precached. */
const EVERY_DAY = [...SIGN_IN, ...AFTER_FIRST_PAINT];

/**
 * Which of the app's chunks a module goes into, so that a fresh browser's first page, sign-in and day are a handful
 * of files, not fifty (each file is a CloudFront request: issue 42):
 * - `app`: the first page, the entry and the shell with everything they import statically;
 * - `day`: what a day's screens import, apart from the first page's;
 * - `sign-in`: what the code that signs in and signs the API's calls imports, apart from those two;
 * - anything else (admin code, the screens a child opens now and then) is split as the bundler splits it, and loaded
 *   when first opened.
 */
const chunkOf = (id: string, graph: ModuleGraph): 'app' | 'day' | 'sign-in' | null => {
  if (isAdminOnly(id)) return null;
  if (importedBy(id, graph, inShell)) return 'app';
  if (importedBy(id, graph, (at) => DAY_SCREENS.some((screen) => screen.test(at)))) return 'day';
  return importedBy(id, graph, (at) => SIGN_IN.some((module) => module.test(at))) ? 'sign-in' : null;
};

/** The built files a day needs, found in the bundle's import graph (see dayFiles below); filled when the app is built. */
const dayFiles = new Set<string>();

/** Walks the built chunks from the shell, the sign-in code and the day's screens through their imports, into `dayFiles`. */
const findDayFiles = (): Plugin => ({
  name: 'waw-day-files',
  apply: 'build',
  generateBundle(_options, bundle) {
    dayFiles.clear();
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    // Of the shell, its static imports only: the router in the entry imports every screen on demand, and the sign-in
    // page the card scanner. The code that signs in needs the network anyway, but every child on every device needs
    // it each day: kept, a device that keeps the app fetches none of it again.
    const visited = new Set<string>();
    const visit = (fileName: string, onDemandToo: boolean) => {
      const chunk = byName.get(fileName);
      if (!chunk || visited.has(`${onDemandToo} ${fileName}`)) return;
      visited.add(`${onDemandToo} ${fileName}`);
      dayFiles.add(fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) dayFiles.add(css);
      for (const asset of chunk.viteMetadata?.importedAssets ?? []) dayFiles.add(asset);
      for (const imported of [...chunk.imports, ...(onDemandToo && !chunk.isEntry ? chunk.dynamicImports : [])])
        visit(imported, onDemandToo);
    };
    for (const chunk of chunks) {
      const everyDay = chunk.moduleIds.some((id) => EVERY_DAY.some((module) => module.test(id)));
      if (chunk.isEntry || everyDay || SHELL.some((screen) => screen.test(chunk.facadeModuleId ?? ''))) visit(chunk.fileName, false);
    }
    for (const chunk of chunks) {
      if (chunk.moduleIds.some((id) => DAY_SCREENS.some((screen) => screen.test(id)))) visit(chunk.fileName, true);
    }
  },
});

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
    findDayFiles(),
    VitePWA({
      strategies: 'generateSW',
      // A new version waits for a safe moment to take over (lib/service-worker.ts); the app registers it itself.
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        // The app shell and the code of a child's day (DAY_SCREENS), so a day goes on without the network.
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['assets/admin/**'],
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || dayFiles.has(entry.url)), warnings: [] }),
        ],
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
            // Every other screen's code, kept once it was opened: a file's name carries its content's hash, so a kept
            // copy is never stale. Bounded, so old versions' files leave the device.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'waw-app', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200 } },
          },
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
    // No <link rel=modulepreload> inserted for each chunk a lazy screen imports: on a day step (then ~40 chunks) inserting
    // them was the largest single piece of main-thread work, and Lighthouse scored the step higher without them,
    // largest paint included (issue 48: 7 of 8 pairs). The browser fetches a chunk's own imports as it reads it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The first page, the sign-in code and a child's day, each in one file, not fifty (chunkOf above): nothing of
        // the first page's goes into the others, and no admin code into any of them.
        codeSplitting: {
          groups: [{ name: (id, graph) => chunkOf(id, graph), debugName: 'app, day or sign-in', includeDependenciesRecursively: false }],
        },
        chunkFileNames: (chunk) => (adminOnly(chunk.moduleIds) ? 'assets/admin/[name]-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
}));
