import { Badge } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/locales/shared';

/**
 * Whether the candidate confirmed an application from the mailed link (decision 119), as its
 * recruiter sees it on the resumes list and on the profile: "Confirmée", or "En attente de
 * confirmation" with why the details are only those typed (walk of 2026-11-29: no difference showed).
 * The brand's and gray's light badges meet the contrast ratio (axe, 4.5:1); teal's and orange's do not.
 */
export function ApplicationConfirmationBadge({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation();
  return confirmed ? (
    <Badge variant="light" color="brand" tt="none" leftSection={<IconCircleCheck size={12} />} data-testid="application-confirmed">
      {t('components.application_card.confirmed')}
    </Badge>
  ) : (
    <Badge
      variant="light"
      color="gray"
      tt="none"
      leftSection={<IconClockHour4 size={12} />}
      title={t('components.application_card.email_not_confirmed_hint')}
      data-testid="application-not-confirmed"
    >
      {t('components.application_card.not_confirmed')}
    </Badge>
  );
}
