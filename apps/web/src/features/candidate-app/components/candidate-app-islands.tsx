import type { ApplyPage as ApplyPageData } from '@app/contracts/apply';
import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { candidateSessionOptions } from '@/api/candidate-session';
import { applyPageQueryOptions } from '@/api/get-apply-page';
import { ApplyPage } from '@/features/apply/routes/apply-page';
import { LazyNotifications } from '@/components/providers';
import { PrerenderedPage } from '@/components/ui/language-switch';
import { DocumentRouter } from '@/lib/document-router';
import { hasCandidateSession } from '@/lib/cookies';
import { CandidateSpacePage } from '../routes/candidate-space-page';
import { CompanyPage } from '../routes/company-page';
import { JobsNearPage } from '../routes/jobs-near-page';

/**
 * The candidate's screens pre-rendered as islands, the login page's way (decisions 098, 159): the
 * first load is HTML and the site's 4 kB script; the page's code loads at the first pointer, touch,
 * focus or key, and what was typed or clicked before is kept. The very same page components as the
 * application's routes; their links load the application's pages.
 */
function CandidateIsland({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PrerenderedPage.Provider value>
      <DocumentRouter location={appUrl(path)}>{children}</DocumentRouter>
      <LazyNotifications />
    </PrerenderedPage.Provider>
  );
}

/**
 * The candidate's space as a visitor without a candidate session sees it: the API serves the
 * pre-rendered page only without the candidate's hint cookie, so the session is known to be none
 * (the sign-in, not a loader, on the server and at hydration alike). Signing in inside the island
 * shows "Mes candidatures" in place.
 */
/** Served only without the candidate's hint cookie: the session is known to be none at once (no loader). */
function useNoCandidateSession() {
  const client = useQueryClient();
  useState(() => {
    if (!hasCandidateSession()) client.setQueryData(candidateSessionOptions().queryKey, null);
    return null;
  });
}

export function CandidateSpaceIsland() {
  useNoCandidateSession();
  return (
    <CandidateIsland path={APP_PATHS.candidateSpace}>
      <CandidateSpacePage />
    </CandidateIsland>
  );
}

/** "Jobs near me", the same for everyone (its search is asked at the candidate's press). */
export function JobsNearIsland() {
  return (
    <CandidateIsland path={APP_PATHS.candidateJobsNear}>
      <JobsNearPage />
    </CandidateIsland>
  );
}

/** The router's pattern of a path of `APP_PATHS` (`/entreprise/:uuid`). */
const routePattern = (path: (uuid: string) => string): string => decodeURIComponent(path(':uuid'));

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
function SitePageIsland({ uuid, page, pattern, children }: SitePageIslandProps & { pattern: string; children: ReactNode }) {
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

/** The QR apply page: its visit is counted by the page's script at its opening (`visitCounted`). */
export function ApplyIsland(props: SitePageIslandProps) {
  return (
    <SitePageIsland {...props} pattern={routePattern(APP_PATHS.addressApply)}>
      <ApplyPage visitCounted />
    </SitePageIsland>
  );
}

/** A site's company page. */
export function CompanyIsland(props: SitePageIslandProps) {
  return (
    <SitePageIsland {...props} pattern={routePattern(APP_PATHS.candidateCompany)}>
      <CompanyPage />
    </SitePageIsland>
  );
}
