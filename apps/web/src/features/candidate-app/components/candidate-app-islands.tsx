import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { candidateSessionOptions } from '@/api/candidate-session';
import { LazyNotifications } from '@/components/providers';
import { PrerenderedPage } from '@/components/ui/language-switch';
import { DocumentRouter } from '@/lib/document-router';
import { hasCandidateSession } from '@/lib/cookies';
import { CandidateSpacePage } from '../routes/candidate-space-page';
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
export function CandidateSpaceIsland() {
  const client = useQueryClient();
  useState(() => {
    if (!hasCandidateSession()) client.setQueryData(candidateSessionOptions().queryKey, null);
    return null;
  });
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
