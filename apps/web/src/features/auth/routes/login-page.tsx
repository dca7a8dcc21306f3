import { APP_PATHS } from '@app/contracts/routes';
import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from '@/components/ui/auth-shell';
import { LoginForm } from '../components/login-form';
import '@/locales/auth';

/** /app/login */
export function LoginPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.document_title', { page: t('pages.Login.title') });
  }, [t]);
  return (
    <AuthShell
      panelTitle={t('views.login.panel.title')}
      panelText={t('views.login.panel.text')}
      panelPoints={[t('views.login.panel.point_1'), t('views.login.panel.point_2'), t('views.login.panel.point_3')]}
      homeLabel={t('common.back_to_site')}
    >
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={30} data-testid="page-title">
            {t('pages.Login.title')}
          </Title>
          <Text c="dimmed">{t('views.login.subtitle')}</Text>
        </Stack>
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
      </Stack>
    </AuthShell>
  );
}
