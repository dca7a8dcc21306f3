import { APP_BASE } from '@app/contracts/routes';
import type { ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/** Every navigation loads the page anew: `Link` and `useNavigate` leave the pre-rendered page for the application. */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * The router of an application page pre-rendered as an island (decision 098): the application's
 * components (`Link`, `useNavigate`, `useSearchParams`) work unchanged, each link and navigation
 * being a document load (into the application). `location` is the page's path from the site
 * root; in the browser the address bar's (with its query), on the server the page's own path.
 */
export function DocumentRouter({ location, children }: { location: string; children: ReactNode }) {
  const current = typeof window === 'undefined' ? location : `${window.location.pathname}${window.location.search}`;
  return (
    <Router basename={APP_BASE} location={current} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
