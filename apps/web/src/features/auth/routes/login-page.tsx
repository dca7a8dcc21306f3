import { APP_PATHS, SESSION_END_QUERY, SESSION_ENDED_BY_SUSPENSION } from '@app/contracts/routes';
import { Alert, Anchor, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginForm } from '../components/login-form';
import { RecruiterAuthPage } from '../components/recruiter-auth-page';
import '@/locales/auth';

/** /app/login */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A session the support's suspension ended (the API said so at its refresh): said here, in the visitor's language.
  const suspended = params.get(SESSION_END_QUERY) === SESSION_ENDED_BY_SUSPENSION;
  return (
    <RecruiterAuthPage title={t('pages.Login.title')} subtitle={t('views.login.subtitle')}>
      {suspended ? (
        <Alert color="red" data-testid="login-suspended">
          {t('errors.account_suspended')}
        </Alert>
      ) : null}
      <LoginForm />
      <Divider label={t('views.login.no_account')} labelPosition="center" />
      <Text ta="center" size="sm">
        <Anchor component={Link} to={APP_PATHS.registerStep(1)} fw={600} data-testid="login-register">
          {t('views.login.register')}
        </Anchor>
      </Text>
      <Text ta="center" size="sm" c="dimmed">
        {t('views.login.affiliate_question')}{' '}
        <Anchor component={Link} to={APP_PATHS.loginAffiliate} size="sm">
          {t('views.login.affiliate_link')}
        </Anchor>
      </Text>
    </RecruiterAuthPage>
  );
}
