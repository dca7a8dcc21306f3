import type { BankDetailsIssue } from '@app/contracts/affiliates';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconClockPause } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import '@/locales/affiliates';

interface BankDetailsStatusProps {
  bankDetailsIssue: BankDetailsIssue | null;
  bankDetailsHeldUntil: string | null;
  /** Shown at the end of the issue's alert, e.g. a link to the bank-details page. */
  action?: ReactNode;
}

/**
 * What keeps the payouts waiting (decision 116): bank details that cannot carry a transfer (and
 * why), or a recent change of them, held 48 hours (until when). Nothing when neither.
 */
export function BankDetailsStatus({ bankDetailsIssue, bankDetailsHeldUntil, action }: BankDetailsStatusProps) {
  const { t } = useTranslation();
  return (
    <>
      {bankDetailsIssue && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('views.affiliate_bank_status.issue_title')}
          data-testid="affiliate-bank-issue"
        >
          {t(`views.affiliate_bank_status.issue.${bankDetailsIssue}`)}
          {action}
        </Alert>
      )}
      {bankDetailsHeldUntil && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconClockPause size={18} />}
          title={t('views.affiliate_bank_status.held_title')}
          data-testid="affiliate-bank-held"
        >
          {t('views.affiliate_bank_status.held', { date: formatDateTime(bankDetailsHeldUntil) })}
        </Alert>
      )}
    </>
  );
}
