import { passwordResetBodySchema } from '@app/contracts/auth';
import { APP_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconAt, IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from '@/components/ui/auth-shell';
import { translateMessage } from '@/lib/errors';
import { waitText } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useRequestPasswordReset, type PasswordResetBody } from '../api/request-password-reset';
import '@/locales/auth';

/** /app/lost-password: asks for a reset link by e-mail. */
export function LostPasswordPage() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PasswordResetBody>({
    resolver: zodResolver(passwordResetBodySchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    document.title = t('app.document_title', { page: t('pages.LostPassword.title') });
  }, [t]);

  const onSubmit = handleSubmit((values) =>
    reset.mutateAsync(values).catch((error: unknown) => notifyError(waitText(t, error) ?? t('views.lost_password.error'))),
  );

  return (
    <AuthShell
      panelTitle={t('views.login.panel.title')}
      panelText={t('views.login.panel.text')}
      panelPoints={[t('views.login.panel.point_1'), t('views.login.panel.point_2'), t('views.login.panel.point_3')]}
      homeLabel={t('common.back_to_site')}
    >
      <Stack gap="xl">
        <Anchor component={Link} to={APP_PATHS.login} size="sm" c="dimmed">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('views.lost_password.back')}
        </Anchor>
        <Stack gap={6}>
          <Title order={1} fz={30} data-testid="page-title">
            {t('pages.LostPassword.title')}
          </Title>
          <Text c="dimmed">{t('views.lost_password.subtitle')}</Text>
        </Stack>
        {reset.isSuccess ? (
          <Alert
            color="brand"
            variant="light"
            icon={<IconMailCheck />}
            title={t('views.lost_password.success_title')}
            data-testid="lost-password-success"
          >
            {t('views.lost_password.success', { email: getValues('email') })}
          </Alert>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              <TextInput
                {...register('email')}
                type="email"
                label={t('views.login.email')}
                placeholder={t('views.login.email_placeholder')}
                autoComplete="email"
                leftSection={<IconAt size={18} />}
                error={translateMessage(t, errors.email?.message)}
                withAsterisk
                data-testid="lost-password-email"
              />
              <Button type="submit" size="md" fullWidth loading={reset.isPending} data-testid="lost-password-submit">
                {t('views.lost_password.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthShell>
  );
}
