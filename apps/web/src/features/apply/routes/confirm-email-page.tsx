import { APP_PATHS, SITE_PATHS } from '@app/contracts/routes';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SimpleShell } from '@/components/ui/simple-shell';
import { errorText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { useConfirmCandidateEmail } from '../api/confirm-email';
import '@/locales/apply';

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

  const body = () => {
    if (!token || (confirm.isError && isDeadLink(confirm.error)))
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="confirm-email-error">
          {t('views.apply.confirm_email.link_invalid')}
        </Alert>
      );
    if (confirm.isSuccess) {
      const { firstName, application } = confirm.data;
      return (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="confirm-email-done">
            {application
              ? t('views.apply.confirm_email.done_application', { firstName, site: application.siteName })
              : t('views.apply.confirm_email.done_signup', { firstName })}
          </Alert>
          <Anchor component={Link} to={APP_PATHS.candidateData} data-testid="confirm-email-my-data">
            {t('views.apply.confirm_email.next_my_data')}
          </Anchor>
          <Anchor href={SITE_PATHS.home} data-testid="confirm-email-home">
            {t('views.apply.confirm_email.next_home')}
          </Anchor>
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <Text size="sm">{t('views.apply.confirm_email.text')}</Text>
        {confirm.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="confirm-email-error">
            {errorText(t, confirm.error, t('views.apply.confirm_email.error'))}
          </Alert>
        )}
        <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending} data-testid="confirm-email-submit">
          {t('views.apply.confirm_email.submit')}
        </Button>
      </Stack>
    );
  };

  return (
    <SimpleShell size={640}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('views.apply.confirm_email.title')}
        </Title>
        {body()}
      </Stack>
    </SimpleShell>
  );
}
