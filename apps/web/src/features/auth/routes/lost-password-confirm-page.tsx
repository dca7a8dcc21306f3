import { newPasswordFormSchema, type NewPasswordForm } from '@app/contracts/auth';
import { PASSWORD_MIN } from '@app/contracts/constants';
import { APP_PATHS } from '@app/contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText, translateMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthForm, LockedPasswordField } from '../components/auth-form';
import { RecruiterAuthPage } from '../components/recruiter-auth-page';
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
    <RecruiterAuthPage title={t('pages.LostPasswordConfirm.title')} subtitle={t('views.lost_password_confirm.subtitle')} backToLogin>
      {token === '' ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="lost-password-confirm-no-token">
          <Text size="sm">{t('views.lost_password_confirm.no_token')}</Text>
          <Anchor component={Link} to={APP_PATHS.lostPassword} size="sm" fw={600}>
            {t('views.lost_password_confirm.ask_again')}
          </Anchor>
        </Alert>
      ) : (
        <AuthForm
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={t('views.lost_password_confirm.submit')}
          submitting={confirm.isPending}
          submitTestId="lost-password-confirm-submit"
        >
          <LockedPasswordField
            {...register('password')}
            label={t('views.lost_password_confirm.password')}
            description={t('views.lost_password_confirm.password_hint', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            error={translateMessage(t, errors.password?.message)}
            data-testid="lost-password-confirm-password"
          />
          <LockedPasswordField
            {...register('passwordRepeat')}
            label={t('views.lost_password_confirm.password_repeat')}
            autoComplete="new-password"
            error={translateMessage(t, errors.passwordRepeat?.message)}
            data-testid="lost-password-confirm-password-repeat"
          />
        </AuthForm>
      )}
    </RecruiterAuthPage>
  );
}
