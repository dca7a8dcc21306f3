/**
 * The installable candidate app (issue 33 item 5, decision 155): the service worker the build makes
 * (vite-plugin-pwa, `vite.config.ts`) keeps the candidate's pages, their scripts and the sites' public
 * pages for a bad network. Registered by the candidate's screens only (the QR apply page, the candidate's space), for the
 * application's paths; a recruiter's screens never register it. Not in development, where Vite serves
 * the modules itself.
 */
export const CANDIDATE_APP_WORKER = '/sw.js';
export const CANDIDATE_APP_SCOPE = '/app/';

export function registerCandidateApp(): undefined {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  navigator.serviceWorker.register(CANDIDATE_APP_WORKER, { scope: CANDIDATE_APP_SCOPE }).catch(() => {
    // No service worker (private mode, an old browser): the page works online as before.
  });
  return undefined;
}
