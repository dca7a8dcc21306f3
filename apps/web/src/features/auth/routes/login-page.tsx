import { APP_PATHS } from '@app/contracts/routes';
import { Anchor, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../components/login-form';
import { RecruiterAuthPage } from '../components/recruiter-auth-page';
import '@/locales/auth';

/** /app/login */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <RecruiterAuthPage title={t('pages.Login.title')} subtitle={t('views.login.subtitle')}>
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
