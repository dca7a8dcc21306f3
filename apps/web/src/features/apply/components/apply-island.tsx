import { APP_PATHS } from '@app/contracts/routes';
import { routePattern, SitePageIsland, type SitePageIslandProps } from '@/components/ui/candidate-island';
import { ApplyPage } from '../routes/apply-page';

/**
 * The QR apply page rendered per site by the API (decision 165), in an island: its visit is counted
 * by the page's script at its opening (`visitCounted`).
 */
export function ApplyIsland(props: SitePageIslandProps) {
  return (
    <SitePageIsland {...props} pattern={routePattern(APP_PATHS.addressApply)}>
      <ApplyPage visitCounted />
    </SitePageIsland>
  );
}
