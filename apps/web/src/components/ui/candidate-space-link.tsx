import { APP_PATHS } from '@app/contracts/routes';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The link of a candidate's screens (apply, company, jobs near me, their data) to the candidate's
 * space (issue 33), in the screen's header: one look, written once; each screen says it its way.
 */
export function CandidateSpaceLink({ label, testId }: { label: string; testId?: string }) {
  return (
    <Anchor component={Link} to={APP_PATHS.candidateSpace} size="sm" fw={600} data-testid={testId}>
      {label}
    </Anchor>
  );
}
