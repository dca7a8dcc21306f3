import { APP_PATHS, SITE_PATHS } from '@app/contracts/routes';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OneClickLinkPage } from '@/components/ui/one-click-link-page';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { useCandidateEmailLinkStatus } from '../api/candidate-email-link-status';
import { useConfirmCandidateEmail } from '../api/confirm-email';
import '@/locales/apply';
import '@/locales/candidate-app';

/**
 * /app/confirm-email?token=, without sign-in: the link mailed with an application or a sign-up
 * (decision 119). A click (not the opening, which mail scanners do) proves the e-mail: the
 * application is confirmed and its details become the candidate's profile.
 *
 * A link that cannot work (no token, a truncated one the API refuses as input, an unknown, used or
 * expired one) gets one message that says what to do; the page has no form, so the API's "check
 * the form" text for invalid input would mislead. A confirmed candidate is offered a next step:
 * their data page (where they ask for their personal link) and the site.
 */
const isDeadLink = (error: unknown): boolean =>
  isHttpError(error) && (error.code === 'candidate_email_link_invalid' || error.code === 'validation_failed');

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const confirm = useConfirmCandidateEmail();
  // Read on opening, without using the link: a used one says so instead of offering "Confirmer" again (issue 29).
  const status = useCandidateEmailLinkStatus(token);
  const dead = !token || (confirm.isError && isDeadLink(confirm.error)) || (status.isError && isDeadLink(status.error));
  const already = status.data?.confirmed === true && !confirm.isSuccess;

  const done = () => {
    if (!confirm.isSuccess && !already) return null;
    const message = confirm.isSuccess
      ? confirm.data.application
        ? t('views.apply.confirm_email.done_application', { firstName: confirm.data.firstName, site: confirm.data.application.siteName })
        : t('views.apply.confirm_email.done_signup', { firstName: confirm.data.firstName })
      : t('views.apply.confirm_email.already_confirmed');
    return {
      message,
      next: (
        <>
          {/* "Mes candidatures", where the application's status shows (walk, decision 169). */}
          <Anchor component={Link} to={APP_PATHS.candidateSpace} fw={600} data-testid="confirm-email-space">
            {t('views.candidate_app.follow_link')}
          </Anchor>
          <Anchor component={Link} to={APP_PATHS.candidateData} data-testid="confirm-email-my-data">
            {t('views.apply.confirm_email.next_my_data')}
          </Anchor>
          <Anchor href={SITE_PATHS.home} data-testid="confirm-email-home">
            {t('views.apply.confirm_email.next_home')}
          </Anchor>
        </>
      ),
    };
  };

  return (
    <OneClickLinkPage
      testId="confirm-email"
      title={t('views.apply.confirm_email.title')}
      text={t('views.apply.confirm_email.text')}
      submitLabel={t('views.apply.confirm_email.submit')}
      onSubmit={() => confirm.mutate(token)}
      // No "Confirmer" to click until the page knows whether the link was used.
      pending={confirm.isPending || (token !== '' && status.isPending)}
      error={confirm.isError ? errorText(t, confirm.error, t('views.apply.confirm_email.error')) : null}
      deadLink={dead ? t('views.apply.confirm_email.link_invalid') : null}
      done={done()}
    />
  );
}
