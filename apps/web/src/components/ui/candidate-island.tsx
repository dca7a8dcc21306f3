import type { ApplyPage as ApplyPageData } from '@app/contracts/apply';
import { appUrl } from '@app/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { candidateSessionOptions } from '@/api/candidate-session';
import { applyPageQueryOptions } from '@/api/get-apply-page';
import { LazyNotifications } from '@/components/providers';
import { PrerenderedPage } from '@/components/ui/language-switch';
import { DocumentRouter } from '@/lib/document-router';
import { hasCandidateSession } from '@/lib/cookies';

/**
 * A candidate's screen rendered as HTML in an island (decisions 098, 159, 165): the application's
 * page component, its links loading the application's pages, its toasts, its language links
 * reloading the page.
 */
export function CandidateIsland({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PrerenderedPage.Provider value>
      <DocumentRouter location={appUrl(path)}>{children}</DocumentRouter>
      <LazyNotifications />
    </PrerenderedPage.Provider>
  );
}

/**
 * Served only without the candidate's hint cookie (`PRERENDERED_APP_PAGES`, `RENDERED_SITE_PAGE_SESSION`):
 * the session is known to be none at once (the page, not a loader, on the server and at hydration).
 */
export function useNoCandidateSession(): void {
  const client = useQueryClient();
  useState(() => {
    if (!hasCandidateSession()) client.setQueryData(candidateSessionOptions().queryKey, null);
    return null;
  });
}

/** The router's pattern of a path of `APP_PATHS` (`/entreprise/:uuid`). */
export const routePattern = (path: (uuid: string) => string): string => decodeURIComponent(path(':uuid'));

/** The props of a per-site island (decision 165): the site's public answer, as `GET /api/apply/{uuid}/` gives it. */
export interface SitePageIslandProps {
  uuid: string;
  page: ApplyPageData;
}

/**
 * A page the API renders per site (decision 165): the site's public answer, written into the page
 * with the island's props, seeded into the query cache (the server's render and the hydration show
 * the site at once, no loader, no request), the route's pattern for the page's `useParams`.
 */
export function SitePageIsland({ uuid, page, pattern, children }: SitePageIslandProps & { pattern: string; children: ReactNode }) {
  const client = useQueryClient();
  useNoCandidateSession();
  useState(() => {
    client.setQueryData(applyPageQueryOptions(uuid).queryKey, page);
    return null;
  });
  return (
    <CandidateIsland path={pattern.replace(':uuid', encodeURIComponent(uuid))}>
      <Routes>
        <Route path={pattern} element={children} />
      </Routes>
    </CandidateIsland>
  );
}
