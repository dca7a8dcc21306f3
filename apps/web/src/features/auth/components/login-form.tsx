import type { TokenBody } from '@app/contracts/auth';
import { APP_PATHS, REDIRECT_QUERY } from '@app/contracts/routes';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '@/lib/auth';
import { translateMessage, waitText } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useLogin } from '../api/create-token';
import { PasswordField } from '@/components/ui/password-field';
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
      (error: unknown) => notifyError(waitText(t, error) ?? t('views.login.error')),
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="login-form">
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
          data-testid="login-email"
        />
        <PasswordField
          {...register('password')}
          label={t('views.login.password')}
          placeholder={t('views.login.password_placeholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={18} />}
          error={translateMessage(t, errors.password?.message)}
          withAsterisk
          data-testid="login-password"
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component={Link} to={APP_PATHS.lostPassword} size="sm" data-testid="login-lost-password">
            {t('views.login.lost_password')}
          </Anchor>
        </Group>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={login.isPending}
          color={variant === 'affiliate' ? 'accent.7' : undefined}
          data-testid="login-submit"
        >
          {t('views.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
