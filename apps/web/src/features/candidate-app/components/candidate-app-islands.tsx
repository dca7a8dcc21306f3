import { APP_PATHS } from '@app/contracts/routes';
import {
  CandidateIsland,
  routePattern,
  SitePageIsland,
  useNoCandidateSession,
  type SitePageIslandProps,
} from '@/components/ui/candidate-island';
import { CandidateSpacePage } from '../routes/candidate-space-page';
import { CompanyPage } from '../routes/company-page';
import { JobsNearPage } from '../routes/jobs-near-page';

/**
 * The candidate's screens pre-rendered as islands, the login page's way (decisions 098, 159): the
 * first load is HTML and the site's 4 kB script; the page's code loads at the first pointer, touch,
 * focus or key, and what was typed or clicked before is kept. The very same page components as the
 * application's routes; their links load the application's pages.
 */

/**
 * The candidate's space as a visitor without a candidate session sees it: the API serves the
 * pre-rendered page only without the candidate's hint cookie, so the session is known to be none
 * (the sign-in, not a loader, on the server and at hydration alike). Signing in inside the island
 * shows "Mes candidatures" in place.
 */
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

/** A site's company page, rendered per site by the API (decision 165). */
export function CompanyIsland(props: SitePageIslandProps) {
  return (
    <SitePageIsland {...props} pattern={routePattern(APP_PATHS.candidateCompany)}>
      <CompanyPage />
    </SitePageIsland>
  );
}
