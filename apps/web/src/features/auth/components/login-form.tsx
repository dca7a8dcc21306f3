import type { TokenBody } from '@app/contracts/auth';
import { APP_PATHS, REDIRECT_QUERY } from '@app/contracts/routes';
import { Anchor, Group } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '@/lib/auth';
import { translateMessage, waitText } from '@/lib/errors';
import { isHttpError } from '@/lib/http';
import { notifyError } from '@/lib/notify';
import { useLogin } from '../api/create-token';
import { AuthForm, LockedPasswordField, LoginEmailInput } from './auth-form';
import '@/locales/auth';

/**
 * The contract's rules (`tokenBodySchema`), fetched with zod at the first check (the first field
 * left or the first submit), not with the login page (decision 085).
 */
const tokenBodyResolver: Resolver<TokenBody> = async (values, context, options) => {
  const [{ zodResolver }, { tokenBodySchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@app/contracts/auth')]);
  return zodResolver(tokenBodySchema)(values, context, options);
};

interface LoginFormProps {
  /** Affiliates get the warm accent colour on the submit button. */
  variant?: 'recruiter' | 'affiliate';
}

/**
 * E-mail and password (spec section 2, /app/login). On success: cookies, profile, then the
 * `redirect` query or the landing page of the role. On failure: the spec's toast.
 */
export function LoginForm({ variant = 'recruiter' }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TokenBody>({
    resolver: tokenBodyResolver,
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      (profile) => navigate(afterLoginPath(searchParams.get(REDIRECT_QUERY), profile), { replace: true }),
      (error: unknown) =>
        notifyError(
          waitText(t, error) ??
            // A suspended account is told so, in the visitor's language (decision 161).
            (isHttpError(error) && error.code === 'account_suspended' ? t('errors.account_suspended') : t('views.login.error')),
        ),
    ),
  );

  return (
    <AuthForm
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('views.login.submit')}
      submitting={login.isPending}
      submitTestId="login-submit"
      submitColor={variant === 'affiliate' ? 'accent.7' : undefined}
      testId="login-form"
    >
      <LoginEmailInput {...register('email')} error={translateMessage(t, errors.email?.message)} data-testid="login-email" />
      <LockedPasswordField
        {...register('password')}
        label={t('views.login.password')}
        placeholder={t('views.login.password_placeholder')}
        autoComplete="current-password"
        error={translateMessage(t, errors.password?.message)}
        data-testid="login-password"
      />
      <Group justify="flex-end" mt={-4}>
        <Anchor component={Link} to={APP_PATHS.lostPassword} size="sm" data-testid="login-lost-password">
          {t('views.login.lost_password')}
        </Anchor>
      </Group>
    </AuthForm>
  );
}
