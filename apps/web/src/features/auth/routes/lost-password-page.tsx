import { passwordResetBodySchema } from '@app/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/errors';
import { waitText } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useRequestPasswordReset, type PasswordResetBody } from '../api/request-password-reset';
import { AuthForm, LoginEmailInput } from '../components/auth-form';
import { RecruiterAuthPage } from '../components/recruiter-auth-page';
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

  const onSubmit = handleSubmit((values) =>
    reset.mutateAsync(values).catch((error: unknown) => notifyError(waitText(t, error) ?? t('views.lost_password.error'))),
  );

  return (
    <RecruiterAuthPage title={t('pages.LostPassword.title')} subtitle={t('views.lost_password.subtitle')} backToLogin>
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
        <AuthForm
          onSubmit={(event) => void onSubmit(event)}
          submitLabel={t('views.lost_password.submit')}
          submitting={reset.isPending}
          submitTestId="lost-password-submit"
        >
          <LoginEmailInput {...register('email')} error={translateMessage(t, errors.email?.message)} data-testid="lost-password-email" />
        </AuthForm>
      )}
    </RecruiterAuthPage>
  );
}
