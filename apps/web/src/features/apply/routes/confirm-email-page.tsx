import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SimpleShell } from '@/components/ui/simple-shell';
import { errorText } from '@/lib/errors';
import { useConfirmCandidateEmail } from '../api/confirm-email';
import '@/locales/apply';

/**
 * /app/confirm-email?token=, without sign-in: the link mailed with an application or a sign-up
 * (decision 119). A click (not the opening, which mail scanners do) proves the e-mail: the
 * application is confirmed and its details become the candidate's profile.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const confirm = useConfirmCandidateEmail();

  const body = () => {
    if (!token)
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {t('views.apply.confirm_email.missing')}
        </Alert>
      );
    if (confirm.isSuccess) {
      const { firstName, application } = confirm.data;
      return (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="confirm-email-done">
          {application
            ? t('views.apply.confirm_email.done_application', { firstName, site: application.siteName })
            : t('views.apply.confirm_email.done_signup', { firstName })}
        </Alert>
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
