import type { ApplyAnswer } from '@app/contracts/apply';
import { APP_PATHS } from '@app/contracts/routes';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { SuccessPanel } from '@/components/ui/success-panel';
import '@/locales/apply';
import '@/locales/candidate-app';

/**
 * Thank-you screen after a sent application. `confirmed`: sent in one tap by the signed-in owner of the
 * address, confirmed at once and no link mailed, so it says where to find it (walk of 2026-11-29).
 */
export function ApplySuccess({
  answer,
  firstName,
  confirmed = false,
  onAgain,
}: {
  answer: ApplyAnswer;
  firstName: string;
  confirmed?: boolean;
  onAgain?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SuccessPanel
      title={t('views.apply.success_title', { firstName })}
      text={
        answer.jobName
          ? t('views.apply.success_text_job', { job: answer.jobName, site: answer.siteName })
          : t('views.apply.success_text_free', { site: answer.siteName })
      }
      next={`${t('views.apply.success_next')} ${t(confirmed ? 'views.apply.confirmed_sent' : 'views.apply.confirm_email_sent')}`}
      testId="apply-success"
    >
      <Stack gap="sm" align="center">
        {/* The candidate's space (issue 33): follow this application's status. */}
        <LinkButton to={APP_PATHS.candidateSpace} data-testid="apply-follow">
          {t('views.candidate_app.follow_link')}
        </LinkButton>
        {onAgain ? (
          <Button variant="light" onClick={onAgain} data-testid="apply-again">
            {t('views.apply.apply_again')}
          </Button>
        ) : null}
      </Stack>
    </SuccessPanel>
  );
}
