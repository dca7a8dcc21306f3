import { newPasswordFormSchema, type NewPasswordForm } from '@app/contracts/auth';
import { PASSWORD_MIN } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthShell } from '@/components/ui/auth-shell';
import { errorText, translateMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { PasswordField } from '@/components/ui/password-field';
import '@/locales/auth';


/** /app/lost-password/confirm?token=...: sets a new password, then back to the login page. */
export function LostPasswordConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', passwordRepeat: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    document.title = t('app.document_title', { page: t('pages.LostPasswordConfirm.title') });
  }, [t]);

  const onSubmit = handleSubmit(({ password }) =>
    confirm.mutateAsync({ token, password }).then(
      () => {
        notifySuccess(t('views.lost_password_confirm.success'));
        void navigate(APP_PATHS.login, { replace: true });
      },
      (error: unknown) => notifyError(errorText(t, error, t('views.lost_password_confirm.error'))),
    ),
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
            {t('pages.LostPasswordConfirm.title')}
          </Title>
          <Text c="dimmed">{t('views.lost_password_confirm.subtitle')}</Text>
        </Stack>
        {token === '' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="lost-password-confirm-no-token">
            <Text size="sm">{t('views.lost_password_confirm.no_token')}</Text>
            <Anchor component={Link} to={APP_PATHS.lostPassword} size="sm" fw={600}>
              {t('views.lost_password_confirm.ask_again')}
            </Anchor>
          </Alert>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              <PasswordField
                {...register('password')}
                label={t('views.lost_password_confirm.password')}
                description={t('views.lost_password_confirm.password_hint', { min: PASSWORD_MIN })}
                autoComplete="new-password"
                leftSection={<IconLock size={18} />}
                error={translateMessage(t, errors.password?.message)}
                withAsterisk
                data-testid="lost-password-confirm-password"
              />
              <PasswordField
                {...register('passwordRepeat')}
                label={t('views.lost_password_confirm.password_repeat')}
                autoComplete="new-password"
                leftSection={<IconLock size={18} />}
                error={translateMessage(t, errors.passwordRepeat?.message)}
                withAsterisk
                data-testid="lost-password-confirm-password-repeat"
              />
              <Button type="submit" size="md" fullWidth loading={confirm.isPending} data-testid="lost-password-confirm-submit">
                {t('views.lost_password_confirm.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthShell>
  );
}
