import type { ApplicationStatus } from '@app/contracts/application-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS_TEXT_KEYS } from '@/lib/application-status';

/**
 * Where an application stands (issue 33): "Reçue", "Vue", "Entretien", "Retenue", "Non retenue", as
 * its candidate and its recruiter see it. The brand's and gray's light badges meet the contrast ratio.
 */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const strong = status === 'interview' || status === 'hired';
  return (
    <Badge
      variant={strong ? 'filled' : 'light'}
      color={status === 'received' || status === 'rejected' ? 'gray' : 'brand'}
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="application-status"
      data-status={status}
    >
      {t(APPLICATION_STATUS_TEXT_KEYS[status])}
    </Badge>
  );
}
