import type { BankDetailsIssue } from '@app/contracts/affiliates';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconClockPause } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_PATHS } from '@app/contracts/routes';
import { LinkButton } from '@/components/ui/link-button';
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

/** Issues of bank details entered but unusable: "à corriger"; the others are details missing: "à compléter". */
const TO_CORRECT: readonly BankDetailsIssue[] = ['iban_invalid', 'account_holder_name_unusable'];

interface BankDetailsToDoProps {
  /** Null: the details are incomplete, for no reason given. */
  issue: BankDetailsIssue | null;
  /** Neither holder nor IBAN entered yet (a new account): one sentence asks for both. */
  nothingEntered: boolean;
  testId: string;
}

/**
 * The one alert of bank details that cannot carry a payout, with the link to their page: "à
 * corriger" with why for details entered but unusable, "à compléter" for details missing (walk of
 * 2026-11-29: a new account's profile showed a red "Titulaire du compte manquant" and a yellow "à
 * corriger" for one missing thing).
 */
export function BankDetailsToDo({ issue, nothingEntered, testId }: BankDetailsToDoProps) {
  const { t } = useTranslation();
  const toCorrect = issue !== null && TO_CORRECT.includes(issue);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={toCorrect ? t('views.affiliate_bank_status.issue_title') : t('views.affiliate_dashboard.bank_missing_title')}
      data-testid={testId}
    >
      {issue === null || (nothingEntered && !toCorrect)
        ? t('views.affiliate_dashboard.bank_missing')
        : t(`views.affiliate_bank_status.issue.${issue}`)}
      <LinkButton
        to={APP_PATHS.affiliateChangeBankDetails}
        size="xs"
        variant="white"
        color="yellow.9"
        ml="sm"
        data-testid={`${testId}-link`}
      >
        {toCorrect ? t('views.affiliate_dashboard.bank_fix_cta') : t('views.affiliate_dashboard.bank_missing_cta')}
      </LinkButton>
    </Alert>
  );
}
