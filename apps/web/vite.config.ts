import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { candidateAppManifest, candidateAppWorkbox, manifestOnAppPageOnly } from './vite-plugins/candidate-app.ts';
import { chunkFileNames, codeSplitting } from './vite-plugins/chunks.ts';
import { MANTINE_REPLACEMENTS, mantineReplacements } from './vite-plugins/mantine-replacements.ts';
import { mantineStyles } from './vite-plugins/mantine-styles.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** Paths the API serves; the dev server forwards them (architecture: same origin in production). */
const PROXIED = ['/api', '/ecommerce', '/contact', '/qr-code-contact', '/static'];

/**
 * Two HTML entries: `/` is the marketing site, `/app/` the application. In dev and preview, any
 * extension-less path under `/app` is answered with the application page (history fallback of the
 * SPA); other extension-less paths get the marketing page, which picks its page from the pathname.
 */
const appFallback = (): Plugin => {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const isPage = (req.headers.accept ?? '').includes('text/html') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage && (path === '/app' || path.startsWith('/app/'))) req.url = '/app/index.html';
    if (isPage && (path === '/admin' || path.startsWith('/admin/'))) req.url = '/admin/index.html';
    next();
  };
  return {
    name: 'app-history-fallback',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Brotli and gzip files beside every text asset and page over 1 kB; the API serves them
  // (`preCompressed`) with Content-Encoding and Vary (issue 15, decision 082).
  plugins: [
    react(),
    // Mantine's CSS per component, with the chunk that renders it (decision 085).
    mantineStyles(),
    // Mantine's ids and portals without the second render after mount (decision 113).
    mantineReplacements(MANTINE_REPLACEMENTS.map((r) => ({ ...r, module: fileURLToPath(new URL(`./${r.module}`, import.meta.url)) }))),
    appFallback(),
    // The installable candidate app (issue 33 item 5, decision 155): manifest, icons and a service
    // worker that keeps what the candidate's pages used for a bad network (no precache of the app).
    !isSsrBuild &&
      VitePWA({
        // A build in the tests (chunks.test.ts: `write: false`) has no service worker to write.
        disable: Boolean(process.env.VITEST),
        injectRegister: false,
        registerType: 'autoUpdate',
        manifest: candidateAppManifest,
        includeManifestIcons: false,
        workbox: candidateAppWorkbox,
      }),
    !isSsrBuild && manifestOnAppPageOnly(),
    !isSsrBuild &&
      compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, include: /\.(js|css|html|svg|json|txt|xml|webmanifest)$/ }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without its eval probe, which the CSP reports (src/lib/zod-jitless.ts, decision 094).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
  // The server build renders the public site's pages to HTML (scripts/prerender.ts, decision 096):
  // every package bundled, so that Mantine's per-component styles (mantineStyles) reach its one CSS
  // file, the stylesheet of the pre-rendered pages.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, ssrEmitAssets: true, cssCodeSplit: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Every browser the product supports preloads modules itself; the polyfill would put the
        // framework file on the public site's first load (decision 096).
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: {
            marketing: fileURLToPath(new URL('./index.html', import.meta.url)),
            app: fileURLToPath(new URL('./app/index.html', import.meta.url)),
            // The operators' back office (decision 152): an entry of its own, which no customer page imports.
            admin: fileURLToPath(new URL('./admin/index.html', import.meta.url)),
          },
          // Few files per page, and none of the authenticated pages' on the login page (decision 085).
          output: { codeSplitting, chunkFileNames },
        },
      },
}));
