import { CONSENT_COOKIE, SIGNED_IN_COOKIE } from '@app/contracts/constants';
import type { FingerprintBody } from '@app/contracts/qr-codes';
import { read as queuedApplications } from '@/features/apply/outbox-store';
import { registerCandidateApp } from '@/lib/candidate-app';
import { writeConsentCookie } from '@/lib/consent-cookie';
import { CONSENT_OPEN_EVENT } from '@/lib/consent-events';
import type * as Runtime from './island-runtime';

/**
 * The public site's only script on first load (decision 096). Its pages are pre-rendered HTML;
 * each interactive part is an island (`[data-island]`) whose code, with React, loads when its
 * trigger fires: the first pointer, touch, focus or key inside it, its coming into view, or a query
 * parameter. A click made on an island before its code arrived is held and replayed once the
 * island is live (links still follow at once).
 */
let runtime: Promise<typeof Runtime> | undefined;
const live = new WeakMap<HTMLElement, Promise<void>>();

const hydrate = (island: HTMLElement): Promise<void> => {
  let done = live.get(island);
  if (!done) {
    done = (runtime ??= import('./island-runtime')).then((r) => r.hydrateIsland(island));
    live.set(island, done);
    void done.then(() => (island.dataset.live = 'true'));
  }
  return done;
};

// The candidate's pre-rendered screens are the installable candidate app (decisions 155, 159): its
// service worker is registered at once, as the application's candidate pages do.
if (document.body.hasAttribute('data-candidate-app')) registerCandidateApp();

const hasCookie = (name: string): boolean => document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`));

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const onInteraction = (island: HTMLElement) => {
  const start = () => void hydrate(island);
  for (const type of INTERACTIONS) island.addEventListener(type, start, { capture: true, once: true, passive: true });
  island.addEventListener(
    'click',
    (event) => {
      if (island.dataset.live || !(event.target instanceof Element) || event.target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      const target = event.target;
      void hydrate(island).then(() => (target as HTMLElement).click());
    },
    { capture: true },
  );
};

const whenVisible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const island = entry.target.closest<HTMLElement>('[data-island]');
      if (!island) continue;
      for (const child of island.children) whenVisible.unobserve(child);
      void hydrate(island);
    }
  },
  { rootMargin: '200px' },
);

// The footer's year was written at build time: a page built last year shows this year.
const year = String(new Date().getFullYear());
for (const line of document.querySelectorAll<HTMLElement>('[data-copyright]'))
  line.textContent = (line.textContent ?? '').replace(/\b\d{4}\b/, year);

const query = new URLSearchParams(window.location.search);
for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const trigger = island.dataset.trigger ?? 'interaction';
  if (trigger.startsWith('query:')) {
    if (query.has(trigger.slice('query:'.length))) void hydrate(island);
  } else if (trigger === 'visible') {
    // An island's wrapper has no box of its own (display: contents): its content is what shows
    // (after the <style> elements Mantine may render first).
    for (const child of island.children) whenVisible.observe(child);
  } else onInteraction(island);
}

// The QR apply page rendered by the API (decision 165): its visit is counted at its opening, as the
// application's page does (the recruiter's visit figures; the island's page does not count it again),
// and an application waiting in the phone's outbox for this site wakes the page at once, which sends
// it (rendered afresh: the page shows the waiting application, not the form the server rendered).
const apply = document.querySelector<HTMLElement>('[data-island="apply"]');
if (apply) {
  const { uuid } = JSON.parse(apply.dataset.props ?? '{}') as { uuid?: string };
  if (uuid) {
    const visit: FingerprintBody = { address: uuid, path: window.location.pathname };
    // POST /api/fingerprint/ (operation `fingerprints.recordVisit`), written out: the generated list of
    // operations is in the framework file, which would then load on every page of the site (decision 165).
    // eslint-disable-next-line no-restricted-syntax -- the operation's path, without the framework file
    void fetch('/api/fingerprint/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(visit),
    }).catch(() => undefined);
    if (queuedApplications().some((item) => item.uuid === uuid)) {
      apply.dataset.render = 'client';
      void hydrate(apply);
    } else if (window.parent !== window) {
      // In the site's apply frame, opened by the visitor to apply: live at once (it tells the site how it ended).
      void hydrate(apply);
    } else if (navigator.serviceWorker?.controller) {
      // A return to the page with the candidate app's worker in place (not the first scan): the form
      // is made live once the page is idle, so that its code and its reference list are kept by the
      // worker, and the page opens again and applies without a network (decision 155).
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
      idle(() => void hydrate(apply));
    }
  }
}

// A signed-in visitor sees "Mon compte" in the header at once.
const header = document.querySelector<HTMLElement>('[data-island="site-header"]');
if (header && hasCookie(SIGNED_IN_COOKIE)) void hydrate(header);

// The cookie banner shows until the visitor chooses, and again from the footer's link.
const banner = document.querySelector<HTMLElement>('[data-island="consent"]');
if (banner) {
  if (!hasCookie(CONSENT_COOKIE)) banner.hidden = false;
  // "Tout refuser" and "Tout accepter" answer at the tap, without waiting for React and the
  // banner's code (about 1 s on a phone, issue 29): the choice is written and the banner hides.
  // Listened to on the document's capture phase, so it runs before the island's click replay.
  document.addEventListener(
    'click',
    (event) => {
      if (banner.dataset.live || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>('[data-consent-videos]');
      if (!button || !banner.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      writeConsentCookie({ videos: button.dataset.consentVideos === 'true' });
      banner.hidden = true;
    },
    { capture: true },
  );
  window.addEventListener(CONSENT_OPEN_EVENT, () => {
    banner.hidden = false;
    void hydrate(banner);
  });
}
