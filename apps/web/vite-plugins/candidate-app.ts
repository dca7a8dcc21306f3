import type { Plugin } from 'vite';
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The candidate app's manifest and service worker (issue 33 item 5, decision 155).
 *
 * Installable: a manifest with the app's name, icons (any and maskable), a start page in the
 * application's scope and a standalone display. The service worker keeps nothing in advance (a
 * phone on a bad network would otherwise download every screen of the product at the first scan):
 * it keeps what the candidate's pages used, so that the page of a site and its form open again
 * without a network:
 * - the application's pages (navigations under /app/): network first, the kept copy after 4 s;
 * - the hashed scripts and styles (/assets/): from the cache once there, they never change;
 * - a site's public page and the reference lists the form needs: network first, then the copy.
 * Sending an application without a network is the page's outbox (`features/apply/offline-outbox.ts`).
 */
export const candidateAppManifest: Partial<ManifestOptions> = {
  id: '/app/',
  name: 'QRecrute',
  short_name: 'QRecrute',
  description: 'Postulez en un instant aux offres près de chez vous. Apply in a moment to jobs near you.',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/app/candidat',
  scope: '/app/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#038674',
  icons: [
    { src: '/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const DAY = 24 * 60 * 60;

export const candidateAppWorkbox: Partial<VitePWAOptions['workbox']> = {
  // Nothing precached: what was used is kept at use (runtime caching below).
  globPatterns: [],
  navigateFallback: null,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/app/'),
      handler: 'NetworkFirst',
      options: { cacheName: 'app-pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 30, maxAgeSeconds: 7 * DAY } },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'app-assets', expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY } },
    },
    {
      // A site's public page (GET only: workbox routes GET by default) and the form's reference list.
      urlPattern: ({ url }) => /^\/api\/(apply\/[0-9a-f-]{36}\/|experiences\/)$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'app-public-data',
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 50, maxAgeSeconds: 7 * DAY },
        cacheableResponse: { statuses: [200] },
      },
    },
  ],
};

/**
 * The manifest link only on the application's page (`app/index.html`): the public site stays as
 * light as it was (decision 096), and the app is installed from the candidate's screens.
 */
export const manifestOnAppPageOnly = (): Plugin => ({
  name: 'candidate-app-manifest-on-app-page',
  // After vite-plugin-pwa's own (an enforce-post plugin too, earlier in the list), which adds the link.
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => (ctx.path.startsWith('/app/') ? html : html.replace(/<link rel="manifest"[^>]*>/g, '')),
  },
});
